import { ofetch } from 'ofetch'

/**
 * An ofetch client whose every call is over within `totalMs`: connecting, waiting for the answer
 * and reading its body. ofetch's own `timeout` is cleared once the headers arrive, so a server that
 * answers the headers and then stalls would hold the call open (undici gives up on a silent body
 * only after 5 minutes). One signal for the whole call closes that gap. No retries: callers decide.
 */
export function boundedClient(baseURL: string, totalMs: number, headers?: Record<string, string>) {
  return ofetch.create({
    baseURL,
    retry: 0,
    headers,
    onRequest({ options }) {
      const deadline = AbortSignal.timeout(totalMs)
      options.signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline
    },
  })
}
