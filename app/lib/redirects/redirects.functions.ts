import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

import { answerPublicly } from '../api/public-answer.server'
import type { RedirectTarget } from '../routing/redirect-rules'
import { redirectLookupPaths } from './lookup-paths'
import { lookupRedirect } from './redirects.server'

const LookupInput = v.object({ path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(2048)) })

/** The redirect table as seen from the browser, for client-side navigations: target by path. */
export const lookupRedirectFn = createServerFn({ method: 'GET' })
  .validator(LookupInput)
  .handler(async ({ data }): Promise<Record<string, RedirectTarget | null>> => {
    const paths = redirectLookupPaths(data.path)
    const targets = await Promise.all(paths.map(async (path) => (await lookupRedirect(path)) ?? null))
    answerPublicly('service')
    return Object.fromEntries(paths.map((path, i) => [path, targets[i] ?? null]))
  })
