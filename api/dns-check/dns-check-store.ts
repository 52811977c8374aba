import { and, gt, inArray, lt, sql } from 'drizzle-orm'

import type { Db } from '#api/db/client.ts'
import { dnsCheckLabels, dnsCheckLookups } from '#api/db/schema.ts'
import { DNS_CHECK_TTL_MS, MAX_RESOLVERS_PER_LABEL, type DnsCheckLog } from '#contracts/dns-check-log.ts'

/**
 * The DNS leak test's log in the shared database: the name server of any instance records, the
 * API of any instance reports. Expired names (and their lookups, by cascade) are deleted now and
 * then, so no resolver address is kept longer than a test needs.
 */
export function dbDnsCheckLog(db: Db): DnsCheckLog {
  return {
    async expect(labels) {
      if (Math.random() < 0.02) await db.delete(dnsCheckLabels).where(lt(dnsCheckLabels.expiresAt, sql`now()`))
      const expiresAt = new Date(Date.now() + DNS_CHECK_TTL_MS)
      await db
        .insert(dnsCheckLabels)
        .values(labels.map((label) => ({ label, expiresAt })))
        .onConflictDoNothing()
    },
    async record(label, resolver) {
      // Only for a registered, unexpired name, and not past the resolver cap for that name.
      await db.execute(sql`
        insert into ${dnsCheckLookups} (label, resolver)
        select ${label}, ${resolver}
        where exists (select 1 from ${dnsCheckLabels} where label = ${label} and expires_at > now())
          and ((select count(*) from ${dnsCheckLookups} where label = ${label}) < ${MAX_RESOLVERS_PER_LABEL}
            or exists (select 1 from ${dnsCheckLookups} where label = ${label} and resolver = ${resolver}))
        on conflict (label, resolver) do update set lookups = ${dnsCheckLookups.lookups} + 1`)
    },
    async resolvers(labels) {
      const rows = await db
        .select({ address: dnsCheckLookups.resolver, lookups: sql<number>`sum(${dnsCheckLookups.lookups})::int` })
        .from(dnsCheckLookups)
        .innerJoin(dnsCheckLabels, sql`${dnsCheckLabels.label} = ${dnsCheckLookups.label}`)
        .where(and(inArray(dnsCheckLookups.label, [...labels]), gt(dnsCheckLabels.expiresAt, sql`now()`)))
        .groupBy(dnsCheckLookups.resolver)
      return rows.map((row) => ({ address: row.address, lookups: Number(row.lookups) }))
    },
  }
}
