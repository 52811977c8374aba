import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'

import type { Db } from '../db/client.ts'
import { sessions, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { bearerToken, hashToken, newToken } from './tokens.ts'

export const SESSION_DAYS = 30

export type User = typeof users.$inferSelect

export type AuthVariables = { user: User; sessionId: string; sessionExpiresAt: Date }

export async function createSession(db: Db, userId: string): Promise<{ token: string; expires_at: string }> {
  const token = newToken()
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})` })
    .returning({ expiresAt: sessions.expiresAt })
  return { token, expires_at: row!.expiresAt.toISOString() }
}

/** Requires `Authorization: Bearer <session token>` of a live session; 401 otherwise. */
export const requireSession = (db: Db) =>
  createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    if (!token) throw new ApiError(401, 'unauthorized')
    const [row] = await db
      .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
      )
      .limit(1)
    if (!row) throw new ApiError(401, 'unauthorized')
    c.set('user', row.user)
    c.set('sessionId', row.sessionId)
    c.set('sessionExpiresAt', row.expiresAt)
    await next()
  })
