/**
 * The account API inside the site's own process (the default deployment, decision 031): the host
 * registers the API's request handler here, and the site's API clients hand their requests to it
 * instead of opening a connection. A signed-in page render then costs no socket, no HTTP
 * serialisation and no parsing on either side, and keeps working while the site's port stops
 * accepting during a shutdown.
 *
 * Kept on `globalThis`, not in a module variable: the site's server build bundles its own copy
 * of this file, so the host's copy and the site's copy share nothing else.
 */
export interface EmbeddedApi {
  /** The base URL the site's clients are configured with (`API_BASE_URL`). */
  baseUrl: string
  /** Answers a request as the API would over HTTP, for a caller on this machine. */
  handle: (request: Request) => Response | Promise<Response>
}

const KEY = Symbol.for('planet-vpn.embedded-api')
const registry = globalThis as { [KEY]?: EmbeddedApi }

export function registerEmbeddedApi(api: EmbeddedApi | undefined): void {
  registry[KEY] = api
}

/** The in-process API for a client of `baseUrl`, if the host registered one for exactly that URL. */
export function embeddedApiFor(baseUrl: string): EmbeddedApi | undefined {
  const api = registry[KEY]
  return api?.baseUrl === baseUrl ? api : undefined
}

/**
 * A `fetch` that answers from the in-process API. The caller's abort signal (its deadline) ends
 * the wait just as it would end a network call; the handler itself cannot be interrupted.
 */
export function embeddedFetch(api: EmbeddedApi): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const { signal } = request
    signal.throwIfAborted()
    let stop: () => void = () => undefined
    const aborted = new Promise<never>((_, reject) => {
      const onAbort = () => reject(signal.reason)
      signal.addEventListener('abort', onAbort, { once: true })
      stop = () => signal.removeEventListener('abort', onAbort)
    })
    try {
      return await Promise.race([Promise.resolve().then(() => api.handle(request)), aborted])
    } finally {
      stop()
    }
  }
}
