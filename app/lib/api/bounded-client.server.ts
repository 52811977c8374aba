import { ofetch } from 'ofetch'

import { embeddedApiFor, embeddedFetch } from '#contracts/embedded-api.ts'

/**
 * An ofetch client whose every call is over within `totalMs`: connecting, waiting for the answer
 * and reading its body. ofetch's own `timeout` is cleared once the headers arrive, so a server that
 * answers the headers and then stalls would hold the call open (undici gives up on a silent body
 * only after 5 minutes). One signal for the whole call closes that gap. No retries: callers decide.
 * When the host runs the API in this process for `baseURL`, calls go to it without a socket.
 */
export function boundedClient(baseURL: string, totalMs: number, headers?: Record<string, string>) {
  const embedded = embeddedApiFor(baseURL)
  return ofetch.create(
    {
      baseURL,
      retry: 0,
      headers,
      onRequest({ options }) {
        const deadline = AbortSignal.timeout(totalMs)
        options.signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline
      },
    },
    embedded ? { fetch: embeddedFetch(embedded) } : {},
  )
}
