import { request as httpRequest } from 'node:http'

import { OPEN_REDIRECT_ATTACKS, staysOnSite } from '../fixtures/open-redirects'
import { serverFnBody, serverFunctionIds, SERVER_FN_HEADERS } from '../support/server-functions'
import { expect, test } from './fixtures'

/**
 * Against the production build: every server function that changes state refuses a cross-site
 * call (403, nothing changed) and works same-origin; the embedded API does the same; no URL of
 * the site redirects to another host. Server functions are found in the build's own manifest, so a
 * new one must be listed below as state-changing (and is then tested) or as a read.
 */
const PASSWORD = 'correct horse battery staple'
const EVIL = 'https://evil.example'

/** What a browser sends from a page on another site, with and without Fetch Metadata. */
const CROSS_SITE: Record<string, string>[] = [
  { origin: EVIL, 'sec-fetch-site': 'cross-site' },
  { origin: EVIL },
  { 'sec-fetch-site': 'cross-site' },
  { origin: 'null' },
  { origin: 'http://localhost.evil.example', 'sec-fetch-site': 'same-site' },
]

let counter = 0
const newEmail = () => `xsite-${Date.now().toString(36)}-${++counter}@example.org`
const visitor = () => {
  const n = Math.floor(Math.random() * 2 ** 24)
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`
}

/** The account API under /api/, as the site's own server calls it (no browser headers). */
async function apiCall(base: string, method: string, path: string, options: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': visitor() }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await res.text()
  return { status: res.status, json: text ? JSON.parse(text) : undefined }
}

async function account(base: string) {
  const email = newEmail()
  const res = await apiCall(base, 'POST', '/register', { body: { email, password: PASSWORD } })
  expect(res.status).toBe(201)
  return { email, token: res.json.token as string }
}

/** A server-function call as the site's own client makes it, with the headers a test chooses. */
async function callFn(
  base: string,
  id: string,
  options: { data?: unknown; cookie?: string; headers?: Record<string, string> },
) {
  const body = options.data === undefined ? undefined : await serverFnBody(options.data)
  const res = await fetch(`${base}/_serverFn/${id}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...SERVER_FN_HEADERS,
      'x-forwarded-for': visitor(),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body,
  })
  return { status: res.status, text: await res.text(), cookies: res.headers.getSetCookie() }
}

async function mailCount(base: string, address: string): Promise<number> {
  const html = await (await fetch(`${base}/api/dev/mailbox`)).text()
  return html.split('<tr>').filter((row) => row.includes(address)).length
}

interface Case {
  /** A valid call (and the session cookie it needs) for this function. */
  prepare: (base: string) => Promise<{ data?: unknown; cookie?: string; state?: () => Promise<unknown> }>
  /** What the same-origin call must have changed, given the state before. */
  changed?: (before: unknown, after: unknown, cookies: string[]) => void
}

const session = async (base: string) => {
  const { email, token } = await account(base)
  return { email, token, cookie: `fvp_session=${token}` }
}

