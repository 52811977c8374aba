import { existsSync } from 'node:fs'

/**
 * The browser the tests and budget scripts launch: CHROMIUM_PATH, else Debian's /usr/bin/chromium
 * when installed (CI), else undefined (Playwright's own browser, where one is installed).
 */
export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

/** Flags for a system Chromium run headless as root in a container. */
export const SYSTEM_CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
]
