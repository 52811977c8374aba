import { describe, expect, it } from 'vitest'

import { COOKIE, themeOf } from '#contracts/cookies.ts'
import { themeCookie } from '#app/lib/site/theme-cookie.ts'
import { prodConfig } from './site-config.fixture'

describe('the theme cookie', () => {
  it('is read as light or dark; anything else follows the system', () => {
    expect(COOKIE.theme).toBe('fvp_theme')
    expect(themeOf('fvp_theme=dark')).toBe('dark')
    expect(themeOf('a=1; fvp_theme=light; b=2')).toBe('light')
    expect(themeOf('fvp_theme="dark"')).toBe('dark')
    for (const header of [
      undefined,
      null,
      '',
      'fvp_theme=',
      'fvp_theme=system',
      'fvp_theme=Dark',
      'fvp_theme=dark2',
      'x_fvp_theme=dark',
    ]) {
      expect(themeOf(header)).toBeUndefined()
    }
  })

  it('is written for a year on the parent domain, Lax, Secure over HTTPS, readable by scripts', () => {
    expect(themeCookie('dark', prodConfig, 'MAIN')).toBe(
      'fvp_theme=dark; Max-Age=31536000; Domain=main.example; Path=/; SameSite=Lax; Secure',
    )
    expect(themeCookie('light', { ...prodConfig, protocol: 'http' }, 'MAIN')).toBe(
      'fvp_theme=light; Max-Age=31536000; Domain=main.example; Path=/; SameSite=Lax',
    )
    expect(themeCookie('dark', prodConfig, 'MAIN')).not.toMatch(/HttpOnly/)
  })

  it('"system" removes it in the same scope', () => {
    expect(themeCookie(undefined, prodConfig, 'MAIN')).toBe(
      'fvp_theme=; Max-Age=0; Domain=main.example; Path=/; SameSite=Lax; Secure',
    )
  })

  it('is SameSite=None and Secure when the site runs cross-origin', () => {
    expect(themeCookie('dark', { ...prodConfig, crossOrigin: true }, 'RU')).toBe(
      'fvp_theme=dark; Max-Age=31536000; Domain=ru.example; Path=/; SameSite=None; Secure',
    )
  })
})
