import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

import type { RedirectTarget } from '../routing/redirect-rules'
import { lookupRedirect } from './redirects.server'

const LookupInput = v.object({ path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(2048)) })

/** The redirect table as seen from the browser, for client-side navigations. */
export const lookupRedirectFn = createServerFn({ method: 'GET' })
  .validator(LookupInput)
  .handler(async ({ data }): Promise<RedirectTarget | null> => (await lookupRedirect(data.path)) ?? null)
