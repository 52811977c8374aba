import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

/**
 * Builds copies of the project with a seeded forbidden import (about a minute each on 2 cores):
 * `npm run test:boundaries`, part of `npm test`. The lint side is in tests/unit/layer-rules.test.ts.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/boundaries/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
  },
})
