import { createMiddleware } from '@tanstack/react-start'

import { serverConfig } from './config.server'
import { requestFactsOf } from './request-facts'

/**
 * First of the global request middleware: the request's facts (host, variant, addresses, page
 * language) go into Start's request context once, for every route, loader and server function;
 * `requestFacts()` (request-facts.server.ts) reads them.
 */
export const requestFactsMiddleware = createMiddleware().server(({ request, next }) =>
  next({ context: { facts: requestFactsOf(request, serverConfig()) } }),
)
