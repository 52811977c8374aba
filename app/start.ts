import { createStart } from '@tanstack/react-start'

import { pageRulesMiddleware } from './lib/routing/page-rules.middleware'

export const startInstance = createStart(() => ({
  requestMiddleware: [pageRulesMiddleware],
}))
