import { createMiddleware } from '@tanstack/react-start'

import { isStartClientCall, undecodableCallStatus } from './server-fn-call-guard'
import { markServerFnReached, trackServerFnCall } from './server-fn-calls.server'
import { redactValidationError } from './validation-error'

/**
 * Global function middleware: marks that Start decoded the call and reached its function, and
 * keeps the caller's input out of validation errors (each function validates after this runs).
 */
export const serverFnReached = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  markServerFnReached()
  try {
    return await next()
  } catch (error) {
    throw redactValidationError(error)
  }
})

const refuse = (status: 400 | 404) =>
  Response.json({ error: status === 404 ? 'unknown_server_function' : 'malformed_request' }, { status })

/**
 * Request middleware for `/_serverFn/…`: garbage from outside gets a 4xx, never Start's 500.
 * - A call without Start's client header is refused (400) before anything is decoded.
 * - Start answers 500 to a call it cannot decode (unknown id, malformed JSON or seroval payload,
 *   unreadable form data). Those become 404 / 400: a serialized error Start built keeps its body
 *   (its client still throws that error); an error Start let escape (it looks an unknown id up
 *   outside its own error handling) gets a short JSON body.
 * Only calls that never reached a function are changed: a 5xx or an error from a function that
 * ran stays as it is. Needs `serverFnReached` in the start's `functionMiddleware`.
 */
export const serverFnCallGuard = createMiddleware().server(async ({ request, handlerType, next }) => {
  if (handlerType !== 'serverFn') return next()
  if (!isStartClientCall(request.headers)) return refuse(400)
  const call = await trackServerFnCall(() => next())
  if (!call.ok) {
    const status = call.reached
      ? undefined
      : undecodableCallStatus(call.error instanceof Error ? call.error.message : '')
    if (!status) throw call.error
    return refuse(status)
  }
  const { response } = call.result
  if (call.reached || response.status < 500) return call.result
  const body = await response.text()
  const status = undecodableCallStatus(body) ?? response.status
  return new Response(body, { status, headers: response.headers })
})
