// Serves the production build: static files from dist/client, everything else through the
// Start fetch handler (SSR, server routes, server functions).
import { fileURLToPath } from 'node:url'

import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

// React and the router pick their production builds from NODE_ENV at import time.
process.env.NODE_ENV ??= 'production'

const root = fileURLToPath(new URL('..', import.meta.url))

export async function startServer({ port = Number(process.env.PORT ?? 3000), hostname = process.env.HOST } = {}) {
  const { default: handler } = await import(`${root}dist/server/server.js`)
  const server = serve({
    port,
    hostname,
    silent: true,
    middleware: [staticMiddleware({ dir: `${root}dist/client`, dotfiles: false, compress: true })],
    fetch: (request) => handler.fetch(request),
  })
  await server.ready()
  return server
}
