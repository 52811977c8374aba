import { describe, expect, it } from 'vitest'

import { serverI18n } from '../../api/i18n/server-i18n.ts'

// A test-only ICU text: no catalog has it, so Lingui compiles the id itself with the instance's
// plural rules, the ones an e-mail's count would get.
const COUNT = '{n, plural, one {# one} few {# few} many {# many} other {# other}}'

describe('the server-side i18n instance (e-mails)', () => {
  it('keeps the URL code as its locale and plural rules of the language tag', () => {
    const ua = serverI18n('ua')
    expect(ua.locale).toBe('ua')
    expect(ua.locales).toEqual(['uk'])
    expect(ua._(COUNT, { n: 1 })).toBe('1 one')
    expect(ua._(COUNT, { n: 2 })).toBe('2 few')
    expect(ua._(COUNT, { n: 5 })).toBe('5 many')
    // Filipino: 2 is "one" (English would say "other"), 4 is "other".
    expect(serverI18n('ph')._(COUNT, { n: 2 })).toBe('2 one')
    expect(serverI18n('ph')._(COUNT, { n: 4 })).toBe('4 other')
    expect(serverI18n('pt').locales).toEqual(['pt-BR'])
    expect(serverI18n('en')._(COUNT, { n: 2 })).toBe('2 other')
  })

  it('still translates from the catalog of the URL code', () => {
    expect(serverI18n('ua')._('The link works for 48 hours.')).not.toBe('The link works for 48 hours.')
    expect(serverI18n('xx').locale).toBe('en')
  })
})
