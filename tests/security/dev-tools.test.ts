import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { request } from '../faults/support/http'
import { removeScratchDirs, scratchDir, startSite, type ServerProcess } from '../faults/support/processes'
import { PORTS, rawRequest, startProductionSite } from './support'

/**
 * A deployment that forgot SITE_ENV=PROD must not hand out the mailbox (reset links), the demo
 * login or the sandbox payments: developer tools answer only a local host, and a site whose
 * domain is not local starts with them off and says why.
 */
const LOCAL = `http://localhost:${PORTS.site}`
const FOREIGN = `http://localhost:${PORTS.foreignSite}`
const DEMO = { email: 'demo@planet-vpn.local', password: 'planet-demo-password' }

let local: ServerProcess
let foreign: ServerProcess

beforeAll(async () => {
  ;[local, foreign] = await Promise.all([
    startProductionSite(PORTS.site),
    startProductionSite(PORTS.foreignSite, {
      SITE_DOMAIN_MAIN: 'planet.example',
      SITE_PROTOCOL: 'http',
      AFFILIATE_POSTBACK_SECRET: 'a-secret-of-thirty-two-characters-or-more',
    }),
  ])
})

afterAll(async () => {
  await Promise.all([local?.stop(), foreign?.stop()])
  removeScratchDirs()
})

const demoLogin = (base: string) =>
  request(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  })

describe('npm start on a laptop', () => {
  it('keeps the developer tools, for local hosts only', async () => {
    expect(local.output.join('\n')).toMatch(/Developer tools .* on for local hosts only/)
    expect((await request(`${LOCAL}/api/dev/mailbox`)).status).toBe(200)
    expect((await demoLogin(LOCAL)).status).toBe(200)
  })

  it('answers 404 when the request names another host', async () => {
    const answer = await rawRequest(`${LOCAL}/api/dev/mailbox`, { method: 'GET', headers: { host: 'planet.example' } })
    expect(answer.status).toBe(404)
  })
})

describe('a site whose domain is not local, without SITE_ENV=PROD', () => {
  it('starts with the developer tools off and says why', async () => {
    expect(foreign.output.join('\n')).toMatch(/Developer tools .* off: the site domain planet\.example is not local/)
    expect(foreign.output.join('\n')).not.toMatch(/Demo login/)
  })

  it('has no mailbox and no demo login, even for localhost', async () => {
    expect((await request(`${FOREIGN}/api/dev/mailbox`)).status).toBe(404)
    expect((await demoLogin(FOREIGN)).status).toBe(401)
  })
})

describe('a production start without its secrets', () => {
  it('stops with the name of the missing variable', async () => {
    const server = startSite(PORTS.refused, { DATA_DIR: scratchDir('refused'), SITE_DOMAIN_MAIN: 'planet.example' })
    await server.waitForLine(/AFFILIATE_POSTBACK_SECRET is required in production/)
    await server.stop()
  })
})
