import { describe, expect, it } from 'vitest'

import { devToolsOn, isLocalHostName } from '#app/lib/site/dev-tools.ts'
import { devToolsSetting } from '#host/site/dev-tools-setting.ts'

const LOCAL = ['localhost:3000', 'localhost:3000', 'localhost:3000']
const PUBLIC = ['freevpnplanet.com', 'ru.example.net', 'ar.example.net']

describe('developer-only pages (/_design/)', () => {
  it('follow the developer-tools switch', () => {
    expect(devToolsOn({ SITE_ENV: 'DEV', DEV_TOOLS: 'true' }, PUBLIC, 'localhost:3000')).toBe(true)
    expect(devToolsOn({ SITE_ENV: 'DEV', DEV_TOOLS: '1' }, PUBLIC, 'localhost:3000')).toBe(true)
    expect(devToolsOn({ SITE_ENV: 'DEV', DEV_TOOLS: 'false' }, LOCAL, 'localhost:3000')).toBe(false)
    expect(devToolsOn({ SITE_ENV: 'DEV', DEV_TOOLS: '0' }, LOCAL, 'localhost:3000')).toBe(false)
    // Unset: on only when every domain of the site is this machine.
    expect(devToolsOn({ SITE_ENV: 'DEV' }, LOCAL, 'localhost:3000')).toBe(true)
    expect(devToolsOn({ SITE_ENV: 'DEV' }, ['localhost:3000', 'freevpnplanet.com'], 'localhost:3000')).toBe(false)
  })

  it('are never on in production, whatever DEV_TOOLS says', () => {
    expect(devToolsOn({ SITE_ENV: 'PROD', DEV_TOOLS: 'true' }, LOCAL, 'localhost:3000')).toBe(false)
  })

  it('answer only a request to a local host, even with the switch on', () => {
    for (const host of [
      'freevpnplanet.com',
      '10.0.0.5:3000',
      '192.168.1.2',
      'localhost.example.com',
      '127.0.0.1.nip.io',
    ]) {
      expect(devToolsOn({ SITE_ENV: 'DEV', DEV_TOOLS: 'true' }, LOCAL, host), host).toBe(false)
    }
    for (const host of ['localhost', 'LOCALHOST:3615', 'ar.localhost:3102', '127.0.0.1:3000', '[::1]:3000']) {
      expect(isLocalHostName(host), host).toBe(true)
    }
    expect(isLocalHostName('127.0.0.300')).toBe(false)
  })

  it('agree with the host’s switch, which passes its decision on in DEV_TOOLS', () => {
    const cases = [
      [{ SITE_ENV: 'DEV' }, LOCAL],
      [{ SITE_ENV: 'DEV' }, PUBLIC],
      [{ SITE_ENV: 'DEV', DEV_TOOLS: 'true' }, PUBLIC],
      [{ SITE_ENV: 'DEV', DEV_TOOLS: 'false' }, LOCAL],
      [{ SITE_ENV: 'PROD', DEV_TOOLS: 'true' }, LOCAL],
    ] as const
    for (const [env, domains] of cases) {
      const host = devToolsSetting(env, domains)
      expect(devToolsOn(env, domains, 'localhost:3000'), JSON.stringify(env)).toBe(host.on)
      // What host/serve.ts hands the app.
      expect(devToolsOn({ SITE_ENV: env.SITE_ENV, DEV_TOOLS: String(host.on) }, domains, 'localhost:3000')).toBe(
        host.on,
      )
    }
  })
})
