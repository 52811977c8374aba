import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

import { UserInfoSchema } from '#contracts/auth.ts'
import { NodePoolsSchema } from '#contracts/catalog.ts'
import { ConnectionConfigQuerySchema, VPN_PROTOCOLS } from '#contracts/premium.ts'
import { accountCall } from '../../lib/api/account-client.server'
import type { ApiFailure } from '../../lib/api/api-result'
import { readSessionToken } from '../../lib/auth/session.server'
import { serverConfig } from '../../lib/site/config.server'
import { configDownloadRefusal } from './config-access'

const Jwt = v.object({ jwt: v.pipe(v.string(), v.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/)) })

const unauthorized: ApiFailure = { status: 401, code: 'unauthorized' }

/** Locations for the configuration page (every tier: a premium user may use all of them). */
export const locationsFn = createServerFn({ method: 'GET' }).handler(async () => {
  const [pools, error] = await accountCall(NodePoolsSchema, '/nodes-pools')
  return error ? { ok: false as const, error } : { ok: true as const, pools }
})

/** A WireGuard or OpenVPN configuration file for one location (`/v2/connection/config/premium`). */
export const configFileFn = createServerFn({ method: 'GET' })
  .validator(v.object({ node_id: v.pipe(v.string(), v.regex(/^\d{1,9}$/)), protocol: v.picklist(VPN_PROTOCOLS) }))
  .handler(async ({ data }) => {
    const token = readSessionToken()
    if (!token) return { ok: false as const, error: unauthorized }
    v.parse(ConnectionConfigQuerySchema, data)
    const [info, infoError] = await accountCall(UserInfoSchema, '/v3/user', { token })
    if (infoError) return { ok: false as const, error: infoError }
    const refusal = configDownloadRefusal(info)
    if (refusal) return { ok: false as const, error: refusal }
    const [text, error] = await accountCall(v.string(), '/v2/connection/config/premium', { query: data, token })
    return error ? { ok: false as const, error } : { ok: true as const, text }
  })

/** Support-desk single sign-on: a JWT for the logged-in user and the desk's address. */
export const supportDeskFn = createServerFn({ method: 'GET' }).handler(async () => {
  const desk = serverConfig().env.SUPPORT_DESK_URL?.replace(/\/+$/, '')
  if (!desk) return { ok: false as const, error: { status: 503, code: 'not_configured' } }
  const token = readSessionToken()
  if (!token) return { ok: false as const, error: unauthorized }
  const [answer, error] = await accountCall(Jwt, '/v1/token/jwt-zendesk', {
    method: 'POST',
    token,
    headers: { 'x-platform-key': 'site' },
  })
  return error ? { ok: false as const, error } : { ok: true as const, action: `${desk}/access/jwt`, jwt: answer.jwt }
})