/** Every state-changing server function, with a valid call and, where it can be seen, its effect. */
const STATE_CHANGING: Record<string, Case> = {
  loginFn: {
    prepare: async (base) => ({ data: { email: (await account(base)).email, password: PASSWORD } }),
    changed: (_, __, cookies) => expect(cookies.some((c) => /^fvp_session=[^;]+/.test(c))).toBe(true),
  },
  registerFn: {
    prepare: async (base) => {
      const email = newEmail()
      const state = async () => (await apiCall(base, 'GET', `/v4/email/check?email=${email}`)).json.registered
      return { data: { email, password: PASSWORD }, state }
    },
    changed: (before, after) => expect([before, after]).toEqual([false, true]),
  },
  forgotFn: {
    prepare: async (base) => {
      const { email } = await account(base)
      return { data: { email }, state: () => mailCount(base, email) }
    },
    changed: (before, after) => expect(after).toBe((before as number) + 1),
  },
  resetFn: { prepare: async () => ({ data: { token: 'A'.repeat(43), password: `${PASSWORD}!` } }) },
  confirmFn: { prepare: async () => ({ data: { token: 'A'.repeat(43) } }) },
  resendConfirmationFn: {
    prepare: async (base) => {
      const { email, cookie } = await session(base)
      return { cookie, state: () => mailCount(base, email) }
    },
    changed: (before, after) => expect(after).toBe((before as number) + 1),
  },
  changePasswordFn: {
    prepare: async (base) => {
      const { email, cookie } = await session(base)
      const state = async () => (await apiCall(base, 'POST', '/login', { body: { email, password: PASSWORD } })).status
      return { cookie, data: { current_password: PASSWORD, new_password: `${PASSWORD}?` }, state }
    },
    changed: (before, after) => expect([before, after]).toEqual([200, 401]),
  },
  cancelSubscriptionFn: {
    prepare: async (base) => ({ cookie: (await session(base)).cookie, data: { gateway: 'stripe' } }),
  },
  logoutFn: {
    prepare: async (base) => {
      const { token, cookie } = await session(base)
      return { cookie, state: async () => (await apiCall(base, 'POST', '/token/check', { token })).status }
    },
    changed: (before, after) => expect([before, after]).toEqual([200, 401]),
  },
  actionKeyLoginFn: {
    prepare: async (base) => {
      const { token } = await account(base)
      const { key } = (await apiCall(base, 'POST', '/v4/action-key', { token })).json
      // A call from a page is the visitor's click on "use the app's account" (a page load from the
      // app itself is the other way: the profile-check journeys below).
      return { data: { key, confirmed: true } }
    },
    // Only a key the refused calls left unused can still be exchanged here.
    changed: (_, __, cookies) => expect(cookies.some((c) => /^fvp_session=[^;]+/.test(c))).toBe(true),
  },
  payFn: {
    prepare: async (base) => ({
      cookie: (await session(base)).cookie,
      data: { order: { plan_id: '1-month', currency: 'USD' }, gateway: 'stripe' },
    }),
  },
  reportPurchaseFn: {
    prepare: async (base) => ({ cookie: (await session(base)).cookie, data: { id: crypto.randomUUID() } }),
  },
  contactFn: {
    prepare: async (base) => {
      const email = newEmail()
      const message = 'My Premium does not show up in the app after paying by card.'
      return { data: { email, topic: 'billing', message, locale: 'en' }, state: () => mailCount(base, email) }
    },
    changed: (before, after) => expect(after).toBe((before as number) + 1),
  },
  startDnsCheckFn: { prepare: async () => ({}) },
  dnsCheckResultFn: { prepare: async () => ({ data: { labels: ['a'.repeat(24)] } }) },
}

/** Functions that only read: GET, so a cross-site POST cannot reach them at all (405). */
const READ_ONLY = [
  'accountServiceFn',
  'authStateFn',
  'configFileFn',
  'emailCheckFn',
  'guardFn',
  'locationsFn',
  'orderStatusFn',
  'plansFn',
  'profileCheckFn',
  'promoCheckFn',
  'seenAddressFn',
  'sessionCheckFn',
  'supportDeskFn',
]

test.describe('server functions', () => {
  test('every function of the build is either state-changing (tested below) or a GET-only read', async ({
    baseURL,
  }) => {
    const functions = serverFunctionIds()
    expect([...functions.keys()].sort()).toEqual([...Object.keys(STATE_CHANGING), ...READ_ONLY].sort())
    for (const name of READ_ONLY) {
      const res = await callFn(baseURL!, functions.get(name)!, { headers: CROSS_SITE[0] })
      expect(res.status, name).toBe(405)
    }
  })

  for (const [name, { prepare, changed }] of Object.entries(STATE_CHANGING)) {
    test(`${name}: refused cross-site with nothing changed, accepted same-origin`, async ({ baseURL }) => {
      const id = serverFunctionIds().get(name)
      expect(id, `${name} is in the build`).toBeTruthy()
      const { data, cookie, state } = await prepare(baseURL!)
      const before = await state?.()
      for (const headers of CROSS_SITE) {
        const res = await callFn(baseURL!, id!, { data, cookie, headers })
        expect(res.status, JSON.stringify(headers)).toBe(403)
        expect(res.text).toContain('cross_site_request')
        expect(res.cookies, 'no cookie is set or cleared').toEqual([])
        if (state) expect(await state(), JSON.stringify(headers)).toEqual(before)
      }
      const sameOrigin = { origin: baseURL!, 'sec-fetch-site': 'same-origin' }
      const res = await callFn(baseURL!, id!, { data, cookie, headers: sameOrigin })
      expect(res.status, res.text.slice(0, 300)).toBe(200)
      expect(res.text).not.toContain('cross_site_request')
      changed?.(before, await state?.(), res.cookies)
    })
  }
})

