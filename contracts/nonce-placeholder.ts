/**
 * Server renders carry this stand-in where a Content-Security-Policy nonce belongs; the HTTP
 * layer (host/site/) swaps it for a fresh random nonce in every HTML response, which lets one
 * cached render serve many visitors while each response still has its own nonce.
 * No imports: the server layer loads this file directly.
 */
export const NONCE_PLACEHOLDER = 'cspNonce0placeholder0x7Fq2'

/** Internal response header: the page is the same for every anonymous visitor (render-cacheable). */
export const RENDER_CACHE_HEADER = 'x-render-cache'

/**
 * Internal response header of a render-cacheable page that shows live data (the server list): for
 * how many seconds its render may be served before one request renders it again.
 */
export const RENDER_FRESH_HEADER = 'x-render-fresh-seconds'
