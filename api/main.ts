// `npm run api`: the account API alone on API_PORT (default 3001), routes at the root.
import { serve } from 'srvx'

import { parseApiEnv } from './env.ts'
import { assertPostbackSecret } from '#contracts/purchase-postback.server.ts'
import { startApi } from './start.ts'

const env = parseApiEnv(process.env)
assertPostbackSecret(process.env, env.DEV_TOOLS)
const api = await startApi(env)
const server = serve({
  port: Number(env.API_PORT),
  silent: true,
  fetch: (request) => api.app.fetch(request, { ip: (request as Request & { ip?: string }).ip }),
})
await server.ready()
console.log(`Account API on ${server.url} (${api.database.kind})`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await server.close()
    await api.close()
    process.exit(0)
  })
}