test.describe('profile check (the app hands a signed-in user over with a key)', () => {
  const get = (base: string, path: string, headers: Record<string, string>) =>
    fetch(`${base}${path}`, { redirect: 'manual', headers: { 'x-forwarded-for': visitor(), ...headers } })

  test('a link from another site without a key still works; with a key it logs nobody in', async ({ baseURL }) => {
    const plain = await get(baseURL!, '/profile-check/?to=/servers/', { 'sec-fetch-site': 'cross-site' })
    expect([plain.status, plain.headers.get('location')]).toEqual([307, '/login/'])

    const { token } = await account(baseURL!)
    const { key } = (await apiCall(baseURL!, 'POST', '/v4/action-key', { token })).json
    const forged = await get(baseURL!, `/profile-check/?key=${key}`, { 'sec-fetch-site': 'cross-site' })
    expect(forged.status).toBe(403)
    expect(forged.headers.getSetCookie().filter((c) => c.startsWith('fvp_session='))).toEqual([])
    expect(await forged.text()).toContain('Open it again from the app.')

    // The app opens the browser itself (a navigation with Sec-Fetch-Site: none; Node's fetch would
    // say `cors`): the same, unused key logs in.
    const fromApp = await appOpens(baseURL!, `/profile-check/?key=${key}&to=%2F%2Fevil.example`)
    expect([fromApp.status, fromApp.location]).toEqual([307, '/cabinet/profile/'])
    expect(fromApp.cookies.some((c) => /^fvp_session=[^;]+/.test(c))).toBe(true)
  })

  test('a return path after logging in never trades a key: the victim lands in their own account', async ({
    page,
    baseURL,
  }) => {
    // The attacker mints a key for their own account and sends the victim to log in with it as the return path.
    const attacker = await account(baseURL!)
    const { key } = (await apiCall(baseURL!, 'POST', '/v4/action-key', { token: attacker.token })).json
    const victim = await account(baseURL!)
    await page.goto(`/login/?return=${encodeURIComponent(`/profile-check/?key=${key}`)}`)
    await page.getByLabel('E-mail address').fill(victim.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/cabinet\/profile\/$/)
    await expect(page.locator('.cabinet-email strong')).toHaveText(victim.email)
    // Loaded as a document from a page of this site, the key is not traded either.
    await page.evaluate((href) => window.location.assign(href), `/profile-check/?key=${key}`)
    await expect(page.getByText('Open it again from the app.')).toBeVisible()
    await page.goto('/cabinet/profile/')
    await expect(page.locator('.cabinet-email strong')).toHaveText(victim.email)
  })

  test('someone logged in who opens a link from the app chooses the account', async ({ page, baseURL }) => {
    const owner = await account(baseURL!)
    const app = await account(baseURL!)
    const keyOf = async () => (await apiCall(baseURL!, 'POST', '/v4/action-key', { token: app.token })).json.key
    await page.goto('/login/')
    await page.getByLabel('E-mail address').fill(owner.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/cabinet\/profile\/$/)

    // The app opens the browser (a page load of its own): nothing changes until the visitor chooses.
    await page.goto(`/profile-check/?key=${await keyOf()}`)
    await expect(page.getByText(`You are logged in as ${owner.email}.`)).toBeVisible()
    await page.getByRole('link', { name: `Continue as ${owner.email}` }).click()
    await expect(page.locator('.cabinet-email strong')).toHaveText(owner.email)

    await page.goto(`/profile-check/?key=${await keyOf()}`)
    await page.getByRole('button', { name: "Use the app's account" }).click()
    await expect(page).toHaveURL(/\/cabinet\/profile\/$/)
    await expect(page.locator('.cabinet-email strong')).toHaveText(app.email)
  })

  test('the return path after the check never leaves the site', async ({ baseURL }) => {
    const { cookie } = await session(baseURL!)
    for (const attack of OPEN_REDIRECT_ATTACKS) {
      const res = await get(baseURL!, `/profile-check/?to=${encodeURIComponent(attack)}`, { cookie })
      const location = res.headers.get('location') ?? ''
      expect(res.status, attack).toBe(307)
      expect(staysOnSite(location, baseURL!), `${attack} → ${location}`).toBe(true)
    }
    const kept = await get(baseURL!, '/profile-check/?to=%2Fservers%2F', { cookie })
    expect(kept.headers.get('location')).toBe('/servers/')
  })
})

