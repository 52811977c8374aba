import { getGlobalStartContext } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import * as v from 'valibot'

import { LOCALES } from '../i18n/locales'

import { serverConfig } from './config.server'
import { type RequestFacts, requestFactsOf } from './request-facts'
import { VARIANTS } from './variants'

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

/** Start's request context once the global request middleware has run; before that it has none. */
function startContext(): unknown {
  try {
    return getGlobalStartContext()
  } catch {
    return undefined
  }
}

/**
 * The current request's facts, from the request context. Request middleware gets them from its
 * `context` argument instead (see page-rules.middleware.ts); a caller that runs before the
 * context exists gets them worked out here.
 */
export function requestFacts(): RequestFacts {
  return factsIn(startContext()) ?? requestFactsOf(getRequest(), serverConfig())
}
