import { Hono } from 'hono'
import { cors } from 'hono/cors'

import { LOCALE_CODES } from '#contracts/auth.ts'
import type { Db } from './db/client.ts'
import { isDatabaseUnavailable } from './db/unavailable.ts'
import type { ApiEnv } from './env.ts'
import { bodyLimit } from './http/body-limit.ts'
import { clientCountry, clientIp } from './http/client-ip.ts'
import { isLocalHost, visitorHost } from './http/local-host.ts'
import { ApiError, errorResponse } from './http/errors.ts'
import { sameSiteOnly } from './http/same-site.ts'
import { authRoutes } from './routes/auth.ts'
import { catalogRoutes } from './routes/catalog.ts'
import { commerceRoutes } from './routes/commerce.ts'
import { dnsCheckRoutes } from './routes/dns-check.ts'
import { devRoutes } from './routes/dev.ts'
import { premiumRoutes } from './routes/premium.ts'
import { statusRoutes } from './routes/status.ts'
import { supportRoutes } from './routes/support.ts'
import { openApiDocument } from './openapi.ts'
import { buildGateways } from './payments/gateways.ts'
import type { ApiContext } from './routes/context.ts'
import { userRoutes } from './routes/user.ts'

const list = (csv: string) =>
  csv
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** The account API as a Hono app, its routes under `basePath` (`/api` when the site embeds it). */
export function createApi({ db, env, basePath = '' }: { db: Db; env: ApiEnv; basePath?: string }) {
  const trusted = new Set(list(env.TRUSTED_PROXIES))
  const siteUrl = env.SITE_URL.replace(/\/+$/, '')
  const ctx: ApiContext = {
    db,
    env,
    ip: (c) => clientIp(c, trusted),
    country: (c) => clientCountry(c, trusted),
    locale: (c, fromBody) => {
      const header = c.req.header('x-locale') ?? ''
      return fromBody ?? ((LOCALE_CODES as readonly string[]).includes(header) ? header : 'en')
    },
    sitePage: (locale, path, query) =>
      `${siteUrl}${locale === 'en' ? '' : `/${locale}`}${path}${query ? `?${new URLSearchParams(query)}` : ''}`,
    devTools: (c) => env.DEV_TOOLS && isLocalHost(visitorHost(c)),
  }

  const app = new Hono().basePath(basePath || '/')
  // Answers carry accounts, sessions and keys: no cache keeps one unless its route says it is public.
  app.use('*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
  })
  app.use(
    '*',
    cors({
      origin: list(env.SITE_ORIGINS),
      allowHeaders: ['Content-Type', 'Authorization', 'x-website', 'x-locale', 'x-platform-key'],
      maxAge: 600,
    }),
  )
  // After CORS (preflights are answered there), before any route reads the body or the database.
  app.use('*', sameSiteOnly([...list(env.SITE_ORIGINS), env.apiPublicUrl]))
  app.use('*', bodyLimit(64 * 1024))
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error)
    if (isDatabaseUnavailable(error)) {
      // Expected while the database restarts: one line, not a stack; the client may try again.
      console.warn(`API ${c.req.method} ${c.req.path}: database unavailable:`, rootMessage(error))
      return errorResponse(c, new ApiError(503, 'unavailable', { headers: { 'Retry-After': '5' } }))
    }
    console.error('API error:', error)
    return errorResponse(c, new ApiError(500, 'internal_error'))
  })
  app.notFound((c) => errorResponse(c, new ApiError(404, 'not_found')))

  app.get('/health', (c) => c.json({ ok: true }))
  app.get('/docs', (c) => c.json(openApiDocument(env.apiPublicUrl)))
  app.route('/', authRoutes(ctx))
  app.route('/', userRoutes(ctx))
  app.route('/', catalogRoutes(ctx))
  app.route('/', commerceRoutes(ctx, buildGateways(env)))
  app.route('/', premiumRoutes(ctx))
  app.route('/', supportRoutes(ctx))
  app.route('/', dnsCheckRoutes(ctx))
  app.route('/', statusRoutes(ctx))
  if (env.DEV_TOOLS) app.route('/', devRoutes(ctx))
  return app
}

/** The driver's own words under Drizzle's `Failed query: …` wrapper. */
function rootMessage(error: unknown): string {
  let current = error
  while (current instanceof Error && current.cause instanceof Error) current = current.cause
  return current instanceof Error ? current.message : String(current)
}

export type Api = ReturnType<typeof createApi>
