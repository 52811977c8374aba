import { expect, test } from '@playwright/test'

import { bcp47, LOCALES } from '#app/lib/i18n/locales.ts'
import { localizePath } from '#app/lib/routing/locale-path.ts'
import { PUBLIC_PAGES } from '#app/lib/site/public-pages.ts'
import { BLOG_TOPICS, LEGAL_SLUGS } from '#app/features/documents/document.schema.ts'

/** The visible words of the page's `<main>`, without markup. */
const mainText = (html: string) =>
  (html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const h1Text = (html: string) => mainText(`<main>${html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''}</main>`)

/** Legal texts may show the English document with a note while a translation is missing (issue 5). */
const MAY_FALL_BACK: ReadonlySet<string> = new Set(LEGAL_SLUGS.map((slug) => `/${slug}/`))

// Every public path in every locale, over HTTP (what a crawler gets).
test('every public page answers in every locale with its own language, title and one h1', async ({ request }) => {
  test.setTimeout(10 * 60_000)
  const titles = new Map<string, string>()
  for (const path of PUBLIC_PAGES) {
    let english = { text: '', h1: '' }
    for (const locale of LOCALES) {
      const url = localizePath(path, locale)
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status(), url).toBe(200)
      const html = await response.text()
      expect(html, url).toContain(`<html lang="${bcp47(locale)}"`)
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1]?.trim() ?? ''
      expect(title, `title of ${url}`).not.toBe('')
      expect(titles.get(`${locale} ${title}`), `title of ${url} is also used by`).toBeUndefined()
      titles.set(`${locale} ${title}`, url)
      expect(html.match(/<h1[\s>]/g), `h1 of ${url}`).toHaveLength(1)
      const text = mainText(html)
      expect(text.length, `text of ${url}`).toBeGreaterThan(100)
      const h1 = h1Text(html)
      if (locale === 'en') {
        english = { text, h1 }
        continue
      }
      expect(text, `${url} is not translated`).not.toBe(english.text)
      const fallback = html.includes('class="container translation-note"')
      if (fallback) expect(MAY_FALL_BACK.has(path), `${url} shows English words`).toBe(true)
      else expect(h1, `the heading of ${url} is English`).not.toBe(english.h1)
    }
  }
})

test('blog articles: written languages have their own page; the others link to the English article', async ({
  request,
}) => {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const index = await (await request.get(`/${locale}/blog/`)).text()
    const links = [...index.matchAll(/href="(\/(?:[a-z]{2}\/)?blog\/[a-z-]+\/)"/g)].map((m) => m[1] as string)
    expect(links, `/${locale}/blog/`).toHaveLength(BLOG_TOPICS.length)
    for (const link of links) {
      const own = link.startsWith(`/${locale}/`)
      expect(own || !link.match(/^\/[a-z]{2}\//), `${link} on /${locale}/blog/`).toBe(true)
      const response = await request.get(link, { maxRedirects: 0 })
      expect(response.status(), link).toBe(200)
      const html = await response.text()
      expect(html, link).toContain(`<html lang="${bcp47(own ? locale : 'en')}"`)
      // hreflang names only the languages that have the article.
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([a-zA-Z-]+)"/gi)].map((m) => m[1])
      expect(alternates, link).toContain('en')
      expect(alternates.includes(bcp47(locale)), link).toBe(own)
      if (!own) {
        const missing = await request.get(`/${locale}${link}`, { maxRedirects: 0 })
        expect([missing.status(), missing.headers().location]).toEqual([302, link])
      }
    }
  }
})
