import { defineConfig } from 'vitest/config'

// Unit tests only: the Playwright journeys in tests/e2e run against the production build.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'app/**/*.test.ts'],
    environment: 'node',
    // The API suites hash passwords (argon2id) and boot databases: generous limits on a busy 2-core CI.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
