import { serverConfig } from '../site/config.server'
import { boundedClient } from './bounded-client.server'

/**
 * The client without authentication headers, for service data (spec 7: "a second client").
 * 3 s for the whole call, no retries: callers keep the last good answer when the API is slow or down.
 */
export const serviceClient = boundedClient(serverConfig().apiBaseUrl, 3000, { accept: 'application/json' })
