import { describe, expect, it } from 'vitest'

import type { IndexedAnswer } from '#app/features/answers/answer-index.ts'
import { readAnswerIndex } from '#app/features/answers/answer-index.server.ts'
import { answerSearch, queryWords } from '#app/features/answers/answer-search.ts'
import { foldForSearch } from '#app/lib/i18n/fold-for-search.ts'
import { loadInfoPage } from '#app/features/pages/page-content.server.ts'

const entry = (q: string, a: string, p = '/x/#faq-1'): IndexedAnswer => ({ q, a, t: 'Page', p })

describe('folding text for the answers’ search', () => {
  it('drops Latin accents and Arabic vowel marks, unifies Arabic letter forms, keeps Thai and Japanese marks', () => {
    expect(foldForSearch('Rückerstattung É')).toBe('ruckerstattung e')
    expect(foldForSearch('İstanbul')).toBe('istanbul')
    expect(foldForSearch('إِلْغَاء الاشتراك')).toBe(foldForSearch('الغاء الاشتراك'))
    expect(foldForSearch('مدفوعة')).toBe('مدفوعه')
    expect(foldForSearch('ﾌﾟﾚﾐｱﾑ')).toBe('プレミアム')
    expect(foldForSearch('が')).toBe('が')
    expect(foldForSearch('คืนเงิน')).toBe('คืนเงิน')
    expect(foldForSearch('کی')).toBe('كي')
  })

  it('splits a query at spaces and punctuation; a language without spaces gives one phrase', () => {
    expect(queryWords('  Refund, card?  ')).toEqual(['refund', 'card'])
    expect(queryWords('返金はできますか')).toEqual(['返金はできますか'])
    expect(queryWords('!!')).toEqual([])
  })
})

describe('the answers’ search', () => {
  const search = answerSearch([
    entry('Can I cancel?', 'Yes, in the cabinet; a refund follows the refund policy.', '/a/#faq-1'),
    entry('How do refunds work?', 'Write to support within 30 days.', '/b/#faq-1'),
    entry('Which devices?', 'Up to 10 devices.', '/c/#faq-1'),
  ])

  it('finds entries holding every word, question matches first, then the site’s order', () => {
    expect(search.find('refund').map((r) => r.p)).toEqual(['/b/#faq-1', '/a/#faq-1'])
    expect(search.find('refund cabinet').map((r) => r.p)).toEqual(['/a/#faq-1'])
    expect(search.find('devices 10').map((r) => r.p)).toEqual(['/c/#faq-1'])
    expect(search.find('nothing like this')).toEqual([])
    expect(search.find('   ')).toEqual([])
    expect(search.find('refund', 1)).toHaveLength(1)
  })

  it('finds Japanese by a phrase inside the text and Arabic without its vowel marks', () => {
    const ja = answerSearch([entry('返金はできますか？', '購入から30日以内なら返金できます。')])
    expect(ja.find('返金')).toHaveLength(1)
    expect(ja.find('30日以内')).toHaveLength(1)
    const ar = answerSearch([entry('هل يمكنني إلغاء الاشتراك؟', 'نعم.')])
    expect(ar.find('الغاء')).toHaveLength(1)
    expect(ar.find('إِلغاء الاشتراك')).toHaveLength(1)
  })
})

describe('the answers’ index', () => {
  it('holds every FAQ entry of the information pages, linked to its anchor on the page in the reader’s language', async () => {
    const { entries } = await readAnswerIndex('de')
    const netflix = await loadInfoPage('de', 'netflix')
    const first = netflix!.content.faq[0]!
    expect(entries).toContainEqual({
      q: first.question,
      a: first.answer,
      t: netflix!.content.name,
      p: '/de/netflix/#faq-1',
    })
    expect(entries.length).toBeGreaterThan(150)
    expect(new Set(entries.map((e) => e.p)).size).toBe(entries.length)
    expect(entries.every((e) => /^\/de\/[a-z0-9-]+\/#faq-\d+$/.test(e.p))).toBe(true)
    // Built once per language.
    expect(await readAnswerIndex('de')).toBe(await readAnswerIndex('de'))
  })

  it('marks the entries of pages shown in English in other languages, never in English itself', async () => {
    const en = await readAnswerIndex('en')
    expect(en.entries.some((e) => e.en)).toBe(false)
    expect(en.entries.every((e) => e.p.startsWith('/') && !e.p.startsWith('/en/'))).toBe(true)
    // Marked exactly where the page itself is shown in English.
    for (const locale of ['ar', 'ja'] as const) {
      const { entries } = await readAnswerIndex(locale)
      for (const item of entries) {
        const page = await loadInfoPage(locale, item.p.split('/')[2]!)
        expect([item.p, item.en === true]).toEqual([item.p, page?.locale === 'en'])
      }
    }
  })
})
