import * as v from 'valibot'

/** How many one-time names a browser looks up per test (several resolvers may share the work). */
export const DNS_CHECK_LOOKUPS = 6

/** A test's one-time names (`POST /v3/dns-check/labels` and `/v3/dns-check/resolvers`). */
export const DnsCheckLabelsSchema = v.object({
  labels: v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^[a-z0-9]{24}$/))),
    v.minLength(1),
    v.maxLength(DNS_CHECK_LOOKUPS),
  ),
})

/** The resolvers that asked the test zone's name server for those names. */
export const DnsCheckResolversSchema = v.object({
  resolvers: v.array(v.object({ address: v.string(), lookups: v.number() })),
})
