import { getConfig } from '@lingui/conf'
import { getCatalogs } from '@lingui/cli/api'
import { describe, expect, it } from 'vitest'

import {
  CATALOG_PARTS,
  catalogPartsForPage,
  catalogPartsOfFile,
  catalogPartsOfMessage,
} from '#app/lib/i18n/catalog-parts.ts'
import { PAGES } from '#app/pages.ts'

describe('catalog parts: which messages load where (issue 7 JS budget)', () => {
  it('puts the account, order, tool, contact and home files into their parts, everything else into the shell', () => {
    expect(catalogPartsOfFile('app/features/account/pages/LoginPage.tsx')).toEqual(['account'])
    expect(catalogPartsOfFile('app/features/order/OrderPage.tsx')).toEqual(['account'])
    expect(catalogPartsOfFile('app/routes/{-$lang}/cabinet/profile.tsx')).toEqual(['account'])
    expect(catalogPartsOfFile('app/routes/{-$lang}/payment/success.tsx')).toEqual(['account'])
    expect(catalogPartsOfFile('app/features/tools/IpCheckTool.tsx')).toEqual(['tools'])
    expect(catalogPartsOfFile('app/features/tools/WebRtcTool.tsx')).toEqual(['leaks'])
    expect(catalogPartsOfFile('app/features/tools/TestPanel.tsx')).toEqual(['leaks'])
    expect(catalogPartsOfFile('app/routes/{-$lang}/thanks.tsx')).toEqual(['contact'])
    expect(catalogPartsOfFile('app/components/forms/TextField.tsx')).toEqual(['account', 'contact'])
    // The error sentences: with the account pages, and on their own for the contact form's first send.
    expect(catalogPartsOfFile('app/components/forms/error-messages.ts')).toEqual(['account', 'errors'])
    expect(catalogPartsOfFile('app/components/forms/fallback-error.ts')).toEqual(['account', 'contact'])
    expect(catalogPartsOfFile('app/features/contact/ContactForm.tsx')).toEqual(['contact'])
    expect(catalogPartsOfFile('app/shell/Header.tsx')).toEqual(['shell'])
    // The plan cards: the pricing page's and the home page's views load them with their code.
    expect(catalogPartsOfFile('app/features/order/PlanCards.tsx')).toEqual(['pricing'])
    expect(catalogPartsOfFile('app/features/home/HomePricing.tsx')).toEqual(['pricing'])
    expect(catalogPartsOfFile('app/features/home/HomePage.tsx')).toEqual(['home'])
    // The home page's route and features: its own part.
    expect(catalogPartsOfFile('app/routes/{-$lang}/index.tsx')).toEqual(['home'])
    expect(catalogPartsOfFile('app/features/home/TrustStrip.tsx')).toEqual(['home'])
    // A page name inside another file name is not the page.
    expect(catalogPartsOfFile('app/routes/{-$lang}/login-help.tsx')).toEqual(['shell'])
    expect(catalogPartsOfFile('app/routes/{-$lang}/toString.tsx')).toEqual(['shell'])
  })

  it('keeps a message used by any shell file in the shell only', () => {
    expect(catalogPartsOfMessage(['app/features/tools/IpCheckTool.tsx', 'app/shell/Footer.tsx'])).toEqual(['shell'])
    expect(catalogPartsOfMessage(['app/features/tools/IpCheckTool.tsx'])).toEqual(['tools'])
    expect(
      catalogPartsOfMessage(['app/features/contact/ContactForm.tsx', 'app/features/account/pages/LoginPage.tsx']),
    ).toEqual(['account', 'contact'])
    // Server-only texts (e-mails) never go to the browser; a message without origins goes everywhere.
    expect(catalogPartsOfMessage(['api/mail/templates.ts'])).toEqual([])
    expect(catalogPartsOfMessage(['api/mail/templates.ts', 'app/features/account/pages/SignUpPage.tsx'])).toEqual([
      'account',
    ])
    expect(catalogPartsOfMessage([])).toEqual(['shell'])
  })

  it('names the parts a page loads from its path without the locale prefix', () => {
    expect(catalogPartsForPage('/login/')).toEqual(['account'])
    expect(catalogPartsForPage('/cabinet/configuration/')).toEqual(['account'])
    expect(catalogPartsForPage('/payment/failed/')).toEqual(['account'])
    expect(catalogPartsForPage('/ip-check/')).toEqual(['tools'])
    expect(catalogPartsForPage('/dns-check/')).toEqual(['leaks'])
    expect(catalogPartsForPage('/contact-us/')).toEqual(['contact'])
    expect(catalogPartsForPage('/thanks/')).toEqual(['contact'])
    expect(catalogPartsForPage('/')).toEqual(['home'])
    expect(catalogPartsForPage('/servers/')).toEqual(['servers'])
    expect(catalogPartsForPage('/free-vpn-servers/')).toEqual(['servers'])
    expect(catalogPartsForPage('/about-us/')).toEqual([])
    expect(catalogPartsForPage('/constructor/')).toEqual([])
  })

  it('gives every page of a part the part: each file of a part belongs to a page that loads it', () => {
    // The route file of each page of the registry (app/pages.ts) is in the parts the page loads.
    for (const page of PAGES) {
      const name = page.path.slice(1, -1)
      const file = `app/routes/{-$lang}/${name === '' ? 'index' : name}.tsx`
      const parts = catalogPartsForPage(page.path)
      expect(catalogPartsOfFile(file), page.path).toEqual(parts.length > 0 ? parts : ['shell'])
    }
    expect(catalogPartsOfFile('app/routes/{-$lang}/cabinet/index.tsx')).toEqual(catalogPartsForPage('/cabinet/'))
  })

  it('splits the real catalogs without losing a message the site uses', async () => {
    const config = getConfig()
    const [catalog] = await getCatalogs(config)
    const source = await catalog!.read(config.sourceLocale)
    const counts = Object.fromEntries(CATALOG_PARTS.map((part) => [part, 0]))
    for (const message of Object.values(source ?? {})) {
      const origins = (message.origin ?? []).map(([file]) => file)
      const parts = catalogPartsOfMessage(origins)
      for (const part of parts) counts[part]!++
      // Every message a page of the site uses is in at least one part the browser loads.
      if (origins.some((file) => file.startsWith('app/'))) expect(parts.length, origins.join(' ')).toBeGreaterThan(0)
    }
    // The point of the split: the shell is the smaller half.
    const total = Object.keys(source ?? {}).length
    expect(counts.shell).toBeGreaterThan(0)
    expect(counts.shell).toBeLessThan(total / 2)
    expect(counts.account).toBeGreaterThan(0)
    expect(counts.tools).toBeGreaterThan(0)
    expect(counts.contact).toBeGreaterThan(0)
    expect(counts.leaks).toBeGreaterThan(0)
    expect(counts.errors).toBeGreaterThan(0)
  })
})
