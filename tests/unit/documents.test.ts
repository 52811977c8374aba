import { readdirSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { BLOG_TOPICS, LEGAL_SLUGS } from '#app/features/documents/document.schema.ts'
import { documentStore, hasDocument, loadDocument } from '#app/features/documents/documents.server.ts'
import { parseFrontMatter, renderDocument } from '#app/features/documents/markdown.server.ts'
import { LOCALES } from '#app/lib/i18n/locales.ts'

const source = (body: string) => `---\ntitle: A title\ndescription: A description.\nupdated: 2026-11-20\n---\n\n${body}`

describe('Markdown documents', () => {
  it('render safely: raw HTML is escaped and script links are dropped', () => {
    const { html } = renderDocument(
      source('<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>'),
      'en',
    )
    expect(html).not.toMatch(/<script|<img|href="javascript:/i)
    expect(html).toContain('&lt;script&gt;')
  })

  it('point site links to the reader’s language and leave other links alone', () => {
    const { html } = renderDocument(source('[contact](/contact-us/) and [mail](https://example.com/a)'), 'de')
    expect(html).toContain('<a href="/de/contact-us/">contact</a>')
    expect(html).toContain('<a href="https://example.com/a">mail</a>')
    expect(renderDocument(source('[contact](/contact-us/)'), 'en').html).toContain('href="/contact-us/"')
  })

  it('need a complete front matter', () => {
    expect(() => parseFrontMatter('# No front matter')).toThrow()
    expect(() => parseFrontMatter('---\ntitle: Only a title\n---\nText')).toThrow()
    expect(() => parseFrontMatter(source('x').replace('2026-11-20', 'yesterday'))).toThrow()
    expect(parseFrontMatter(source('Body')).meta).toEqual({
      title: 'A title',
      description: 'A description.',
      updated: '2026-11-20',
    })
  })
})

describe('document files and fallbacks', () => {
  it('every legal text and blog topic exists in English, and every file parses', async () => {
    for (const slug of LEGAL_SLUGS) expect(hasDocument('legal', 'en', slug), slug).toBe(true)
    for (const topic of BLOG_TOPICS) expect(hasDocument('blog', 'en', topic), topic).toBe(true)
    for (const kind of ['legal', 'blog'] as const) {
      for (const locale of readdirSync(`content/${kind}`)) {
        expect(LOCALES).toContain(locale)
        for (const file of readdirSync(`content/${kind}/${locale}`)) {
          const loaded = await loadDocument(kind, locale as (typeof LOCALES)[number], file.replace(/\.md$/, ''))
          expect(loaded?.locale, `${kind}/${locale}/${file}`).toBe(locale)
        }
      }
    }
  })

  it('a language without its own version gets the English text, marked as English', async () => {
    const file = (title: string) => async () => source(`Read [the terms](/terms/).`).replace('A title', title)
    const store = documentStore({
      '../../../content/legal/en/terms.md': file('Terms'),
      '../../../content/legal/de/terms.md': file('Bedingungen'),
    })
    const german = await store.load('legal', 'de', 'terms')
    expect([german?.locale, german?.meta.title]).toEqual(['de', 'Bedingungen'])
    const french = await store.load('legal', 'fr', 'terms')
    expect([french?.locale, french?.meta.title]).toEqual(['en', 'Terms'])
    // Links in the English text still lead to the reader's language.
    expect(french?.html).toContain('href="/fr/terms/"')
    expect((await store.load('legal', 'en', 'terms'))?.html).toContain('href="/terms/"')
    expect([store.has('legal', 'de', 'terms'), store.has('legal', 'fr', 'terms')]).toEqual([true, false])
    expect(await store.load('blog', 'fr', 'terms')).toBeUndefined()
  })

  it('an unknown document is not found in any language', async () => {
    expect(await loadDocument('legal', 'de', 'no-such-text')).toBeUndefined()
  })
})
