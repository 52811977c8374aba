// What the render cache shares: a campaign's URL is answered with the render of the plain page
// (decision 025); an account entry page with one render for every visitor without a session
// (decision 026). Each render stamps its route matches with the time it ran, so two answers with
// the same ETag are one stored render: that is how these checks see the render cache.
import { expect, test } from './fixtures'

const etagOf = async (response: { headers(): Record<string, string> }) => response.headers()['etag']

test('campaign parameters are answered from the plain page’s render, the query stays in the URL', async ({
  request,
  page,
}) => {
  const plain = await request.get('/de/netflix/')
  expect(plain.headers()['cache-control']).toBe('public, no-cache')
  const tagged = await request.get('/de/netflix/?utm_source=news&utm_campaign=spring&gclid=abc&fbclid=def')
  expect(tagged.status()).toBe(200)
  expect(await etagOf(tagged)).toBe(await etagOf(plain))
  expect(tagged.headers()['set-cookie']).toBeUndefined()
  // A parameter that is not a campaign's is rendered for its request.
  const other = await request.get('/de/netflix/?q=1')
  expect(await etagOf(other)).not.toBe(await etagOf(plain))

  await page.goto('/de/?utm_source=news&gclid=abc')
  await expect(page.locator('.site-header__brand')).toHaveAttribute('aria-current', 'page')
  await page.getByRole('link', { name: 'Server', exact: true }).first().hover()
  await expect(page).toHaveURL(/\/de\/\?utm_source=news&gclid=abc$/)
})

test('a partner’s landing link sets its cookies with the stored render too', async ({ request }) => {
  const url = '/ja/vpn-comparison/?a_aid=partner7&btag=b-1&utm_medium=affiliate'
  const first = await request.get(url)
  const second = await request.get(url)
  expect(await etagOf(second)).toBe(await etagOf(first))
  for (const response of [first, second]) {
    const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie')
    expect(cookies.map((cookie) => cookie.value.split(';')[0]).sort()).toEqual(['fvp_a_aid=partner7', 'fvp_btag=b-1'])
  }
  // Invalid ids set nothing and still share the render.
  const odd = await request.get('/ja/vpn-comparison/?a_aid=%3Cscript%3E')
  expect(odd.headers()['set-cookie']).toBeUndefined()
  expect(await etagOf(odd)).toBe(await etagOf(await request.get('/ja/vpn-comparison/')))
})

test('source=app has a render of its own, which never reaches other visitors', async ({ request }) => {
  const app = await request.get('/ar/about-us/?source=app&utm_source=app-menu')
  expect(app.headers()['set-cookie']).toMatch(/^is_source_app=1;/)
  expect(await app.text()).toContain('isSourceApp:!0')
  const again = await request.get('/ar/about-us/?source=app')
  expect(await etagOf(again)).toBe(await etagOf(app))
  const plain = await request.get('/ar/about-us/', { headers: { cookie: '' } })
  expect(await plain.text()).toContain('isSourceApp:!1')
  // The app-visit cookie asks for the same render as the query.
  const withCookie = await request.get('/ar/about-us/', { headers: { cookie: 'is_source_app=1' } })
  expect(await etagOf(withCookie)).toBe(await etagOf(app))
})

test('account entry pages share one render among visitors without a session, never with one', async ({ request }) => {
  for (const path of ['/de/login/', '/ja/sign-up/', '/forgot-password/', '/ar/order/']) {
    const first = await request.get(path)
    expect(first.status()).toBe(200)
    // Still private to the browser: the page depends on whether it has a session.
    expect(first.headers()['cache-control']).toBe('private, no-store')
    const second = await request.get(`${path}?utm_source=x`)
    expect(await etagOf(second), path).toBe(await etagOf(first))
  }
  // A session cookie (here one the API does not know) is checked by a render of its own: the guard
  // signs it out and sends the visitor to log in, which a stored page would not do.
  const withSession = await request.get('/de/forgot-password/', {
    headers: { cookie: 'fvp_session=unknown-session-token-123456' },
    maxRedirects: 0,
  })
  expect(withSession.status()).toBe(307)
  expect(withSession.headers()['set-cookie']).toMatch(/fvp_session=; Max-Age=0/)
  // A query the page reads is rendered for its request.
  const withReturn = await request.get('/de/login/?return=%2Fde%2Fcabinet%2Fprofile%2F')
  expect(await etagOf(withReturn)).not.toBe(await etagOf(await request.get('/de/login/')))
})
