import { createMiddleware, getGlobalStartContext } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import * as v from 'valibot'

import { LOCALES } from '../i18n/locales'

import { serverConfig } from './config.server'
import { type RequestFacts, requestFactsOf } from './request-facts'
import { VARIANTS } from './variants'

/**
 * First of the global request middleware: the request's facts (host, variant, addresses, page
 * language) go into Start's request context once, for every route, loader and server function.
 */
export const requestFactsMiddleware = createMiddleware().server(({ request, next }) =>
  next({ context: { facts: requestFactsOf(request, serverConfig()) } }),
)

/**
 * The shape the middleware puts into the request context, checked where it is read: typing the
 * context through Start's `Register` would make this module's type depend on the start instance
 * that imports it.
 */
const InContext = v.object({
  facts: v.object({
    host: v.string(),
    variant: v.picklist(VARIANTS),
    peer: v.undefinedable(v.string()),
    visitorAddress: v.undefinedable(v.string()),
    pageLocale: v.undefinedable(v.picklist(LOCALES)),
  }),
})

function factsIn(context: unknown): RequestFacts | undefined {
  return v.is(InContext, context) ? context.facts : undefined
}

/** The current request's facts, from the request context (worked out here if a caller ran before it). */
export function requestFacts(): RequestFacts {
  return factsIn(getGlobalStartContext()) ?? requestFactsOf(getRequest(), serverConfig())
}
