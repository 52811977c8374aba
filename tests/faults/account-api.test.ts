import { createServer as createHttpServer } from 'node:http'
import { createServer, type Socket } from 'node:net'

import { chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ANONYMOUS_RENDER_MS } from '#host/site/render-cache.ts'
import { chromiumPath, SYSTEM_CHROMIUM_ARGS } from '../support/system-chromium'
import { asHtmlText, translation } from './support/catalog'
import { apiLogin, eventually, heading, request, visibleHtml, type Answer } from './support/http'
import { PORTS } from './support/ports'
import { removeScratchDirs, scratchDir, startApi, startSite, type ServerProcess } from './support/processes'

/**
 * The site with its account API in another process (API_BASE_URL). The tests stop the API, put a
 * server in its place that never answers or stalls mid-answer, and start it again — the site runs
 * on, untouched, and must answer every request within its timeout.
 */
const SITE = `http://localhost:${PORTS.accountSite}`
const API = `http://127.0.0.1:${PORTS.accountApi}`
/** The site's account-call limit (ACCOUNT_API_TIMEOUT_MS, 5 s) plus room for a busy machine. */
const TIMEOUT_BOUND_MS = 5000 + 2500
/**
 * How long after the API's last good answer anonymous account pages may still be served: rendered
 * within FRESH_MS (2 s), then kept by the render cache (ANONYMOUS_RENDER_MS, and as long again
 * while its replacement renders), plus room for a busy machine.
 */
const FRESH_BOUND_MS = 2000 + 2 * ANONYMOUS_RENDER_MS + 1500
const UNAVAILABLE_TITLE = 'The account service is temporarily unavailable'

const PUBLIC_PAGES = ['/', '/netflix/', '/download/', '/terms/', '/blog/proxy/', '/de/', '/ar/ip-check/']
/** Account pages a visitor without a session can open (the cabinet sends them to log-in). */
const ACCOUNT_PAGES = ['/login/', '/sign-up/', '/forgot-password/', '/order/', '/reset/', '/confirm/', '/de/login/']
/** With a session: the cabinet and pages that load the account. */
const SESSION_PAGES = ['/cabinet/profile/', '/cabinet/download/', '/order/', '/payment/pending/']

const apiDataDir = scratchDir('account-api')
let api: ServerProcess
let site: ServerProcess
let token: string
const publicBefore = new Map<string, string>()

const launchApi = () =>
  startApi(PORTS.accountApi, { DATA_DIR: apiDataDir, SITE_URL: SITE, SITE_ORIGINS: SITE }).ready(`${API}/health`)

beforeAll(async () => {
  ;[api, site] = await Promise.all([
    launchApi(),
    startSite(PORTS.accountSite, { DATA_DIR: scratchDir('account-site'), API_BASE_URL: API }).ready(
      `${SITE}/robots.txt`,
    ),
  ])
  token = await apiLogin(API, 'demo@planet-vpn.local', 'planet-demo-password')
})

afterAll(async () => {
  await Promise.all([api?.stop(), site?.stop()])
  removeScratchDirs()
})

const page = (path: string) => request(`${SITE}${path}`)
const sessionPage = (path: string) => request(`${SITE}${path}`, { headers: { cookie: `fvp_session=${token}` } })

describe('the account API is up', () => {
  it('serves public and account pages', async () => {
    for (const path of PUBLIC_PAGES) {
      const answer = await page(path)
      expect(answer.status, path).toBe(200)
      publicBefore.set(path, visibleHtml(answer.body))
    }
    for (const path of ACCOUNT_PAGES) expect((await page(path)).status, path).toBe(200)
    for (const path of SESSION_PAGES) expect((await sessionPage(path)).status, path).toBe(200)
  })
})

