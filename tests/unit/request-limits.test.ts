import { readdirSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { redactValidationError } from '#app/lib/api/validation-error.ts'
import { LOCALES } from '#app/lib/i18n/locales.ts'
import { isFirstPartyDocumentLoad } from '#app/lib/auth/first-party-load.ts'
import { sessionCookieMaxAge, sessionCookieName } from '#app/lib/auth/session.server.ts'
import { allowedMethods, bodyProblem, MAX_BODY_BYTES } from '#host/site/request-limits.ts'
import { APP_FILE_ROUTES, isMissingStaticFile } from '#host/site/static-miss.ts'

describe('request bodies (bodyProblem)', () => {
  it('lets bodies up to the cap through and refuses larger ones from the declared length', () => {
    expect(bodyProblem({})).toBeUndefined()
    expect(bodyProblem({ 'content-length': '0' })).toBeUndefined()
    expect(bodyProblem({ 'content-length': String(MAX_BODY_BYTES) })).toBeUndefined()
    expect(bodyProblem({ 'content-length': String(MAX_BODY_BYTES + 1) })).toBe(413)
    expect(bodyProblem({ 'content-length': String(50 << 20) })).toBe(413)
    expect(bodyProblem({ 'content-length': '999999999999999' })).toBe(413)
  })

  it('refuses a body of unknown length (411) and a length that is not a number (400)', () => {
    expect(bodyProblem({ 'transfer-encoding': 'chunked' })).toBe(411)
    expect(bodyProblem({ 'content-length': '-1' })).toBe(400)
    expect(bodyProblem({ 'content-length': '1e9' })).toBe(400)
    expect(bodyProblem({ 'content-length': '9999999999999999' })).toBe(400)
  })

  it('takes another cap when given one', () => {
    expect(bodyProblem({ 'content-length': '11' }, 10)).toBe(413)
  })
})

describe('methods (allowedMethods)', () => {
  it('keeps pages, files and images read-only, server functions to GET and POST', () => {
    expect(allowedMethods('/de/netflix/')).toEqual(['GET', 'HEAD'])
    expect(allowedMethods('/assets/app.js')).toEqual(['GET', 'HEAD'])
    expect(allowedMethods('/_ipx/w_320/images/a.png')).toEqual(['GET', 'HEAD'])
    expect(allowedMethods('/_serverFn/abc')).toEqual(['GET', 'POST'])
  })

  it('leaves the API its own routes', () => {
    expect(allowedMethods('/api/login')).toBeUndefined()
    expect(allowedMethods('/api')).toBeUndefined()
    expect(allowedMethods('/apifoo/')).toEqual(['GET', 'HEAD'])
  })
})

describe('missing static files (isMissingStaticFile)', () => {
  it('answers file names the static folder lacks with a 404, pages and handlers not', () => {
    expect(isMissingStaticFile('/images/nothing.png')).toBe(true)
    expect(isMissingStaticFile('/assets/gone.js')).toBe(true)
    expect(isMissingStaticFile('/builds/meta/x.json')).toBe(true)
    expect(isMissingStaticFile('/de/netflix/')).toBe(false)
    expect(isMissingStaticFile('/de/netflix')).toBe(false)
    expect(isMissingStaticFile('/robots.txt')).toBe(false)
    expect(isMissingStaticFile('/api/plans')).toBe(false)
    expect(isMissingStaticFile('/_serverFn/abc')).toBe(false)
    expect(isMissingStaticFile('/_ipx/w_320/images/a.png')).toBe(false)
  })

  it('knows every file route of the app', () => {
    const routes = readdirSync('app/routes', { recursive: true, encoding: 'utf8' })
      .filter((name) => name.includes('[.]'))
      .map((name) => `/${name.replace('[.]', '.').replace(/\.tsx?$/, '')}`)
      // A file route under the optional language prefix stands for every language's path.
      .flatMap((path) =>
        path.startsWith('/{-$lang}/')
          ? LOCALES.map((locale) => path.replace('/{-$lang}', locale === 'en' ? '' : `/${locale}`))
          : [path],
      )
      .sort()
    expect([...APP_FILE_ROUTES].sort()).toEqual(routes)
  })
})

describe('validation errors (redactValidationError)', () => {
  const failed = (issues: unknown) => new Error(JSON.stringify(issues, undefined, 2))

  it('keeps paths and codes, drops inputs, received values and prose messages', () => {
    const secret = 'hunter2-secret-value'
    const redacted = redactValidationError(
      failed([
        {
          kind: 'validation',
          type: 'min_length',
          input: secret,
          expected: '>=12',
          received: `"${secret}"`,
          message: `Invalid length: Expected >=12 but received "${secret}"`,
          path: [{ type: 'object', origin: 'value', input: { password: secret }, key: 'password', value: secret }],
        },
        { kind: 'schema', type: 'string', input: 1, message: 'token_invalid', path: [{ key: 'token' }] },
      ]),
    )
    expect(redacted).toBeInstanceOf(Error)
    expect((redacted as Error).message).not.toContain(secret)
    expect(JSON.parse((redacted as Error).message)).toEqual([
      { path: 'password', code: 'min_length' },
      { path: 'token', code: 'token_invalid' },
    ])
  })

  it('names keys that come from the input only when they are plain, and at most 20 issues', () => {
    const issues = Array.from({ length: 50 }, (_, i) => ({
      type: 'record',
      message: 'Invalid key',
      path: [{ key: i === 0 ? '<script>very long key from the input' : `k${i}` }],
    }))
    const parsed = JSON.parse((redactValidationError(failed(issues)) as Error).message)
    expect(parsed).toHaveLength(20)
    expect(parsed[0]).toEqual({ path: '?', code: 'record' })
  })

  it('leaves every other error as it was', () => {
    const other = new Error('cross_site_request')
    expect(redactValidationError(other)).toBe(other)
    const array = new Error('[1, 2]')
    expect(redactValidationError(array)).toBe(array)
    expect(redactValidationError('text')).toBe('text')
  })
})

describe('app-key exchange (isFirstPartyDocumentLoad)', () => {
  const headers = (values: Record<string, string>) => new Headers(values)

  it('accepts a page the visitor or the app opened', () => {
    expect(
      isFirstPartyDocumentLoad(
        headers({ 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }),
      ),
    ).toBe(true)
    expect(isFirstPartyDocumentLoad(headers({}))).toBe(true)
  })

  it('refuses links and redirects from any page, this site included, and scripts', () => {
    for (const site of ['same-origin', 'same-site', 'cross-site']) {
      expect(isFirstPartyDocumentLoad(headers({ 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' })), site).toBe(
        false,
      )
    }
    expect(isFirstPartyDocumentLoad(headers({ 'sec-fetch-site': 'none', 'sec-fetch-mode': 'cors' }))).toBe(false)
    expect(isFirstPartyDocumentLoad(headers({ 'sec-fetch-site': 'none', 'sec-fetch-dest': 'iframe' }))).toBe(false)
    // Without Fetch Metadata, a page that sent the visitor names itself.
    expect(isFirstPartyDocumentLoad(headers({ referer: 'http://localhost:3000/login/' }))).toBe(false)
  })
})

describe('session cookie', () => {
  it('lives as long as the session, never past it', () => {
    const now = Date.parse('2026-11-27T10:00:00Z')
    expect(sessionCookieMaxAge('2026-12-27T10:00:00Z', now)).toBe(30 * 24 * 3600)
    expect(sessionCookieMaxAge('2026-11-27T09:00:00Z', now)).toBe(0)
    expect(sessionCookieMaxAge('not a date', now)).toBe(0)
  })

  it('carries the __Secure- prefix over HTTPS', () => {
    expect(sessionCookieName('https')).toBe('__Secure-fvp_session')
    expect(sessionCookieName('http')).toBe('fvp_session')
  })
})
