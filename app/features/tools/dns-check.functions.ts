import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import * as v from 'valibot'

import { dnsCheckLog } from '../../../server/net/dns-check-log'
import { sameSiteOnly } from '../../lib/api/same-site.middleware'
import { serverConfig } from '../../lib/site/config.server'
import { visitorAddress } from '../../lib/site/visitor-address'
import { testLabel, type DnsResolver } from './dns-leak'

/** How many one-time names the browser looks up per test (several resolvers may share the work). */
const LOOKUPS = 6

const LabelsSchema = v.object({
  labels: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z0-9]{24}$/))), v.minLength(1), v.maxLength(LOOKUPS)),
})

export type DnsCheckStart = { configured: false } | { configured: true; zone: string; labels: string[] }

/** Fresh one-time names under the test zone, registered so the name server records who asks for them. */
export const startDnsCheckFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .handler((): DnsCheckStart => {
    const zone = serverConfig().env.DNS_CHECK_ZONE
    if (!zone) return { configured: false }
    const labels = Array.from({ length: LOOKUPS }, () => testLabel((bytes) => crypto.getRandomValues(bytes)))
    dnsCheckLog().expect(labels)
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
  .validator(LabelsSchema)
  .handler(({ data }): DnsCheckResult => {
    const request = getRequest()
    const peer = (request as Request & { ip?: string }).ip
    return {
      resolvers: dnsCheckLog().resolvers(data.labels),
      visitor: visitorAddress(peer, request.headers.get('x-forwarded-for'), serverConfig().trustedProxies),
    }
  })
