import { request as httpRequest } from 'node:http'

import { scratchDir, startSite, type ServerProcess } from '../faults/support/processes'

/** Loopback ports of the security suite: SECURITY_PORT_BASE (default 3540) and the next ones. */
const base = Number(process.env.SECURITY_PORT_BASE ?? 3540)
export const PORTS = { site: base, foreignSite: base + 1, refused: base + 2 } as const

/** The production build on `port`, as `npm start` serves it, with its own data folder. */
export function startProductionSite(port: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startSite(port, { DATA_DIR: scratchDir(`security-${port}`), ...env }).ready(
    `http://localhost:${port}/robots.txt`,
  )
}

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * A request whose headers say what the test wants (a length it never sends, a foreign Host) and
 * whose body is `sent`, then left `unfinished` or not. Fails after `timeoutMs` without an answer.
 */
export function rawRequest(
  url: string,
  options: {
    method?: string
    headers?: Record<string, string>
    sent?: string
    unfinished?: boolean
    timeoutMs?: number
  },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: options.method ?? 'POST', headers: options.headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      )
      response.on('error', reject)
    })
    request.setTimeout(options.timeoutMs ?? 10_000, () => request.destroy(new Error(`no answer from ${url}`)))
    request.on('error', reject)
    if (options.sent) request.write(options.sent)
    // An unfinished body stays unsent: the server has to answer from the headers alone.
    if (!options.unfinished) request.end()
  })
}
