import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

import { DNS_CHECK_LOOKUPS, DnsCheckLabelsSchema, DnsCheckResolversSchema } from '#contracts/dns-check.ts'
import { accountCall } from '../../lib/api/account-client.server'
import { sameSiteOnly } from '../../lib/api/same-site.middleware'
import { serverConfig } from '../../lib/site/config.server'
import { testLabel, type DnsResolver } from './dns-leak'
import { requestFacts } from '../../lib/site/request-facts.server'

export type DnsCheckStart = { configured: false } | { configured: true; zone: string; labels: string[] }

/**
 * Fresh one-time names under the test zone, registered with the API (its database is shared by
 * every instance, so whichever name server a resolver reaches records the lookup).
 */
export const startDnsCheckFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .handler(async (): Promise<DnsCheckStart> => {
    const zone = serverConfig().env.DNS_CHECK_ZONE
    if (!zone) return { configured: false }
    const labels = Array.from({ length: DNS_CHECK_LOOKUPS }, () => testLabel((bytes) => crypto.getRandomValues(bytes)))
    const [, error] = await accountCall(v.unknown(), '/v3/dns-check/labels', { method: 'POST', body: { labels } })
    // The test cannot record anything: the page reports that it could not run.
    if (error) throw new Error(`DNS check: ${error.code}`)
    return { configured: true, zone, labels }
  })

export interface DnsCheckResult {
  resolvers: DnsResolver[]
  /** The visitor's address as this server sees it, to compare the resolvers with. */
  visitor: string | undefined
}

/** The resolvers that asked the test zone's name server for this test's names. */
export const dnsCheckResultFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(DnsCheckLabelsSchema)
  .handler(async ({ data }): Promise<DnsCheckResult> => {
    const [answer, error] = await accountCall(DnsCheckResolversSchema, '/v3/dns-check/resolvers', {
      method: 'POST',
      body: { labels: data.labels },
    })
    if (error) throw new Error(`DNS check: ${error.code}`)
    return {
      resolvers: answer.resolvers,
      visitor: requestFacts().visitorAddress,
    }
  })
