import { describe, expect, it } from 'vitest'

import { contentTextProblems, markdownProblems } from '../../scripts/i18n-content-rules.ts'

describe('the content rules of i18n:check', () => {
  it('wants a page value to keep its placeholders and tags', () => {
    expect(
      contentTextProblems('de', 'refund.json', 'Within {refundWindowDays} of buying', 'Innerhalb von 30 Tagen'),
    ).toEqual(['de: refund.json changes placeholders or tags in "Innerhalb von 30 Tagen"'])
    expect(
      contentTextProblems('de', 'refund.json', 'Within {refundWindowDays} of buying', 'Innerhalb von {refundWindowDays}'),
    ).toEqual([])
  })

  it('finds an English sentence left in a translated page, not a name', () => {
    expect(
      contentTextProblems('fr', 'pubg.json', 'Play with a stable connection', 'Play with a stable connection'),
    ).toEqual(['fr: pubg.json has English left in it: "Play with a stable connection"'])
    expect(contentTextProblems('fr', 'pubg.json', 'PUBG: Battlegrounds', 'PUBG: Battlegrounds')).toEqual([])
  })

  it('wants a Markdown document to keep placeholders and links, and no English paragraph', () => {
    const english = 'Refunds within {refundWindowDays}.\n\nSee the [terms](/terms/) for details about it.'
    expect(markdownProblems('es', 'refund.md', english, 'Reembolsos en {refundWindowDays}.\n\nVea los [términos](/terms/).')).toEqual([])
    expect(markdownProblems('es', 'refund.md', english, 'Reembolsos en 30 días.\n\nVea los [términos](/privacy/).')).toEqual([
      'es: refund.md changes placeholders or tags',
      'es: refund.md links elsewhere than the English document',
    ])
    expect(
      markdownProblems('es', 'refund.md', english, 'Reembolsos en {refundWindowDays}.\n\nSee the [terms](/terms/) for details about it.'),
    ).toEqual(['es: refund.md has English left in it: "See the [terms](/terms/) for details about it."'])
  })
})