test('the embedded account API refuses cross-site state changes and serves the site', async ({ baseURL }) => {
  const body = JSON.stringify({ email: newEmail(), password: PASSWORD })
  const post = (headers: Record<string, string>) =>
    fetch(`${baseURL}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor(), ...headers },
      body,
    })
  for (const headers of CROSS_SITE) {
    const res = await post(headers)
    expect(res.status, JSON.stringify(headers)).toBe(403)
    expect(await res.json()).toEqual({ error: { code: 'cross_site_request' } })
  }
  expect((await post({ origin: baseURL!, 'sec-fetch-site': 'same-origin' })).status).toBe(201)
})

/** A raw GET, so a path keeps characters (`\`) that fetch would normalise away. */
/** A page load as a browser makes it when another program (the app) opens the address. */
function appOpens(base: string, path: string): Promise<{ status: number; location?: string; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const headers = { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          cookies: res.headers['set-cookie'] ?? [],
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

function rawGet(base: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, method: 'GET', headers: { host: `${hostname}:${port}` } },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

test('no page URL redirects to another host', async ({ baseURL }) => {
  const paths = [
    '//evil.example/',
    '//evil.example',
    '///evil.example/',
    '/%2F%2Fevil.example',
    '/%2F%2Fevil.example/',
    '/\\evil.example',
    '/\\evil.example/',
    '/\\/evil.example/',
    '/%5Cevil.example',
    '/%5C%5Cevil.example/',
    '/en//evil.example/',
    '/en/\\evil.example/',
    '/EN/%2F%2Fevil.example',
    '/de/en/\\evil.example/',
    '/%252F%252Fevil.example/',
    '/https:evil.example/',
    '/HTTPS://evil.example/',
    '/javascript:alert(1)/',
    '/Old-Home?next=//evil.example',
    '/?next=//evil.example',
    '/login/?return=//evil.example',
  ]
  let redirects = 0
  for (const path of paths) {
    const { status, location } = await rawGet(baseURL!, path)
    expect(status, path).toBeLessThan(500)
    if (location === undefined) continue
    redirects++
    expect(staysOnSite(location, baseURL!), `${path} → ${location}`).toBe(true)
  }
  // Paths that end in a file name (`//evil.example`) are a plain 404 without a redirect; the rest
  // are redirected, so the check above is not vacuous.
  expect(redirects, 'many of these paths are redirected somewhere').toBeGreaterThan(paths.length / 3)
})

test('log-in sends the visitor back only to a path of the site', async ({ page, baseURL }) => {
  const { email } = await account(baseURL!)
  for (const [back, landing] of [
    ['//evil.example/', '/cabinet/profile/'],
    ['/\\evil.example/', '/cabinet/profile/'],
    ['https://evil.example/', '/cabinet/profile/'],
    ['/servers/', '/servers/'],
  ] as const) {
    await page.context().clearCookies()
    await page.goto(`/login/?return=${encodeURIComponent(back)}`)
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).last().click()
    await expect(page).toHaveURL(`${baseURL}${landing}`)
  }
})
