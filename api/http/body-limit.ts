import { createMiddleware } from 'hono/factory'

import { ApiError } from './errors.ts'

/**
 * Refuses bodies over `maxBytes` before reading them. API clients send Content-Length; a chunked
 * body of unknown size is refused (411) instead of being buffered. (Hono's own bodyLimit re-wraps
 * the request, which the Node server adapter's request object does not survive.)
 */
export const bodyLimit = (maxBytes: number) =>
  createMiddleware(async (c, next) => {
    const length = c.req.header('content-length')
    if (length !== undefined) {
      if (!/^\d{1,15}$/.test(length.trim())) throw new ApiError(400, 'validation_failed')
      if (Number(length) > maxBytes) throw new ApiError(413, 'payload_too_large')
    } else if (c.req.header('transfer-encoding')) {
      throw new ApiError(411, 'length_required')
    }
    await next()
  })
