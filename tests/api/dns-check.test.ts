import { Resolver } from 'node:dns/promises'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testLabel } from '#app/features/tools/dns-leak.ts'
import { dbDnsCheckLog } from '#api/dns-check/dns-check-store.ts'
import { startDnsServer } from '#host/net/dns-server.ts'
import { createTestApi } from './harness'

let api: Awaited<ReturnType<typeof createTestApi>>
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(() => api.close())

const label = () => testLabel((bytes) => crypto.getRandomValues(bytes))

describe('DNS leak test log in the database', () => {
  it('reports the resolvers that asked for registered names, through the API', async () => {
    const labels = [label(), label()]
    expect((await api.call('POST', '/v3/dns-check/labels', { body: { labels } })).status).toBe(204)
    // The name server of another instance records into the same database.
    const nameServer = dbDnsCheckLog(api.db)
    await nameServer.record(labels[0]!, '192.0.2.53')
    await nameServer.record(labels[1]!, '192.0.2.53')
    await nameServer.record(labels[1]!, '198.51.100.7')
    const result = await api.call('POST', '/v3/dns-check/resolvers', { body: { labels } })
    expect(result.status).toBe(200)
    expect(
      result.json.resolvers.sort((a: { address: string }, b: { address: string }) =>
        a.address.localeCompare(b.address),
      ),
    ).toEqual([
      { address: '192.0.2.53', lookups: 2 },
      { address: '198.51.100.7', lookups: 1 },
    ])
  })

  it('the name server records a real lookup in the database before it answers', async () => {
    const server = await startDnsServer({
      zone: 'dnscheck.test',
      answer: '127.0.0.7',
      port: 0,
      host: '127.0.0.1',
      log: dbDnsCheckLog(api.db),
    })
    try {
      const resolver = new Resolver({ timeout: 3000, tries: 1 })
      resolver.setServers([`127.0.0.1:${server.port}`])
      const name = label()
      await api.call('POST', '/v3/dns-check/labels', { body: { labels: [name] } })
      expect(await resolver.resolve4(`${name}.dnscheck.test`)).toEqual(['127.0.0.7'])
      // Read at once: the answer only leaves the name server once the lookup is stored.
      const result = await api.call('POST', '/v3/dns-check/resolvers', { body: { labels: [name] } })
      expect(result.json).toEqual({ resolvers: [{ address: '127.0.0.1', lookups: 1 }] })
    } finally {
      await server.close()
    }
  })

  it('records nothing for names nobody registered, and keeps tests apart', async () => {
    const mine = label()
    const stranger = label()
    await api.call('POST', '/v3/dns-check/labels', { body: { labels: [mine] } })
    await dbDnsCheckLog(api.db).record(stranger, '192.0.2.1')
    expect((await api.call('POST', '/v3/dns-check/resolvers', { body: { labels: [stranger] } })).json).toEqual({
      resolvers: [],
    })
    expect((await api.call('POST', '/v3/dns-check/resolvers', { body: { labels: [mine] } })).json).toEqual({
      resolvers: [],
    })
  })

  it('forgets expired names together with their lookups', async () => {
    const name = label()
    const log = dbDnsCheckLog(api.db)
    await log.expect([name])
    await log.record(name, '192.0.2.9')
    await api.db.execute(
      sql`update dns_check_labels set expires_at = now() - interval '1 second' where label = ${name}`,
    )
    expect(await log.resolvers([name])).toEqual([])
    await log.record(name, '192.0.2.10')
    const rows = await api.db.execute(
      sql`select count(*)::int as n from dns_check_lookups where label = ${name} and resolver = '192.0.2.10'`,
    )
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0)
  })

  it('keeps at most 32 resolvers per name', async () => {
    const name = label()
    const log = dbDnsCheckLog(api.db)
    await log.expect([name])
    for (let i = 0; i < 40; i++) await log.record(name, `192.0.2.${i}`)
    await log.record(name, '192.0.2.0')
    const resolvers = await log.resolvers([name])
    expect(resolvers).toHaveLength(32)
    expect(resolvers.find((r) => r.address === '192.0.2.0')?.lookups).toBe(2)
  })

  it('refuses malformed or too many names with 422', async () => {
    for (const labels of [[], ['UPPER'.repeat(5).slice(0, 24)], ['x'], Array.from({ length: 7 }, label)]) {
      expect((await api.call('POST', '/v3/dns-check/labels', { body: { labels } })).status).toBe(422)
    }
  })
})
