import { randomBytes } from 'node:crypto'

import { eq } from 'drizzle-orm'
import { Hono, type MiddlewareHandler } from 'hono'

import { signHs256, zendeskClaims } from '../auth/jwt.ts'
import { createSession, requireSession, type AuthVariables } from '../auth/session.ts'
import { consumeUserToken, issueUserToken } from '../auth/user-tokens.ts'
import { ActionKeyExchangeSchema, ConnectionConfigQuerySchema } from '#contracts/premium.ts'
import { nodes } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { enforceLimits } from '../http/rate-limit.ts'
import { jsonBody, queryParams } from '../http/validate.ts'
import { loadOpenVpnCa, openVpnConfig } from '../vpn/openvpn.ts'
import { wireGuardConfig } from '../vpn/wireguard.ts'
import type { ApiContext } from './context.ts'
import { userInfo } from './user.ts'

/** Premium client configurations, the app-to-site hand-over key and the support-desk login. */
export function premiumRoutes(ctx: ApiContext) {
  const { db, env } = ctx
  const app = new Hono<{ Variables: AuthVariables }>()
  const session = requireSession(db)
  const openVpnCa = loadOpenVpnCa(env.OPENVPN_CA_FILE)
  const zendeskSecret = env.ZENDESK_JWT_SECRET ?? (env.production ? undefined : randomBytes(32).toString('hex'))

  // Client configurations are for Premium accounts the server has opened the configuration page
  // to (`allow_config_page`); the site hiding the page is no barrier to calling the API directly.
  const configAccess: MiddlewareHandler<{ Variables: AuthVariables }> = async (c, next) => {
    const user = c.get('user')
    if ((await userInfo(db, user)).access.type !== 'premium') throw new ApiError(403, 'premium_required')
    if (!user.allowConfigPage) throw new ApiError(403, 'config_not_allowed')
    await next()
  }

  app.get('/v2/connection/config/premium', session, configAccess, async (c) => {
    const { node_id, protocol } = queryParams(c, ConnectionConfigQuerySchema)
    const user = c.get('user')
    await enforceLimits(db, [{ key: `vpn-config:user:${user.id}`, max: 30, windowSeconds: 3600 }])
    const [node] = await db.select().from(nodes).where(eq(nodes.id, node_id)).limit(1)
    if (!node) throw new ApiError(404, 'not_found')
    const text =
      protocol === 'openvpn'
        ? openVpnConfig(node, openVpnCa)
        : wireGuardConfig(node, Number.parseInt(user.id.slice(0, 6), 16)).text
    const extension = protocol === 'openvpn' ? 'ovpn' : 'conf'
    c.header(
      'Content-Disposition',
      `attachment; filename="planet-vpn-${node.countryCode.toLowerCase()}-${node.id}.${extension}"`,
    )
    c.header('Cache-Control', 'no-store')
    return c.text(text)
  })

  // The app, signed in, asks for a key and opens the site with it; the site exchanges it for a session.
  app.post('/v4/action-key', session, async (c) => {
    const user = c.get('user')
    await enforceLimits(db, [{ key: `action-key:user:${user.id}`, max: 20, windowSeconds: 3600 }])
    const key = await issueUserToken(db, user.id, 'action')
    return c.json({ key, expires_in: 300 }, 201)
  })

  app.post('/v4/action-key/exchange', async (c) => {
    await enforceLimits(db, [{ key: `action-exchange:ip:${ctx.ip(c)}`, max: 30, windowSeconds: 3600 }])
    const { key } = await jsonBody(c, ActionKeyExchangeSchema)
    const userId = await consumeUserToken(db, key, 'action')
    return c.json(await createSession(db, userId))
  })

  app.post('/v1/token/jwt-zendesk', session, (c) => {
    if (c.req.header('x-platform-key') !== 'site') throw new ApiError(403, 'forbidden_origin')
    if (!zendeskSecret) throw new ApiError(503, 'not_configured')
    return c.json({ jwt: signHs256(zendeskClaims(c.get('user')), zendeskSecret) })
  })

  return app
}
