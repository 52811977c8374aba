// wrk runs over a mix of requests, for bench/load.mjs and bench/soak.mjs: the Lua script that
// cycles through the mix and counts statuses per class, the run itself, and the helpers around it.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'

/**
 * The wrk script: cycles through `mix` ({ path, method, headers, body, session }), counts statuses
 * per class in every thread, and reports them.
 */
export function mixScript(mix, sessionToken) {
  const requests = mix
    .map(({ path, session, method = 'GET', headers = {}, body }) => {
      const all = { ...headers, ...(session ? { Cookie: `fvp_session=${sessionToken}` } : {}) }
      const lua = `{ ${Object.entries(all)
        .map(([name, value]) => `["${name}"] = ${JSON.stringify(value)}`)
        .join(', ')} }`
      return `    wrk.format("${method}", ${JSON.stringify(path)}, ${lua}${body ? `, ${JSON.stringify(body)}` : ''}),`
    })
    .join('\n')
  // The requests are formatted in init(): wrk sets the Host header only after loading the script.
  return `
local requests
local threads = {}
function setup(thread)
  table.insert(threads, thread)
end
function init(args)
  requests = {
${requests}
  }
  index = math.random(#requests)
  s2, s3, s4, s5 = 0, 0, 0, 0
end
function request()
  index = index % #requests + 1
  return requests[index]
end
function response(status, headers, body)
  if status >= 500 then s5 = s5 + 1
  elseif status >= 400 then s4 = s4 + 1
  elseif status >= 300 then s3 = s3 + 1
  else s2 = s2 + 1 end
end
function done(summary, latency, requests)
  local t2, t3, t4, t5 = 0, 0, 0, 0
  for _, thread in ipairs(threads) do
    t2 = t2 + thread:get("s2"); t3 = t3 + thread:get("s3")
    t4 = t4 + thread:get("s4"); t5 = t5 + thread:get("s5")
  end
  local e = summary.errors
  io.write(string.format("RESULT requests=%d seconds=%.3f s2=%d s3=%d s4=%d s5=%d connect=%d read=%d write=%d timeout=%d status=%d p50=%d p90=%d p99=%d max=%d\\n",
    summary.requests, summary.duration / 1e6, t2, t3, t4, t5, e.connect, e.read, e.write, e.timeout, e.status,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`
}

export function runWrk(origin, { seconds, connections, threads, script }) {
  const out = spawnSync(
    'wrk',
    [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, `${origin}/`],
    { encoding: 'utf8' },
  )
  const line = /RESULT (.*)/.exec(out.stdout)?.[1]
  if (!line) throw new Error(`wrk gave no result:\n${out.stdout}\n${out.stderr}`)
  return Object.fromEntries(
    line
      .split(' ')
      .map((pair) => pair.split('='))
      .map(([k, v]) => [k, Number(v)]),
  )
}

/** Status of a GET on a new connection (fetch's pooled keep-alive sockets are stale after 60 s of wrk). */
export const statusOf = (url) =>
  new Promise((resolve) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume()
        resolve(response.statusCode)
      })
      .on('error', () => resolve(0))
  })

/** A database of its own on the given PostgreSQL server, so a run starts empty and leaves nothing. */
export async function throwawayDatabase(url, prefix = 'planet_load') {
  const { default: pg } = await import('pg')
  const name = `${prefix}_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const own = new URL(url)
  own.pathname = `/${name}`
  return {
    name,
    url: own.href,
    async drop() {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

export const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024

/** PostgreSQL as deployed when a URL names one (a throwaway database on it), else undefined: PGlite. */
export async function benchDatabase(prefix) {
  const url = process.env.LOAD_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
  return url ? throwawayDatabase(url, prefix) : undefined
}
