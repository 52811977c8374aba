import { describe, expect, it } from 'vitest'

import { parseEnv } from '#app/lib/site/config.server.ts'
import {
  cookieDomain,
  foreignVariantOrigin,
  hostFor,
  originFor,
  variantForHost,
  variantForLocale,
  type SiteConfig,
} from '#app/lib/site/variants.ts'
import { prodConfig } from './site-config.fixture'

const prod = prodConfig
const dev: SiteConfig = { ...prod, env: 'DEV' }

describe('hosts per variant and environment', () => {
  it('builds base, account and personal hosts in production', () => {
    expect(hostFor(prod, 'MAIN')).toBe('main.example')
    expect(hostFor(prod, 'MAIN', 'account')).toBe('account.main.example')
    expect(hostFor(prod, 'RU', 'personal')).toBe('personal.ru.example')
  })

  it('uses dev, dev-account and dev-personal outside production', () => {
    expect(hostFor(dev, 'MAIN')).toBe('dev.main.example')
    expect(hostFor(dev, 'AR', 'account')).toBe('dev-account.ar.example')
    expect(originFor(dev, 'MAIN', 'personal')).toBe('https://dev-personal.main.example')
  })

  it('resolves the variant from any of its hosts; unknown hosts are MAIN', () => {
    expect(variantForHost(prod, 'ru.example')).toBe('RU')
    expect(variantForHost(prod, 'ACCOUNT.ar.example')).toBe('AR')
    expect(variantForHost(dev, 'dev-personal.ru.example')).toBe('RU')
    expect(variantForHost(prod, 'elsewhere.example')).toBe('MAIN')
  })

  it('ties ru pages to RU and ar pages to AR', () => {
    expect(variantForLocale('ru')).toBe('RU')
    expect(variantForLocale('ar')).toBe('AR')
    expect(variantForLocale('de')).toBe('MAIN')
    expect(foreignVariantOrigin(prod, 'ru', 'main.example')).toBe('https://ru.example')
    expect(foreignVariantOrigin(prod, 'ru', 'account.ru.example')).toBeUndefined()
    expect(foreignVariantOrigin(prod, 'de', 'ru.example')).toBeUndefined()
  })

  it('scopes cookies to the parent domain, but not on local hosts', () => {
    expect(cookieDomain(prod, 'MAIN')).toBe('main.example')
    expect(cookieDomain({ ...prod, domains: { ...prod.domains, MAIN: 'localhost:3000' } }, 'MAIN')).toBeUndefined()
    expect(cookieDomain({ ...prod, domains: { ...prod.domains, RU: 'ru.localhost:3000' } }, 'RU')).toBeUndefined()
  })
})

describe('parseEnv', () => {
  it('runs every variant on one local origin by default', () => {
    const { site } = parseEnv({})
    expect(site.domains).toEqual({ MAIN: 'localhost:3000', RU: 'localhost:3000', AR: 'localhost:3000' })
    expect(site.protocol).toBe('http')
    expect(site.subdomains).toBe(false)
    expect(foreignVariantOrigin(site, 'ru', 'localhost:3000')).toBeUndefined()
  })

  it('uses subdomains and https for real domains', () => {
    const { site } = parseEnv({ SITE_ENV: 'PROD', SITE_DOMAIN_MAIN: 'main.example', PORT: '8080' })
    expect(site.protocol).toBe('https')
    expect(site.subdomains).toBe(true)
    expect(site.domains.RU).toBe('main.example')
  })

  it('stops with a message naming the bad variable', () => {
    expect(() => parseEnv({ SITE_ENV: 'STAGING' })).toThrow(/SITE_ENV: must be PROD or DEV/)
    expect(() => parseEnv({ SITE_DOMAIN_RU: 'https://x' })).toThrow(/SITE_DOMAIN_RU/)
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/)
  })
})
