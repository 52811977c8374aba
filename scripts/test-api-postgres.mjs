// Runs the API integration suite against a real PostgreSQL when TEST_DATABASE_URL is set (CI
// installs and starts one); without it, says so and skips — the suite has already run on PGlite.
import { spawnSync } from 'node:child_process'

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: API tests on PostgreSQL skipped (they ran on PGlite).')
  process.exit(0)
}
const run = spawnSync('npx', ['vitest', 'run', 'tests/api'], { stdio: 'inherit' })
process.exit(run.status ?? 1)
