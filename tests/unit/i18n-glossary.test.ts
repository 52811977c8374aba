import { describe, expect, it } from 'vitest'

import { glossaryProblems, parseGlossary } from '../../scripts/i18n-glossary.ts'

const glossary = parseGlossary(
  [
    'term,locale,use,avoid,note',
    'Planet VPN,*,Planet VPN,,"The product\'s name, never translated"',
    'App Store,*,App Store,,Apple\'s store',
    'Premium,ja,Premium,プレミアム,The plan',
    'Wi-Fi,de,WLAN,Wi-Fi,"WLAN; a network\'s own name in quotes keeps its spelling"',
    'settings,pt,Configurações,Definições|definições,Brazilian',
  ].join('\n'),
)

describe('the glossary of i18n:check', () => {
  it('reads the CSV, quoted commas and the avoid list included', () => {
    expect(glossary).toHaveLength(5)
    expect(glossary[0]).toEqual({
      term: 'Planet VPN',
      locale: '*',
      use: 'Planet VPN',
      avoid: [],
      note: "The product's name, never translated",
    })
    expect(glossary[4]?.avoid).toEqual(['Definições', 'definições'])
    expect(() => parseGlossary('term,locale\nx,y')).toThrow('no "use" column')
  })

  it('finds a form to avoid in its language only', () => {
    expect(glossaryProblems(glossary, 'ja', '"Get Premium"', 'Get Premium', 'プレミアムを入手')).toEqual([
      'ja: "Get Premium" says "プレミアム"; the glossary\'s "Premium" is "Premium"',
    ])
    expect(glossaryProblems(glossary, 'ja', 'x', 'Get Premium', 'Premiumを入手')).toEqual([])
    expect(glossaryProblems(glossary, 'ko', 'x', 'Get Premium', 'プレミアム')).toEqual([])
    expect(glossaryProblems(glossary, 'pt', 'x', 'Cookie settings', 'Definições de cookies')).toHaveLength(1)
  })

  it('leaves quoted literals and longer words alone', () => {
    expect(glossaryProblems(glossary, 'de', 'x', 'a', 'Ein Hotspot namens „Airport Free Wi-Fi“ im WLAN')).toEqual([])
    expect(glossaryProblems(glossary, 'de', 'x', 'a', 'Öffentliches Wi-Fi')).toHaveLength(1)
    expect(glossaryProblems(glossary, 'pt', 'x', 'a', 'Redefinições')).toEqual([])
    expect(glossaryProblems(glossary, 'pt', 'x', 'a', 'o cookie definições_id')).toEqual([])
  })

  it('wants every name the English text has, hyphenated in a compound or declined', () => {
    expect(glossaryProblems(glossary, 'es', '"Invite friends"', 'Invite friends to Planet VPN', 'Invita a tus amigos')).toEqual([
      'es: "Invite friends" does not keep the name "Planet VPN"',
    ])
    expect(glossaryProblems(glossary, 'de', 'x', 'Your Planet VPN account', 'Ihr Planet-VPN-Konto')).toEqual([])
    expect(glossaryProblems(glossary, 'cs', 'x', 'Get it from the App Store', 'Stáhněte z App Storu')).toEqual([])
    expect(glossaryProblems(glossary, 'cs', 'x', 'Get it from the App Store', 'Stáhněte z obchodu')).toHaveLength(1)
  })
})
