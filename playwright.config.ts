import { defineConfig, devices } from '@playwright/test'

import { SERVER_NODE_OPTIONS } from '#host/site/node-options.ts'
import { chromiumPath, SYSTEM_CHROMIUM_ARGS } from './tests/support/system-chromium'

/**
 * Browser journeys against the production build. Two servers: the default single-origin setup,
 * and one where MAIN, RU and AR answer on their own hosts (*.localhost resolves to loopback).
 * CHROMIUM_PATH picks a system browser; Debian's /usr/bin/chromium is used when present (CI);
 * otherwise Playwright's own browser, where one is installed.
 */
const executablePath = chromiumPath
// Overridable so that a second checkout can run the suite beside this one.
export const PORT = Number(process.env.E2E_PORT ?? 3101)
export const VARIANTS_PORT = Number(process.env.E2E_VARIANTS_PORT ?? PORT + 1)

const server = (port: number, env: Record<string, string>) => ({
  command: `node ${SERVER_NODE_OPTIONS.join(' ')} host/serve-only.ts`,
  url: `http://localhost:${port}/robots.txt`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { PORT: String(port), DATA_DIR: `.data/e2e-${port}`, ...env },
})

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace of every test cost about a sixth of the suite's time; a failed test's retry records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: executablePath ? SYSTEM_CHROMIUM_ARGS : [],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    server(PORT, {
      ENABLE_TEST_ROUTES: 'true',
      REDIRECTS_FILE: 'tests/fixtures/redirects.json',
      // Served by stubs in tests/e2e/fixtures.ts.
      CHAT_WIDGET_KEY: 'test-widget-key',
      CHAT_WIDGET_SRC: 'https://chat-widget.test/snippet.js',
      ANALYTICS_GTM_ID: 'GTM-TEST01',
      ANALYTICS_SRC: 'https://tag-manager.test/gtm.js',
      STUN_PORT: process.env.E2E_STUN_PORT ?? '3479',
      // The test zone is not delegated anywhere: lookups never reach the name server (verdict "none").
      DNS_CHECK_ZONE: 'dnscheck.test',
      DNS_CHECK_PORT: process.env.E2E_DNS_PORT ?? '5399',
    }),
    server(VARIANTS_PORT, {
      SITE_DOMAIN_MAIN: `localhost:${VARIANTS_PORT}`,
      SITE_DOMAIN_RU: `ru.localhost:${VARIANTS_PORT}`,
      SITE_DOMAIN_AR: `ar.localhost:${VARIANTS_PORT}`,
      STUN_PORT: 'off',
    }),
  ],
})
