import { describe, expect, it } from 'vitest'

import {
  isQuietPage,
  isTextEntry,
  pickPopup,
  popupAction,
  popupAllowedOnPage,
  type StoredPopup,
} from '#app/features/popups/popup-rules.ts'
import { SITE_REDIRECTS } from '#app/lib/redirects/site-redirects.ts'
import { LOCALES } from '#app/lib/i18n/locales.ts'
import { compileRedirects } from '#app/lib/routing/redirect-rules.ts'
import { decidePageRequest } from '#app/lib/routing/request-rules.ts'
import { prodConfig as config } from './site-config.fixture'

const popup = (popupType: 0 | 1): StoredPopup => ({
  id: 1,
  type: 0,
  popup_type: popupType,
  display_type: 0,
  country: 'DF',
  expired_at: 2_000_000_000,
  translate: { en: { title: 'T', description: 'D' } },
})

describe('where a popup may open', () => {
  it.each([
    '/login/',
    '/sign-up/',
    '/forgot-password/',
    '/reset/',
    '/confirm/',
    '/order/',
    '/payment/success/',
    '/payment/failed/',
    '/payment/pending/',
    '/cabinet/',
    '/cabinet/profile/',
    '/cabinet/configuration/',
  ])('%s is a quiet page: no default popup, a blocker still', (path) => {
    expect(isQuietPage(path)).toBe(true)
    expect(popupAllowedOnPage(popup(0), path)).toBe(false)
    expect(popupAllowedOnPage(popup(1), path)).toBe(true)
  })

  it.each(['/', '/servers/', '/contact-us/', '/blog/what-is-vpn/', '/download/', '/login-help/'])(
    '%s takes popups',
    (path) => {
      expect(isQuietPage(path)).toBe(false)
      expect(popupAllowedOnPage(popup(0), path)).toBe(true)
    },
  )
})

describe('fields someone types in', () => {
  it.each([
    [{ tagName: 'INPUT' }, true],
    [{ tagName: 'INPUT', type: 'email' }, true],
    [{ tagName: 'INPUT', type: 'password' }, true],
    [{ tagName: 'INPUT', type: 'search' }, true],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'INPUT', type: 'checkbox' }, false],
    [{ tagName: 'INPUT', type: 'radio' }, false],
    [{ tagName: 'INPUT', type: 'submit' }, false],
    [{ tagName: 'BUTTON' }, false],
    [{ tagName: 'A' }, false],
    [{ tagName: 'DIV', isContentEditable: false }, false],
  ])('%j → %s', (element, typing) => {
    expect(isTextEntry(element)).toBe(typing)
  })

  it('nothing focused is no field', () => {
    expect(isTextEntry(null)).toBe(false)
  })
})

describe('a popup call to action', () => {
  it('links to a page of the site with a label', () => {
    expect(popupAction({ button: ' See plans ', link: '/order/' })).toEqual({ label: 'See plans', path: '/order/' })
  })

  it.each([
    { button: 'Go', link: 'javascript:alert(1)' },
    { button: 'Go', link: 'https://evil.example/' },
    { button: 'Go', link: '//evil.example/' },
    { button: 'Go', link: '/order' },
    { button: 'Go', link: '/de/order/' },
    { button: 'Go', link: '/no-such-page/' },
    { button: '  ', link: '/order/' },
    { link: '/order/' },
    { button: 'Go' },
  ])('%j shows no button', (text) => {
    expect(popupAction(text)).toBeUndefined()
  })

  it('comes with the picked popup in the page language', () => {
    const item: StoredPopup = {
      ...popup(0),
      translate: {
        en: { title: 'Try Premium', description: 'More.', button: 'See plans', link: '/order/' },
        de: { title: 'Premium testen', description: 'Mehr.' },
      },
    }
    expect(pickPopup([item], 'en')?.action).toEqual({ label: 'See plans', path: '/order/' })
    expect(pickPopup([item], 'de')?.action).toBeUndefined()
  })
})

describe('/register/, a common guess', () => {
  const { table } = compileRedirects(SITE_REDIRECTS)

  it.each(LOCALES)('%s: answers 301 to the sign-up page, query kept', async (locale) => {
    const prefix = locale === 'en' ? '' : `/${locale}`
    const decision = await decidePageRequest(
      {
        url: `${prefix}/register/?ref=1`,
        host: 'main.example',
        userAgent: 'Mozilla/5.0',
        acceptLanguage: null,
        localeCookie: undefined,
      },
      { config, variant: 'MAIN', lookupRedirect: (path) => table.get(path) },
    )
    expect(decision).toMatchObject({ type: 'redirect', status: 301 })
    expect(decision.type === 'redirect' && new URL(decision.location, 'https://main.example').pathname).toBe(
      `${prefix}/sign-up/`,
    )
  })
})
