import { and, asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'

import {
  AffiliateEventSchema,
  EmailCheckQuerySchema,
  type NodePools,
  NodesQuerySchema,
  PlansQuerySchema,
  PromoCheckQuerySchema,
  RedirectLookupQuerySchema,
} from '#contracts/catalog.ts'
import { affiliateEvents, nodes, orders, planPrices, plans, popups, redirects, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { enforceLimits } from '../http/rate-limit.ts'
import { jsonBody, parseWith, queryParams } from '../http/validate.ts'
import {
  POSTBACK_SIGNATURE_HEADER,
  POSTBACK_TIMESTAMP_HEADER,
  postbackSecret,
  postbackSecretRequired,
  postbackSignatureValid,
  PurchasePostbackSchema,
} from '#contracts/purchase-postback.server.ts'
import { usablePromo } from '../payments/usable-promo.ts'
import type { ApiContext } from './context.ts'

/** Public service data: plans, locations, promo and e-mail checks, popups, redirects, IP, affiliates. */
export function catalogRoutes(ctx: ApiContext) {
  const { db, env } = ctx
  const app = new Hono()
  // Without a configured secret a production server takes no postbacks (it should not have
  // started: assertPostbackSecret); the published development default never counts there.
  const postbackKey = postbackSecret(
    env.AFFILIATE_POSTBACK_SECRET,
    postbackSecretRequired({ siteEnv: env.SITE_ENV, nodeEnv: process.env.NODE_ENV, devTools: env.DEV_TOOLS }),
  )

  app.get('/plans', async (c) => {
    const { currency } = queryParams(c, PlansQuerySchema)
    const rows = await db
      .select({ id: plans.id, periodDays: plans.periodDays, amountMinor: planPrices.amountMinor })
      .from(plans)
      .innerJoin(planPrices, and(eq(planPrices.planId, plans.id), eq(planPrices.currency, currency)))
      .orderBy(asc(plans.sort))
    return c.json(
      rows.map((r) => ({ id: r.id, period_days: r.periodDays, price: { amount: r.amountMinor, currency } })),
    )
  })

  app.get('/nodes-pools', async (c) => {
    const { tier } = queryParams(c, NodesQuerySchema)
    const rows = await db
      .select({
        id: nodes.id,
        countryCode: nodes.countryCode,
        city: nodes.city,
        tier: nodes.tier,
        latitude: nodes.latitude,
        longitude: nodes.longitude,
        load: nodes.load,
        status: nodes.status,
      })
      .from(nodes)
      .where(tier ? eq(nodes.tier, tier) : undefined)
      .orderBy(asc(nodes.countryCode), asc(nodes.city), asc(nodes.tier))
    const pools = new Map<string, NodePools[number]>()
    for (const { countryCode, ...location } of rows) {
      const pool = pools.get(countryCode) ?? { country_code: countryCode, locations: [] }
      pool.locations.push(location)
      pools.set(countryCode, pool)
    }
    return c.json([...pools.values()])
  })

  app.get('/v4/promo-codes/check', async (c) => {
    const { code } = queryParams(c, PromoCheckQuerySchema)
    await enforceLimits(db, [{ key: `promo:ip:${ctx.ip(c)}`, max: 30, windowSeconds: 60 }])
    const promo = await usablePromo(db, code)
    if (!promo) throw new ApiError(404, 'promo_invalid', { fields: { code: 'promo_invalid' } })
    return c.json({ code: promo.code, percent_off: promo.percentOff })
  })

  app.get('/v4/email/check', async (c) => {
    await enforceLimits(db, [{ key: `email-check:ip:${ctx.ip(c)}`, max: 30, windowSeconds: 60 }])
    const { email } = queryParams(c, EmailCheckQuerySchema)
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
    return c.json({ email, registered: Boolean(row) })
  })

  // The spec's popup feed path on the content-delivery host; the uuid names a feed, all share one here.
  app.get('/planet-vpn/v3/popups/:file{[0-9a-zA-Z-]{1,64}\\.json}', async (c) => {
    const rows = await db.select().from(popups).orderBy(asc(popups.id))
    c.header('Cache-Control', 'public, max-age=60')
    return c.json(
      rows.map((p) => ({
        id: p.id,
        type: p.type,
        popup_type: p.popupType,
        display_type: p.displayType,
        country: p.country,
        expired_at: p.expiredAt,
        translate: p.translate,
      })),
    )
  })

  app.get('/redirects', async (c) => {
    const rows = await db.select().from(redirects).orderBy(asc(redirects.fromPath))
    return c.json(rows.map((r) => ({ from: r.fromPath, to: r.to })))
  })

  app.get('/redirects/lookup', async (c) => {
    const { path } = queryParams(c, RedirectLookupQuerySchema)
    const [row] = await db.select().from(redirects).where(eq(redirects.fromPath, path)).limit(1)
    if (!row) throw new ApiError(404, 'not_found')
    return c.json({ from: row.fromPath, to: row.to })
  })

  app.get('/ip', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ ip: ctx.ip(c), country: ctx.country(c) })
  })

  app.post('/affiliate/event', async (c) => {
    await enforceLimits(db, [{ key: `affiliate:ip:${ctx.ip(c)}`, max: 60, windowSeconds: 60 }])
    const payload = await jsonBody(c, AffiliateEventSchema)
    await db.insert(affiliateEvents).values({ source: 'event', payload, ip: ctx.ip(c) })
    return c.json({ accepted: true }, 202)
  })

  /**
   * A paid order reported by the site's server, signed (purchase-postback.ts). Once per order: a
   * repeated report, even a concurrent one, meets the unique order id and records nothing new.
   */
  app.post('/affiliate-postback', async (c) => {
    await enforceLimits(db, [{ key: `postback:ip:${ctx.ip(c)}`, max: 120, windowSeconds: 60 }])
    if (!postbackKey) throw new ApiError(503, 'not_configured')
    const body = await jsonBody(c, v.unknown())
    const signature = {
      timestamp: c.req.header(POSTBACK_TIMESTAMP_HEADER),
      signature: c.req.header(POSTBACK_SIGNATURE_HEADER),
    }
    if (!postbackSignatureValid(postbackKey, body, signature)) throw new ApiError(401, 'invalid_signature')
    const payload = parseWith(PurchasePostbackSchema, body)
    const [order] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, payload.order_id))
      .limit(1)
    if (order?.status !== 'paid') throw new ApiError(404, 'not_found')
    const recorded = await db
      .insert(affiliateEvents)
      .values({ source: 'postback', payload, ip: ctx.ip(c), orderId: payload.order_id })
      .onConflictDoNothing({ target: affiliateEvents.orderId })
      .returning({ id: affiliateEvents.id })
    return recorded.length > 0 ? c.json({ accepted: true }, 202) : c.json({ accepted: true, duplicate: true }, 200)
  })

  return app
}
