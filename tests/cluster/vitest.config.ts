import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

/**
 * The cluster test: two site instances from the production build on one PostgreSQL database,
 * behind HAProxy (deploy/haproxy.cfg). Needs `npm run build`, Debian's `haproxy` and a PostgreSQL
 * server (TEST_DATABASE_URL, default postgres://postgres:postgres@127.0.0.1:5432/postgres, as
 * .ci/run sets up). Run: `npm run test:cluster`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
