import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { Hono } from 'hono'

import {
  ChangePasswordSchema,
  ForgotSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from '#contracts/auth.ts'
import { assertPasswordAllowed } from '../auth/password-policy.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import { createSession, requireSession, type AuthVariables } from '../auth/session.ts'
import { bearerToken } from '../auth/tokens.ts'
import { consumeUserToken, issueUserToken, userOfToken } from '../auth/user-tokens.ts'
import { sessions, users } from '../db/schema.ts'
import { DEMO_EMAIL } from '../demo.ts'
import { ApiError } from '../http/errors.ts'
import { enforceLimits, releaseLimits, withinLimit } from '../http/rate-limit.ts'
import { jsonBody } from '../http/validate.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { confirmEmailMail, passwordChangedMail, resetPasswordMail } from '../mail/templates.ts'
import type { ApiContext } from './context.ts'

const HOUR = 3600
const QUARTER = 900

/** Register, log in and out, check a token, reset, change and confirm — spec section 7. */
export function authRoutes(ctx: ApiContext) {
  const { db } = ctx
  const app = new Hono<{ Variables: AuthVariables }>()
  const session = requireSession(db)
  /** Tells the account's owner, in the account's language, that its password was just changed. */
  const passwordChangedNotice = (user: { email: string; locale: string }) =>
    passwordChangedMail(user.locale, user.email, {
      changedAt: new Date(),
      forgotUrl: ctx.sitePage(user.locale, '/forgot-password/'),
    })

  app.post('/register', async (c) => {
    await enforceLimits(db, [{ key: `register:ip:${ctx.ip(c)}`, max: 10, windowSeconds: HOUR }])
    const input = await jsonBody(c, RegisterSchema)
    await assertPasswordAllowed(input.password, input.email, 'password')
    const passwordHash = await hashPassword(input.password)
    const result = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, locale: ctx.locale(c, input.locale) })
        .onConflictDoNothing({ target: users.email })
        .returning()
      if (!user) return undefined
      const token = await issueUserToken(tx, user.id, 'confirm')
      await enqueueMail(
        tx,
        confirmEmailMail(user.locale, user.email, ctx.sitePage(user.locale, '/confirm/', { token })),
      )
      return createSession(tx, user.id)
    })
    if (!result) throw new ApiError(409, 'email_taken', { fields: { email: 'email_taken' } })
    return c.json(result, 201)
  })

  app.post('/login', async (c) => {
    const input = await jsonBody(c, LoginSchema)
    // Failed attempts are counted per address, and per account *from* that address: a stranger's
    // guesses lock out the stranger's address, never the owner's log-in from anywhere else. No
    // ceiling across all addresses: one that guessers could reach (with a few dozen addresses)
    // would lock the owner out too. Each attempt is counted while it runs and given back when the
    // password was right, so only failures count (see releaseLimits).
    const limits = [
      { key: `login:ip:${ctx.ip(c)}`, max: 50, windowSeconds: QUARTER },
      { key: `login:email:${input.email}:ip:${ctx.ip(c)}`, max: 10, windowSeconds: QUARTER },
    ]
    await enforceLimits(db, limits)
    const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1)
    // Same answer and the same work whether the address is unknown or the password wrong.
    // The demo account's password is published: it opens only where the developer tools answer.
    const usable = user && (user.email !== DEMO_EMAIL || ctx.devTools(c)) ? user : undefined
    if (!(await verifyPassword(usable?.passwordHash, input.password)) || !usable) {
      throw new ApiError(401, 'invalid_credentials')
    }
    await releaseLimits(db, limits)
    return c.json(await createSession(db, usable.id))
  })

  app.post('/logout', session, async (c) => {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, c.get('sessionId')))
    return c.body(null, 204)
  })

  app.post('/token/check', session, (c) => c.json({ valid: true, expires_at: c.get('sessionExpiresAt').toISOString() }))

  app.post('/forgot', async (c) => {
    const input = await jsonBody(c, ForgotSchema)
    await enforceLimits(db, [{ key: `forgot:ip:${ctx.ip(c)}`, max: 20, windowSeconds: HOUR }])
    // Beyond 5 requests an hour for one e-mail address, nothing is sent and no token issued: a new link
    // would void the one the owner already has (issueUserToken), and a refusal would tell that
    // someone keeps asking. The answer stays the same.
    const mayMail = await withinLimit(db, { key: `forgot:email:${input.email}`, max: 5, windowSeconds: HOUR })
    const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1)
    if (user && mayMail) {
      await db.transaction(async (tx) => {
        const token = await issueUserToken(tx, user.id, 'reset')
        const locale = ctx.locale(c, input.locale)
        await enqueueMail(tx, resetPasswordMail(locale, user.email, ctx.sitePage(locale, '/reset/', { token })))
      })
    }
    // The same answer for every address: nobody learns who has an account.
    return c.json({ accepted: true }, 202)
  })

  app.post('/user/password/reset', async (c) => {
    const input = await jsonBody(c, ResetPasswordSchema)
    await enforceLimits(db, [{ key: `reset:ip:${ctx.ip(c)}`, max: 20, windowSeconds: HOUR }])
    const token = bearerToken(c.req.header('authorization'))
    // Checked before the token is spent: a refused password leaves the link working.
    const owner = await userOfToken(db, token, 'reset')
    await assertPasswordAllowed(input.password, owner.email, 'password')
    const passwordHash = await hashPassword(input.password)
    await db.transaction(async (tx) => {
      const userId = await consumeUserToken(tx, token, 'reset')
      const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning()
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      if (user) await enqueueMail(tx, passwordChangedNotice(user))
    })
    return c.body(null, 204)
  })

  app.post('/user/password/change', session, async (c) => {
    const input = await jsonBody(c, ChangePasswordSchema)
    const user = c.get('user')
    await enforceLimits(db, [{ key: `change:user:${user.id}`, max: 10, windowSeconds: QUARTER }])
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      throw new ApiError(422, 'wrong_password', { fields: { current_password: 'wrong_password' } })
    }
    await assertPasswordAllowed(input.new_password, user.email, 'new_password')
    const passwordHash = await hashPassword(input.new_password)
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id))
      // Other devices sign in again; this one stays signed in.
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, user.id), ne(sessions.id, c.get('sessionId')), isNull(sessions.revokedAt)))
      await enqueueMail(tx, passwordChangedNotice(user))
    })
    return c.body(null, 204)
  })

  app.post('/user/confirm/send', session, async (c) => {
    const user = c.get('user')
    await enforceLimits(db, [{ key: `confirm-send:user:${user.id}`, max: 3, windowSeconds: HOUR }])
    if (user.emailConfirmedAt) throw new ApiError(409, 'already_confirmed')
    await db.transaction(async (tx) => {
      const token = await issueUserToken(tx, user.id, 'confirm')
      await enqueueMail(
        tx,
        confirmEmailMail(user.locale, user.email, ctx.sitePage(user.locale, '/confirm/', { token })),
      )
    })
    return c.json({ accepted: true }, 202)
  })

  app.post('/user/confirm', async (c) => {
    await enforceLimits(db, [{ key: `confirm:ip:${ctx.ip(c)}`, max: 30, windowSeconds: HOUR }])
    const userId = await consumeUserToken(db, bearerToken(c.req.header('authorization')), 'confirm')
    await db
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(eq(users.id, userId))
    return c.json({ email_confirmed: true })
  })

  return app
}
