import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

/**
 * What an outside penetration test tried against the running site, kept as a regression suite:
 * the production build started as `npm start` starts it, attacked over loopback. Needs
 * `npm run build` first. Run: `npm run test:security`. Account rules that the API decides alone
 * (password policy, lock-out, postbacks, promo limits, image limits) are in tests/api.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/security/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
})
