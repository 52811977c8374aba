import { describe, expect, it } from 'vitest'

import { frenchSpacing, localTypography } from '#contracts/typography.ts'

const NARROW = '\u202F'
const NBSP = '\u00A0'

describe('French typography', () => {
  it('puts a narrow no-break space before ? ! ; and a no-break space before :', () => {
    expect(frenchSpacing('Mot de passe oublié ? Oui ! Non ; peut-être : voilà')).toBe(
      `Mot de passe oublié${NARROW}? Oui${NARROW}! Non${NARROW}; peut-être${NBSP}: voilà`,
    )
  })

  it('keeps one no-break space where a translator typed several or a no-break one already', () => {
    expect(frenchSpacing(`Prêt  ? Oui${NBSP}!`)).toBe(`Prêt${NARROW}? Oui${NARROW}!`)
  })

  it('puts no-break spaces inside guillemets, typed with or without spaces', () => {
    expect(frenchSpacing('le bouton « Connexion » puis «Valider»')).toBe(
      `le bouton «${NBSP}Connexion${NBSP}» puis «${NBSP}Valider${NBSP}»`,
    )
  })

  it('leaves what has no space before it: addresses, times, placeholders, ICU syntax', () => {
    for (const text of [
      'https://planetvpn.com/fr/',
      'à 10:30',
      '{n}: {label}',
      '{days, plural, one {# jour} other {# jours}}',
      'Qu’est-ce?',
    ]) {
      expect(frenchSpacing(text)).toBe(text)
    }
  })

  it('applies to French only', () => {
    expect(localTypography('fr', 'Prêt ?')).toBe(`Prêt${NARROW}?`)
    expect(localTypography('en', 'Ready ?')).toBe('Ready ?')
    expect(localTypography('de', '„Ja“ : nein')).toBe('„Ja“ : nein')
  })
})
