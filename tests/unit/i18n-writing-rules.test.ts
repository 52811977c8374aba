import { describe, expect, it } from 'vitest'

import {
  contentTexts,
  frenchSpacingProblems,
  headerLanguageProblems,
  rtlArrowProblems,
} from '../../scripts/i18n-writing-rules.ts'

const header = (language: string) => `msgid ""\nmsgstr ""\n"X-Generator: @lingui/cli\\n"\n"Language: ${language}\\n"\n`

describe('the writing rules of i18n:check', () => {
  it('wants real language codes in the PO header, gettext style', () => {
    expect(headerLanguageProblems('ua', header('ua'))).toEqual(['ua: the PO header declares "Language: ua", not uk'])
    expect(headerLanguageProblems('pt', header('pt'))).toEqual(['pt: the PO header declares "Language: pt", not pt_BR'])
    expect(headerLanguageProblems('ph', 'msgid ""\nmsgstr ""\n')).toEqual([
      'ph: the PO header declares "Language: ", not fil',
    ])
    for (const [locale, language] of [
      ['ua', 'uk'],
      ['ph', 'fil'],
      ['pt', 'pt_BR'],
      ['de', 'de'],
    ]) {
      expect(headerLanguageProblems(locale!, header(language!))).toEqual([])
    }
  })

  it('finds arrows pointing right in Arabic and Persian only', () => {
    expect(rtlArrowProblems('ar', '"Settings → Subscriptions"', 'الإعدادات → الاشتراكات')).toEqual([
      'ar: "Settings → Subscriptions" points right (→) in a right-to-left language',
    ])
    expect(rtlArrowProblems('fa', 'x', 'خانه › وبلاگ')).toHaveLength(1)
    expect(rtlArrowProblems('ar', 'x', 'الإعدادات ← الاشتراكات «اتصال»')).toEqual([])
    expect(rtlArrowProblems('de', 'x', 'Einstellungen → Abos')).toEqual([])
  })

  it('finds a French sign without its space, and leaves addresses, times and names alone', () => {
    expect(frenchSpacingProblems('fr', '"Forgot?"', 'Mot de passe oublié? Oui!')).toEqual([
      'fr: "Forgot?" needs a space before the sign in "oublié?", "Oui!"',
    ])
    expect(frenchSpacingProblems('fr', 'x', 'Attention: lisez ceci')).toHaveLength(1)
    expect(frenchSpacingProblems('fr', 'x', 'Prêt ? Oui ! Note : https://planetvpn.com à 10:30 ; {n}: fin')).toEqual([])
    expect(frenchSpacingProblems('fr', 'x', 'Jouez à Call of Duty: Warzone et PUBG: Battlegrounds.')).toEqual([])
    expect(frenchSpacingProblems('de', 'x', 'Passwort vergessen?')).toEqual([])
  })

  it('reads the texts of content files without front-matter keys, code or link targets', () => {
    expect(contentTexts('a.md', '---\ntitle: Pourquoi ?\n---\nVoir [ici](https://x.test/a:b) et `a:b`.')).toEqual([
      ' Pourquoi ?',
      'Voir [ici] et .',
    ])
    expect(contentTexts('a.json', JSON.stringify({ title: 'Titre', link: '/download/', list: ['Un', { b: 'Deux' }] }))).toEqual(
      ['Titre', 'Un', 'Deux'],
    )
  })
})
