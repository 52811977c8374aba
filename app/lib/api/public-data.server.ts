import * as v from 'valibot'

import { PUBLIC_ANSWER_POLICIES, type PublicAnswerKind } from './public-answer.server'

const noStore = { 'cache-control': 'no-store' }

/**
 * The GET handler of a `/data/` read (app/lib/api/public-data.ts): the query checked against
 * `schema` (unknown parameters are refused, so a read has one URL), then `read`'s answer as JSON,
 * public for the policy of `kind`. 400 for a bad query; no answer is 404 (nothing under that name)
 * or, for a read of service data, 503 (the service has not answered yet); all three `no-store`.
 * The host adds the ETag and answers `If-None-Match` (host/site/server-fn-answer.ts).
 */
export function publicDataHandler<S extends v.GenericSchema<Record<string, string>, unknown>>(
  schema: S,
  kind: PublicAnswerKind,
  read: (input: v.InferOutput<S>) => Promise<unknown>,
  missing: 'not_found' | 'unavailable' = 'not_found',
) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    const parsed = v.safeParse(schema, Object.fromEntries(new URL(request.url).searchParams))
    if (!parsed.success) return Response.json({ error: 'invalid_request' }, { status: 400, headers: noStore })
    const answer = await read(parsed.output)
    if (answer === undefined) {
      return Response.json({ error: missing }, { status: missing === 'not_found' ? 404 : 503, headers: noStore })
    }
    return Response.json(answer, { headers: { 'cache-control': PUBLIC_ANSWER_POLICIES[kind] } })
  }
}
