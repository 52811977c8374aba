import { expect, test } from './fixtures'

for (const locale of ['en', 'ar', 'ja'] as const) {
  test(`the ${locale} blog names its Atom feed, which is well-formed and lists every article`, async ({
    page,
    request,
  }) => {
    const blog = locale === 'en' ? '/blog/' : `/${locale}/blog/`
    await page.goto(blog)
    const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')
    expect(href).toBe(`${blog}feed.xml`)
    const answer = await request.get(href!)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
    const articles = (
      await page
        .locator('main a[href*="/blog/"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
    ).filter((path, index, all) => path !== blog && all.indexOf(path) === index)

    // The browser's XML parser is the judge of well-formedness; then the Atom elements a reader needs.
    const feed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml')
        const atom = 'http://www.w3.org/2005/Atom'
        const text = (parent: Element, name: string) =>
          parent.getElementsByTagNameNS(atom, name)[0]?.textContent ?? null
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
          lang: doc.documentElement.getAttribute('xml:lang'),
          id: text(doc.documentElement, 'id'),
          updated: text(doc.documentElement, 'updated'),
          author: text(doc.documentElement, 'name'),
          entries: [...doc.getElementsByTagNameNS(atom, 'entry')].map((entry) => ({
            id: text(entry, 'id'),
            title: text(entry, 'title'),
            updated: text(entry, 'updated'),
            link: entry.getElementsByTagNameNS(atom, 'link')[0]?.getAttribute('href') ?? null,
          })),
        }
      },
      await answer.text(),
    )
    expect(feed).toMatchObject({
      error: false,
      root: 'http://www.w3.org/2005/Atom feed',
      lang: locale,
      id: expect.stringMatching(/\/blog\/feed\.xml$/),
      updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT00:00:00Z$/),
      author: 'Planet VPN',
    })
    expect(feed.entries.map((entry) => new URL(entry.link!).pathname).sort()).toEqual(articles.sort())
    for (const entry of feed.entries) {
      expect(entry.id).toBe(entry.link)
      expect(entry.title).toBeTruthy()
      expect(entry.updated).toMatch(/^\d{4}-\d\d-\d\dT00:00:00Z$/)
    }
  })
}

test('a feed under a prefix that is no site language is not found', async ({ request }) => {
  expect((await request.get('/xx/blog/feed.xml')).status()).toBe(404)
  expect((await request.get('/en/blog/feed.xml')).status()).toBe(404)
})
