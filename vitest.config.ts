import { globSync, readFileSync } from 'node:fs'

import { defineConfig } from 'vitest/config'

const INCLUDE = ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'app/**/*.test.ts']

/**
 * Files that replace modules or globals (`vi.mock`, `vi.stubGlobal`, fake timers, …) get a fresh
 * module graph each, found by reading them; every other file shares its worker's, which halves the
 * run (starting a worker and importing the app again for each file was half of it).
 */
const ISOLATED = globSync(INCLUDE).filter((file) =>
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(/.test(readFileSync(file, 'utf8')),
)

// Unit tests only: the Playwright journeys in tests/e2e run against the production build.
export default defineConfig({
  test: {
    environment: 'node',
    // The API suites hash passwords (argon2id) and boot databases: generous limits on a busy 2-core CI.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
})