describe('the account API stops', () => {
  it('a form sent meanwhile shows a localised error and keeps what the visitor typed', async () => {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: SYSTEM_CHROMIUM_ARGS,
    })
    try {
      const tab = await browser.newPage()
      const submit = tab.getByRole('button', { name: translation('de', 'Create account') })
      await tab.goto(`${SITE}/de/sign-up/`)
      // Enabled once the page's script runs (SubmitButton): from then on the form posts to the server.
      await expect.poll(() => submit.isEnabled()).toBe(true)
      await api.stop()
      await tab.getByLabel(translation('de', 'E-mail address')).fill('offline-visitor@example.org')
      await tab.getByLabel(translation('de', 'Password'), { exact: true }).fill('a long enough password')
      await submit.click()
      const message = translation('de', 'Our service is not reachable right now. Please try again in a few minutes.')
      await tab.getByRole('alert').filter({ hasText: message }).waitFor({ timeout: TIMEOUT_BOUND_MS })
      expect(await tab.getByLabel(translation('de', 'E-mail address')).inputValue()).toBe('offline-visitor@example.org')
      expect(await tab.getByLabel(translation('de', 'Password'), { exact: true }).inputValue()).toBe(
        'a long enough password',
      )
      expect(tab.url()).toBe(`${SITE}/de/sign-up/`)
    } finally {
      await browser.close()
    }
  })

  it('public pages answer 200 with the same content', async () => {
    for (const path of PUBLIC_PAGES) {
      const answer = await page(path)
      expect(answer.status, path).toBe(200)
      expect(visibleHtml(answer.body), path).toBe(publicBefore.get(path))
    }
  })

  it('account pages answer the localised 503 page, at once', async () => {
    await eventually(async () => (await page('/login/')).status === 503, FRESH_BOUND_MS, 'log-in page says 503')
    for (const path of ACCOUNT_PAGES) {
      const answer = await page(path)
      expectUnavailablePage(answer, path.startsWith('/de/') ? 'de' : 'en')
      expect(answer.ms, path).toBeLessThan(1000)
    }
  })

  it('the session is kept: pages that need it answer 503, the cookie stays', async () => {
    for (const path of SESSION_PAGES) {
      const answer = await sessionPage(path)
      expectUnavailablePage(answer, 'en')
      expect(
        answer.headers.getSetCookie().some((c) => c.startsWith('fvp_session=;')),
        path,
      ).toBe(false)
    }
  })
})

describe('the account API comes back', () => {
  it('account pages recover by themselves, without a restart of the site', async () => {
    await expectRecovery()
  })
})

describe('the account API is slow', () => {
  it('accepting connections and never answering: 503 within the timeout, then at once', async () => {
    await api.stop()
    const silent = await listen(createServer((socket) => socket.on('error', () => undefined)))
    try {
      await expectBoundedUnavailable()
    } finally {
      await silent.close()
    }
    await expectRecovery()
  })

  it('sending the headers and stalling the body: 503 within the timeout, then at once', async () => {
    await api.stop()
    const stalling = await listen(
      createHttpServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.write('{"email":')
      }),
    )
    try {
      await expectBoundedUnavailable()
    } finally {
      await stalling.close()
    }
  })
})

/** A 503 page as the issue asks: localised, Retry-After, never cached, no internals. */
function expectUnavailablePage(answer: Answer, locale: string) {
  expect(answer.status).toBe(503)
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(answer.headers.get('cache-control')).toContain('no-store')
  expect(heading(answer.body)).toBe(asHtmlText(translation(locale, UNAVAILABLE_TITLE)))
  // The whole body, the router's serialised state included: no stack, no cause, no API address.
  expect(answer.body).not.toMatch(/\s+at \S+ \(|ECONNREFUSED|TimeoutError|FetchError|fetch failed|aborted|127\.0\.0\.1/)
}

/** The first request meets the slow API and waits out the timeout; the circuit answers the rest at once. */
async function expectBoundedUnavailable() {
  const first = await sessionPage('/cabinet/profile/')
  expectUnavailablePage(first, 'en')
  expect(first.ms).toBeGreaterThan(4000)
  expect(first.ms).toBeLessThan(TIMEOUT_BOUND_MS)
  const all = await Promise.all([...ACCOUNT_PAGES.map(page), ...SESSION_PAGES.map(sessionPage)])
  for (const answer of all) {
    expectUnavailablePage(answer, /<html lang="de"/.test(answer.body) ? 'de' : 'en')
    expect(answer.ms).toBeLessThan(TIMEOUT_BOUND_MS)
  }
  for (const path of PUBLIC_PAGES) {
    const answer = await page(path)
    expect(answer.status, path).toBe(200)
    expect(visibleHtml(answer.body), path).toBe(publicBefore.get(path))
  }
}

/** The API starts again; account pages answer 200 within seconds, served by the same site process. */
async function expectRecovery() {
  const pid = site.pid
  api = await launchApi()
  const ms = await eventually(async () => (await page('/login/')).status === 200, 15_000, 'log-in page answers 200')
  console.log(`account pages back ${Math.round(ms)} ms after the API was ready`)
  for (const path of ACCOUNT_PAGES) expect((await page(path)).status, path).toBe(200)
  for (const path of SESSION_PAGES) expect((await sessionPage(path)).status, path).toBe(200)
  expect(site.pid).toBe(pid)
  expect(site.running).toBe(true)
}

/** Listens on the API's port in its place; `close` also ends the connections it holds. */
async function listen(server: ReturnType<typeof createServer> | ReturnType<typeof createHttpServer>) {
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(PORTS.accountApi, '127.0.0.1', resolve))
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
