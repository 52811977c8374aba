// A campaign's URL is answered with the render of the plain page (decision 025). Each render
// stamps its route matches with the time it ran, so two answers with the same ETag are one stored
// render: that is how these checks see the render cache.
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
