import { ofetch } from 'ofetch'

import { serverConfig } from '../site/config.server'

/**
 * The client without authentication headers, for service data (spec 7: "a second client").
 * Short timeout, no retries: callers keep the last good answer when the API is slow or down.
 */
export const serviceClient = ofetch.create({
  baseURL: serverConfig().apiBaseUrl,
  timeout: 3000,
  retry: 0,
  headers: { accept: 'application/json' },
})
