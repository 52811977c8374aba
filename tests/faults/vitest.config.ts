import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

/**
 * Fault tests: real processes (the site's production build, the account API, PostgreSQL, an SMTP
 * server) started and stopped on loopback. Not part of `vitest run` (tests/unit, tests/api): they
 * need `npm run build` first. Run: `npx vitest run --config tests/faults/vitest.config.ts`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own servers on its own ports; on 2 cores one file at a time is steadier.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
})
