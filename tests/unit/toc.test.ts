import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { addHeadingIds, headingId, headingText } from '#app/features/documents/toc.ts'
import { renderDocument } from '#app/features/documents/markdown.server.ts'

const source = (body: string) => `---\ntitle: A title\ndescription: A description.\nupdated: 2026-11-20\n---\n\n${body}`

describe('the table of contents of a document', () => {
  it('lists the h2 and h3 headings in order, and gives each heading its id', () => {
    const { html, toc } = renderDocument(
      source('Intro\n\n## 1. About this policy\n\nText\n\n### 1.1 Your *account*\n\n#### Not listed\n\n## 2. Contact'),
      'en',
    )
    expect(toc).toEqual([
      { id: 'section-1', text: '1. About this policy', level: 2 },
      { id: 'section-1-1', text: '1.1 Your account', level: 3 },
      { id: 'section-2', text: '2. Contact', level: 2 },
    ])
    expect(html).toContain('<h2 id="section-1">1. About this policy</h2>')
    expect(html).toContain('<h3 id="section-1-1">1.1 Your <em>account</em></h3>')
    expect(html).toContain('<h4>Not listed</h4>')
  })

  it('keeps the ids of numbered headings the same in every language', () => {
    expect(headingId('4.1 Your Premium account')).toBe('section-4-1')
    expect(headingId('4.1 Ihr Premium-Konto')).toBe('section-4-1')
    expect(headingId('4.1 حساب Premium الخاص بك')).toBe('section-4-1')
    expect(headingId('4.1 アプリの無料利用')).toBe('section-4-1')
    // Arabic-Indic and Persian digits count as the same numbers.
    expect(headingId('٤.١ حساب')).toBe('section-4-1')
    expect(headingId('۴. حساب')).toBe('section-4')
    // A year is not a section number.
    expect(headingId('2026 in review')).toBe('2026-in-review')
  })

  it('slugs unnumbered headings in any script, without direction marks or punctuation', () => {
    expect(headingId('What is a VPN?')).toBe('what-is-a-vpn')
    expect(headingId('IKEv2/IPsec')).toBe('ikev2-ipsec')
    expect(headingId('\u200Fما هو VPN؟\u200F')).toBe('ما-هو-vpn')
    expect(headingId('ข้อมูลที่เราไม่เก็บ')).toBe('ข้อมูลที่เราไม่เก็บ')
    expect(headingId('当社が収集しない情報')).toBe('当社が収集しない情報')
    expect(headingId('?!')).toBe('section')
    // Ids stay short.
    expect(headingId('a'.repeat(200)).length).toBeLessThanOrEqual(60)
  })

  it('makes repeated headings unique, in the order they appear', () => {
    const { toc, html } = addHeadingIds('<h2>Contact</h2><h3>Contact</h3><h2>Contact</h2><h2>Contact-2</h2>')
    expect(toc.map((entry) => entry.id)).toEqual(['contact', 'contact-2', 'contact-3', 'contact-2-2'])
    expect(new Set(toc.map((entry) => entry.id)).size).toBe(toc.length)
    expect(html.match(/id="/g)).toHaveLength(4)
  })

  it('gives plain text labels: tags removed, entities decoded, markup not re-injected', () => {
    expect(headingText('Cookies &amp; <code>&lt;storage&gt;</code> &#x27;here&#39;')).toBe("Cookies & <storage> 'here'")
    const { toc, html } = renderDocument(source('## <script>alert(1)</script> & "more"'), 'en')
    expect(toc[0]?.text).toBe('<script>alert(1)</script> & "more"')
    expect(html).not.toContain('<script>')
    expect(toc[0]?.id).toBe('script-alert-1-script-more')
  })

  it('gives every legal text a table of contents whose links all resolve, in every language', async () => {
    const { readdirSync } = await import('node:fs')
    for (const locale of readdirSync('content/legal')) {
      for (const file of readdirSync(`content/legal/${locale}`)) {
        const { html, toc } = renderDocument(readFileSync(`content/legal/${locale}/${file}`, 'utf8'), 'en')
        expect(toc.length, `${locale}/${file}`).toBeGreaterThan(2)
        const ids = [...html.matchAll(/<h[23] id="([^"]+)"/g)].map((match) => match[1])
        expect(ids, `${locale}/${file}`).toEqual(toc.map((entry) => entry.id))
        expect(new Set(ids).size).toBe(ids.length)
      }
    }
    // The same section has the same id in English and Arabic.
    const ids = (locale: string) =>
      renderDocument(readFileSync(`content/legal/${locale}/policy.md`, 'utf8'), 'en').toc.map((entry) => entry.id)
    expect(ids('ar')).toEqual(ids('en'))
  })
})
