import { createStart } from '@tanstack/react-start'

import { serverFnCallGuard, serverFnReached } from './lib/api/server-fn-call-guard.middleware'
import { pageRulesMiddleware } from './lib/routing/page-rules.middleware'
import { requestFactsMiddleware } from './lib/site/request-facts.middleware'

export const startInstance = createStart(() => ({
  functionMiddleware: [serverFnReached],
  requestMiddleware: [requestFactsMiddleware, serverFnCallGuard, pageRulesMiddleware],
}))
