// `npm run bench:cluster`: throughput of one site instance and of two, each time behind HAProxy
// configured by deploy/haproxy.cfg (as the cluster test runs it), on one PostgreSQL database.
// wrk through the balancer, for a cached public page (`/de/`, from each instance's render cache)
// and an uncached one (the cabinet of the demo account: rendered each time, through the API and
// the database). Prints requests/s, p50 and p99 per case. "One instance" is the same balancer
// with both server lines pointing at instance A, so the balancer's own cost is in both figures.
//
// On a 2-core machine two instances share the same two cores (with HAProxy, PostgreSQL and wrk):
// the second instance adds little or nothing there; the figures say what this machine does.
//
// Needs `npm run build`, Debian's haproxy and wrk, and PostgreSQL at TEST_DATABASE_URL (default
// postgres://postgres:postgres@127.0.0.1:5432/postgres; a throwaway database, dropped afterwards).
// Options (environment): CLUSTER_SECONDS (10), CLUSTER_CONNECTIONS (32), CLUSTER_THREADS (2).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'

import { demoSessionToken, ensureBuild } from './lib/production-server.mjs'
import { mixScript, runWrk } from './lib/wrk-mix.mjs'
import {
  Balancer,
  BALANCER,
  createDatabase,
  PORTS,
  ready,
  sharedEnv,
  SITE_A,
  SITE_B,
  startInstance,
} from '../tests/cluster/support/cluster.ts'

const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.CLUSTER_CONNECTIONS ?? 32)
const THREADS = Number(process.env.CLUSTER_THREADS ?? 2)

for (const tool of ['wrk', 'haproxy']) {
  if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
    console.error(`${tool} is not installed (Debian: apt-get install -y ${tool})`)
    process.exit(2)
  }
}
ensureBuild()

const scratch = mkdtempSync(join(tmpdir(), 'bench-cluster-'))
const database = await createDatabase()
const env = sharedEnv(database.url)
const instances = []
let balancer
try {
  const a = startInstance('a', env, { dataDir: join(scratch, 'a') })
  instances.push(a)
  await ready(a, `${SITE_A}/readyz`)
  const b = startInstance('b', env, { dataDir: join(scratch, 'b') })
  instances.push(b)
  await ready(b, `${SITE_B}/readyz`)
  const token = await demoSessionToken(SITE_A)

  const cases = [
    { name: 'cached page /de/', mix: [{ path: '/de/' }] },
    { name: 'uncached /cabinet/profile/', mix: [{ path: '/cabinet/profile/', session: true }] },
  ]
  const rows = []
  for (const [label, servers] of [
    ['1 instance ', { SITE_B: `127.0.0.1:${PORTS.siteA}` }],
    ['2 instances', {}],
  ]) {
    balancer = new Balancer(servers)
    await balancer.until('a', 'UP')
    await balancer.until('b', 'UP')
    for (const { name, mix } of cases) {
      const script = join(scratch, 'mix.lua')
      writeFileSync(script, mixScript(mix, token))
      // A short warm-up: render caches filled, connections open.
      runWrk(BALANCER, { seconds: 2, connections: CONNECTIONS, threads: THREADS, script })
      const result = runWrk(BALANCER, { seconds: SECONDS, connections: CONNECTIONS, threads: THREADS, script })
      const failed = result.s3 + result.s4 + result.s5 + result.connect + result.read + result.write + result.timeout
      rows.push({ label, name, rps: result.requests / result.seconds, ...result, failed })
    }
    await balancer.stop()
    balancer = undefined
  }

  console.log(
    `\nbench:cluster — HAProxy (deploy/haproxy.cfg) in front of site instances on one PostgreSQL; wrk ${THREADS} threads, ${CONNECTIONS} connections, ${SECONDS} s per case`,
  )
  console.log('instances    case                          req/s     p50 ms   p99 ms   not 2xx/errors')
  for (const row of rows) {
    console.log(
      `${row.label}  ${row.name.padEnd(28)} ${row.rps.toFixed(0).padStart(7)}  ${(row.p50 / 1000).toFixed(1).padStart(8)} ${(row.p99 / 1000).toFixed(1).padStart(8)}   ${row.failed}`,
    )
  }
  for (const { name } of cases) {
    const [one, two] = rows.filter((row) => row.name === name)
    console.log(`${name}: two instances ${(two.rps / one.rps).toFixed(2)}× the throughput of one`)
  }
  console.log(`(${availableParallelism()} cores here: the instances, HAProxy, PostgreSQL and wrk share them)`)
  if (rows.some((row) => row.failed > 0)) process.exitCode = 1
} finally {
  await balancer?.stop()
  await Promise.all(instances.map((instance) => instance.stop()))
  await database.drop()
  if (existsSync(scratch)) rmSync(scratch, { recursive: true, force: true })
}
