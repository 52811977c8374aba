import { describe, expect, it } from 'vitest'

import { renderRobots, renderSitemap, sitemapPages } from '#app/features/seo/sitemap.server.ts'
import { PUBLIC_PAGES } from '#app/lib/site/public-pages.ts'
import { LOCALES } from '#app/lib/i18n/locales.ts'
import { readCookie, serializeCookie } from '#contracts/cookies.ts'
import { localeCookie } from '#app/lib/i18n/locale-cookie.ts'
import { isBot } from '#contracts/bots.ts'
import { pageHead } from '#app/lib/seo/page-head.ts'
import { prodConfig } from './site-config.fixture'

const config = prodConfig

describe('cookies', () => {
  it('reads one cookie among many, decoding its value', () => {
    expect(readCookie('a=1; i18n_redirected=de; b=%7Bx%7D', 'i18n_redirected')).toBe('de')
    expect(readCookie('a=1; b=%7Bx%7D', 'b')).toBe('{x}')
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A')
    expect(readCookie(undefined, 'a')).toBeUndefined()
  })

  it('writes the locale cookie for 365 days on the parent domain, Lax, Secure over HTTPS', () => {
    expect(localeCookie('de', config, 'MAIN')).toBe(
      'i18n_redirected=de; Max-Age=31536000; Domain=main.example; Path=/; SameSite=Lax; Secure',
    )
    expect(localeCookie('de', { ...config, protocol: 'http' }, 'MAIN')).toBe(
      'i18n_redirected=de; Max-Age=31536000; Domain=main.example; Path=/; SameSite=Lax',
    )
  })

  it('needs SameSite=None and Secure when the site runs cross-origin', () => {
    expect(localeCookie('fr', { ...config, crossOrigin: true }, 'RU')).toBe(
      'i18n_redirected=fr; Max-Age=31536000; Domain=ru.example; Path=/; SameSite=None; Secure',
    )
  })

  it('serialises httpOnly cookies', () => {
    expect(serializeCookie('t', 'a b', { httpOnly: true, secure: true, sameSite: 'Lax' })).toBe(
      't=a%20b; Path=/; SameSite=Lax; Secure; HttpOnly',
    )
  })
})

describe('crawlers', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    'facebookexternalhit/1.1',
  ])('%s is a bot', (ua) => expect(isBot(ua)).toBe(true))

  it('a normal browser is not', () => {
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36')).toBe(false)
    expect(isBot(null)).toBe(false)
  })
})

describe('SEO head', () => {
  const head = pageHead({ config, locale: 'ru', path: '/servers/', title: 'Серверы', description: 'd' })
  const links = head.links as { rel: string; href: string; hrefLang?: string }[]

  it('puts the canonical URL on the base host of the variant owning the locale', () => {
    expect(links.find((l) => l.rel === 'canonical')?.href).toBe('https://ru.example/ru/servers/')
  })

  it('lists 20 alternates plus x-default with fil and uk tags', () => {
    const alternates = links.filter((l) => l.rel === 'alternate')
    expect(alternates).toHaveLength(21)
    expect(alternates.find((l) => l.hrefLang === 'fil')?.href).toBe('https://main.example/ph/servers/')
    expect(alternates.find((l) => l.hrefLang === 'uk')?.href).toBe('https://main.example/ua/servers/')
    expect(alternates.find((l) => l.hrefLang === 'ar')?.href).toBe('https://ar.example/ar/servers/')
    expect(alternates.find((l) => l.hrefLang === 'x-default')?.href).toBe('https://main.example/servers/')
    expect(alternates.some((l) => l.hrefLang === 'ph' || l.hrefLang === 'ua')).toBe(false)
  })

  it('lists only the languages a page exists in', () => {
    const partial = pageHead({
      config,
      locale: 'de',
      path: '/blog/x/',
      title: 't',
      description: 'd',
      locales: ['de', 'fr'],
    })
    const hrefLangs = (partial.links as { hrefLang?: string }[]).flatMap((l) => (l.hrefLang ? [l.hrefLang] : []))
    expect(hrefLangs).toEqual(['de', 'fr'])
  })

  it('holds the first paint until the header is parsed (main content reached)', () => {
    expect(links).toContainEqual({ rel: 'expect', href: '#main', blocking: 'render' })
  })

  it('adds the site name to titles and Open Graph', () => {
    expect(head.meta).toContainEqual({ title: 'Серверы | Planet VPN' })
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://ru.example/ru/servers/' })
  })
})

describe('sitemap and robots', () => {
  it('lists each page in each of its locales with its alternates', () => {
    const xml = renderSitemap(config, [
      { path: '/', locales: LOCALES },
      { path: '/terms/', locales: ['en', 'de'] },
      { path: '/blog/proxy/', locales: ['de'] },
    ])
    expect(xml.match(/<url>/g)).toHaveLength(20 + 2 + 1)
    expect(xml.match(/<xhtml:link /g)).toHaveLength(20 * 21 + 2 * 3 + 1)
    expect(xml).toContain('<loc>https://ru.example/ru/</loc>')
    expect(xml).toContain('hreflang="x-default" href="https://main.example/"')
    expect(xml).toContain('<loc>https://main.example/de/blog/proxy/</loc>')
    expect(xml).not.toContain('https://main.example/blog/proxy/"')
  })

  it('announces every published page, and legal texts only where translated', () => {
    const pages = sitemapPages()
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(PUBLIC_PAGES.filter((p) => p !== '/thanks/')))
    expect(pages.find((p) => p.path === '/')?.locales).toEqual(LOCALES)
    for (const page of pages.filter((p) => p.path === '/terms/')) expect(page.locales).toContain('en')
  })

  it('keeps account pages out of search engines in every locale', () => {
    const robots = renderRobots(config, 'MAIN')
    expect(robots).toContain('Disallow: /cabinet/')
    expect(robots).toContain('Disallow: /de/cabinet/')
    expect(robots).toContain('Disallow: /ua/login/')
    expect(robots).toContain('Sitemap: https://main.example/sitemap.xml')
    expect(robots).not.toMatch(/^Disallow: \/$/m)
  })

  it('lists the pricing page for search engines and keeps the payment results out (decision 019)', () => {
    const robots = renderRobots(config, 'MAIN')
    expect(robots).not.toMatch(/^Disallow: (\/\w\w)?\/order\//m)
    expect(robots).toContain('Disallow: /payment/')
    expect(robots).toContain('Disallow: /ar/payment/')
    expect(sitemapPages().filter((p) => p.path === '/order/')).toHaveLength(1)
    expect(sitemapPages().some((p) => p.path.startsWith('/payment/'))).toBe(false)
  })
})
