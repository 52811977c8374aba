import { describe, expect, it } from 'vitest'

import { isLocalHost } from '#api/http/local-host.ts'
import { devToolsLogLine, devToolsSetting } from '#host/site/dev-tools-setting.ts'

describe('isLocalHost', () => {
  it.each([
    'localhost',
    'localhost:3000',
    'LOCALHOST.',
    'ru.localhost:3000',
    '127.0.0.1',
    '127.1.2.3:80',
    '[::1]:3000',
  ])('%s names this machine', (host) => expect(isLocalHost(host)).toBe(true))

  it.each(['freevpnplanet.com', 'localhost.evil.example', 'evil-localhost', '10.0.0.1', '127.0.0.256', '[::2]', ''])(
    '%s does not',
    (host) => expect(isLocalHost(host)).toBe(false),
  )
})

describe('devToolsSetting (what `npm start` switches on)', () => {
  const local = ['localhost:3000', 'ru.localhost:3000', 'localhost:3000']

  it('switches them on by itself only when every site domain is local', () => {
    expect(devToolsSetting({}, local).on).toBe(true)
    const foreign = devToolsSetting({}, ['freevpnplanet.com', 'localhost:3000'])
    expect(foreign.on).toBe(false)
    expect(devToolsLogLine(foreign)).toMatch(/off: the site domain freevpnplanet\.com is not local/)
  })

  it('follows an explicit DEV_TOOLS, except that SITE_ENV=PROD always wins', () => {
    expect(devToolsSetting({ DEV_TOOLS: 'true' }, ['freevpnplanet.com']).on).toBe(true)
    expect(devToolsSetting({ DEV_TOOLS: 'false' }, local).on).toBe(false)
    expect(devToolsSetting({ DEV_TOOLS: 'true', SITE_ENV: 'PROD' }, local)).toEqual({ on: false, why: 'SITE_ENV=PROD' })
  })

  it('says in the log that other hosts get 404', () => {
    expect(devToolsLogLine(devToolsSetting({}, local))).toMatch(/on for local hosts only, other hosts get 404/)
  })
})
