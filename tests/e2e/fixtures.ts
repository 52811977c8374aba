import { test as base, expect } from '@playwright/test'

export const CHAT_WIDGET_ORIGIN = 'https://chat-widget.test'
export const ANALYTICS_ORIGIN = 'https://tag-manager.test'
/** Records the calls the site makes to the widget API (`zE`). */
const CHAT_WIDGET_STUB = 'window.__zeCalls = []; window.zE = (...args) => window.__zeCalls.push(args)'

/**
 * Every journey fails on a console error, an uncaught exception in the page, or Lingui's warning
 * for a message its loaded catalog parts lack (a text or head translated before its part loaded).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      // Each test is its own visitor (address) for the API's rate limits; the test browser connects
      // from loopback, which the servers trust to report the address.
      const n = Math.floor(Math.random() * 2 ** 24)
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` })
      // No service popup unless a test serves its own feed (a later page.route takes precedence).
      await page.route('**/api/planet-vpn/v3/popups/*.json', (route) => route.fulfill({ json: [] }))
      // Stand-ins for the third-party chat widget and tag manager configured for the test server.
      await page.route(`${CHAT_WIDGET_ORIGIN}/**`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: CHAT_WIDGET_STUB }),
      )
      await page.route(`${ANALYTICS_ORIGIN}/**`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManagerLoaded = true' }),
      )
      const errors: string[] = []
      page.on('console', (message) => {
        // A page answered with 404/500 on purpose logs this; failed sub-resources are caught below.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text())
        }
        if (message.type() === 'warning' && message.text().startsWith('Uncompiled message detected')) {
          errors.push(message.text())
        }
      })
      page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document') {
          errors.push(`${response.status()} ${response.url()}`)
        }
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export const GERMAN = { locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' } }
