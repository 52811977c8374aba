import { readdirSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { BLOG_TOPICS, LEGAL_SLUGS } from '../../app/features/documents/document.schema'
import { hasDocument, loadDocument } from '../../app/features/documents/documents.server'
import { parseFrontMatter, renderDocument } from '../../app/features/documents/markdown.server'
import { LOCALES } from '../../app/lib/i18n/locales'

const source = (body: string) => `---\ntitle: A title\ndescription: A description.\nupdated: 2026-11-20\n---\n\n${body}`

describe('Markdown documents', () => {
  it('render safely: raw HTML is escaped and script links are dropped', () => {
    const { html } = renderDocument(source('<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>'), 'en')
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
    expect(parseFrontMatter(source('Body')).meta).toEqual({ title: 'A title', description: 'A description.', updated: '2026-11-20' })
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
    const missing = LOCALES.find((l) => !hasDocument('blog', l, 'proxy'))
    if (!missing) return expect(LOCALES.every((l) => hasDocument('blog', l, 'proxy'))).toBe(true)
    const loaded = await loadDocument('blog', missing, 'proxy')
    expect(loaded?.locale).toBe('en')
    // Links in the English text still lead to the reader's language.
    if (missing !== 'en' && loaded?.html.includes('href="/')) expect(loaded.html).toContain(`href="/${missing}/`)
  })

  it('an unknown document is not found in any language', async () => {
    expect(await loadDocument('legal', 'de', 'no-such-text')).toBeUndefined()
  })
})
