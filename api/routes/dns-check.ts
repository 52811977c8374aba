import { Hono } from 'hono'

import { DnsCheckLabelsSchema } from '#contracts/dns-check.ts'
import { enforceLimits } from '../http/rate-limit.ts'
import { jsonBody } from '../http/validate.ts'
import { dbDnsCheckLog } from '#api/dns-check/dns-check-store.ts'
import type { ApiContext } from './context.ts'

const MINUTE = 60

/**
 * The DNS leak test's log (spec: /dns-check/). The site registers a test's one-time names, the
 * browser looks them up, the test zone's name server (any instance) records which resolvers asked,
 * and the site reads them back. The names are random (≈ 124 bits): only the visitor who got them
 * can read their result.
 */
export function dnsCheckRoutes(ctx: ApiContext) {
  const { db } = ctx
  const log = dbDnsCheckLog(db)
  const app = new Hono()

  app.post('/v3/dns-check/labels', async (c) => {
    await enforceLimits(db, [{ key: `dns-check:ip:${ctx.ip(c)}`, max: 30, windowSeconds: MINUTE }])
    const { labels } = await jsonBody(c, DnsCheckLabelsSchema)
    await log.expect(labels)
    return c.body(null, 204)
  })

  app.post('/v3/dns-check/resolvers', async (c) => {
    await enforceLimits(db, [{ key: `dns-check-result:ip:${ctx.ip(c)}`, max: 60, windowSeconds: MINUTE }])
    const { labels } = await jsonBody(c, DnsCheckLabelsSchema)
    return c.json({ resolvers: await log.resolvers(labels) })
  })

  return app
}
