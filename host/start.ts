// `npm start`: builds once if there is no production build, then serves it on PORT (3000).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

if (!existsSync(`${root}dist/server/server.js`) || process.env.FORCE_BUILD === '1') {
  console.log('No production build yet: building…')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const { exitGracefullyOnSignals, startServer } = await import('./serve.ts')
try {
  const server = await startServer()
  console.log(`Planet VPN site on ${server.url} (account API under /api/)`)
  exitGracefullyOnSignals(server)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
