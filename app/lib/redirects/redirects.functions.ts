import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

import type { RedirectTarget } from '../routing/redirect-rules'
import { answerPublicly } from '../api/public-answer.server'
import { lookupRedirect } from './redirects.server'

const LookupInput = v.object({ path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(2048)) })

/** The redirect table as seen from the browser, for client-side navigations. */
export const lookupRedirectFn = createServerFn({ method: 'GET' })
  .validator(LookupInput)
  .handler(async ({ data }): Promise<RedirectTarget | null> => {
    const target = (await lookupRedirect(data.path)) ?? null
    answerPublicly('service')
    return target
  })
