import { createHash, timingSafeEqual } from 'node:crypto'

import { desc, eq, gte, isNull, or } from 'drizzle-orm'
import type { Context } from 'hono'
import { Hono } from 'hono'
import * as v from 'valibot'

import {
  type Incident,
  IncidentIdSchema,
  IncidentInputSchema,
  IncidentPatchSchema,
  STATUS_HISTORY_DAYS,
} from '#contracts/status.ts'
import { incidents } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { enforceLimits } from '../http/rate-limit.ts'
import { jsonBody } from '../http/validate.ts'
import type { ApiContext } from './context.ts'

const DAY_MS = 24 * 60 * 60 * 1000

const digest = (value: string) => createHash('sha256').update(value).digest()

/** An incident row as the API answers it (snake_case, ISO times). */
function incidentAnswer(row: typeof incidents.$inferSelect): Incident {
  return {
    id: row.id,
    component: row.component,
    impact: row.impact,
    summary: row.summary,
    started_at: row.startedAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  }
}

/**
 * The status page's incidents: `GET /status` (public, cached briefly) and the operator's
 * `/admin/incidents` (bearer token STATUS_ADMIN_TOKEN; 404 while it is not configured).
 */
export function statusRoutes(ctx: ApiContext) {
  const { db, env } = ctx
  const app = new Hono()
  const adminToken = env.STATUS_ADMIN_TOKEN ? digest(env.STATUS_ADMIN_TOKEN) : undefined

  /**
   * The right token always passes, so no one can lock the operator out; wrong ones are counted per
   * network (ten in 15 minutes) so the token cannot be guessed, and compared in constant time.
   */
  async function requireAdmin(c: Context) {
    if (!adminToken) throw new ApiError(404, 'not_found')
    const given = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1]
    if (given && timingSafeEqual(digest(given), adminToken)) return
    await enforceLimits(db, [{ key: `status-admin:ip:${ctx.ip(c)}`, max: 10, windowSeconds: 15 * 60 }])
    throw new ApiError(401, 'unauthorized')
  }

  app.get('/status', async (c) => {
    const since = new Date(Date.now() - STATUS_HISTORY_DAYS * DAY_MS)
    const rows = await db
      .select()
      .from(incidents)
      .where(or(gte(incidents.startedAt, since), isNull(incidents.resolvedAt), gte(incidents.resolvedAt, since)))
      .orderBy(desc(incidents.startedAt), desc(incidents.id))
    c.header('Cache-Control', 'public, max-age=30')
    return c.json({ checked_at: new Date().toISOString(), incidents: rows.map(incidentAnswer) })
  })

  app.post('/admin/incidents', async (c) => {
    await requireAdmin(c)
    const input = await jsonBody(c, IncidentInputSchema)
    const [row] = await db
      .insert(incidents)
      .values({
        component: input.component,
        impact: input.impact,
        summary: input.summary,
        startedAt: input.started_at ? new Date(input.started_at) : new Date(),
        resolvedAt: input.resolved_at ? new Date(input.resolved_at) : null,
      })
      .returning()
    return c.json(incidentAnswer(row!), 201)
  })

  app.patch('/admin/incidents/:id', async (c) => {
    await requireAdmin(c)
    const parsed = v.safeParse(IncidentIdSchema, c.req.param('id'))
    if (!parsed.success) throw new ApiError(404, 'not_found')
    const id = parsed.output
    const patch = await jsonBody(c, IncidentPatchSchema)
    const [known] = await db.select().from(incidents).where(eq(incidents.id, id))
    if (!known) throw new ApiError(404, 'not_found')
    const resolvedAt =
      patch.resolved_at === undefined
        ? known.resolvedAt
        : patch.resolved_at === null
          ? null
          : new Date(patch.resolved_at)
    if (resolvedAt && resolvedAt < known.startedAt) {
      throw new ApiError(422, 'validation_failed', { fields: { resolved_at: 'resolved_before_start' } })
    }
    const [row] = await db
      .update(incidents)
      .set({ impact: patch.impact ?? known.impact, summary: patch.summary ?? known.summary, resolvedAt })
      .where(eq(incidents.id, id))
      .returning()
    return c.json(incidentAnswer(row!))
  })

  return app
}
