import { and, eq, gt, isNull, sql } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { users, userTokens } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { hashToken, newToken } from './tokens.ts'

type Kind = 'reset' | 'confirm' | 'action'

const LIFETIME_MINUTES: Record<Kind, number> = { reset: 60, confirm: 48 * 60, action: 5 }

/** Issues a single-use token; earlier unused tokens of the same kind stop working. */
export async function issueUserToken(db: Db, userId: string, kind: Kind): Promise<string> {
  const token = newToken()
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)))
  await db.insert(userTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(mins => ${LIFETIME_MINUTES[kind]})`,
  })
  return token
}

const usable = (token: string, kind: Kind) =>
  and(
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.kind, kind),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, sql`now()`),
  )

/** Spends a token once: answers its user id, or 401 `invalid_token` if unknown, used or expired. */
export async function consumeUserToken(db: Db, token: string | undefined, kind: Kind): Promise<string> {
  if (!token) throw new ApiError(401, 'invalid_token')
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, kind))
    .returning({ userId: userTokens.userId })
  if (!row) throw new ApiError(401, 'invalid_token')
  return row.userId
}

/**
 * The user of a token that still works, without spending it (or 401 `invalid_token`): a request
 * refused for another reason, such as a password the policy refuses, leaves the link usable.
 */
export async function userOfToken(db: Db, token: string | undefined, kind: Kind) {
  if (!token) throw new ApiError(401, 'invalid_token')
  const [row] = await db
    .select({ user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(usable(token, kind))
    .limit(1)
  if (!row) throw new ApiError(401, 'invalid_token')
  return row.user
}
