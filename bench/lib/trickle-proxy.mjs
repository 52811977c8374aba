// A proxy that hands pages to the browser the way a slow connection does: every HTML response in
// small pieces with a pause between them, so the browser lays out and paints the page while it is
// still arriving. Layout that depends on what comes later in the document (a row centred against a
// sibling not yet parsed, say) then moves on screen, as it does for visitors on a slow network.
// Everything else passes through as it is.
import http from 'node:http'

/**
 * Starts the proxy in front of `upstream` (an origin such as http://localhost:3221) on `port`;
 * HTML bodies go out `chunkBytes` at a time, `pauseMs` apart. Requests ask for no compression, so
 * the pieces are pieces of the markup itself.
 */
export async function startTrickleProxy({ upstream, port, chunkBytes = 1024, pauseMs = 40 }) {
  const target = new URL(upstream)
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers }
    delete headers['accept-encoding']
    const forward = http.request(
      { hostname: target.hostname, port: target.port, path: request.url, method: request.method, headers },
      async (answer) => {
        const isHtml = String(answer.headers['content-type'] ?? '').startsWith('text/html')
        if (!isHtml) {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
          return
        }
        const outgoing = { ...answer.headers }
        delete outgoing['content-length']
        response.writeHead(answer.statusCode ?? 502, outgoing)
        const body = Buffer.concat(await answer.toArray())
        for (let offset = 0; offset < body.length; offset += chunkBytes) {
          if (offset > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs))
          if (response.destroyed) return
          response.write(body.subarray(offset, offset + chunkBytes))
        }
        response.end()
      },
    )
    forward.on('error', () => response.destroy())
    request.pipe(forward)
  })
  await new Promise((resolve) => server.listen(port, 'localhost', resolve))
  return {
    origin: `http://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(resolve)
      }),
  }
}
