import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { hasServerNodeOptions, SERVER_NODE_OPTIONS } from '#host/site/node-options.ts'
import { parseSiteServerEnv } from '#host/site/site-env.ts'

const dir = mkdtempSync(join(tmpdir(), 'site-env-'))
const certFile = join(dir, 'cert.pem')
const keyFile = join(dir, 'key.pem')
writeFileSync(certFile, '-----BEGIN CERTIFICATE-----\ncert\n-----END CERTIFICATE-----\n')
writeFileSync(keyFile, '-----BEGIN PRIVATE KEY-----\nkey\n-----END PRIVATE KEY-----\n')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The message a bad configuration stops the server with. */
function failure(env: Record<string, string>): string {
  try {
    parseSiteServerEnv(env)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error(`accepted ${JSON.stringify(env)}`)
}

describe('parseSiteServerEnv', () => {
  it('has working defaults without any variable', () => {
    const env = parseSiteServerEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      RENDER_CACHE_ENTRIES: 5000,
      RENDER_CACHE_MB: 128,
      LOG_REQUESTS: 'true',
      SHUTDOWN_TIMEOUT_SECONDS: 10,
      SHUTDOWN_DRAIN_SECONDS: 0,
    })
    expect(env.tls).toBeUndefined()
  })

  it('turns numbers into numbers', () => {
    expect(parseSiteServerEnv({ PORT: '8443', RENDER_CACHE_MB: '16', SHUTDOWN_TIMEOUT_SECONDS: '0' })).toMatchObject({
      PORT: 8443,
      RENDER_CACHE_MB: 16,
      SHUTDOWN_TIMEOUT_SECONDS: 0,
    })
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a port number'],
    [{ PORT: '123456' }, 'PORT: must be a port number'],
    [{ PORT: '70000' }, 'PORT: must be a port number (0–65535)'],
    [{ PORT: '-1' }, 'PORT: must be a port number'],
    [{ HTTP_REDIRECT_PORT: '8o' }, 'HTTP_REDIRECT_PORT: must be a port number'],
    [{ RENDER_CACHE_ENTRIES: 'lots' }, 'RENDER_CACHE_ENTRIES: must be a whole number'],
    [{ RENDER_CACHE_MB: '1.5' }, 'RENDER_CACHE_MB: must be a whole number'],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '-5' }, 'SHUTDOWN_TIMEOUT_SECONDS: must be a whole number'],
    [{ LOG_REQUESTS: 'yes' }, 'LOG_REQUESTS: must be true or false'],
  ])('%j is refused with the variable named', (env, message) => {
    const text = failure(env)
    expect(text).toMatch(/^Invalid server configuration:\n/)
    expect(text).toContain(`  ${message}`)
  })

  it('names every bad variable at once', () => {
    const text = failure({ PORT: 'x', LOG_REQUESTS: 'maybe', RENDER_CACHE_MB: 'big' })
    for (const name of ['PORT', 'LOG_REQUESTS', 'RENDER_CACHE_MB']) expect(text).toContain(`  ${name}: `)
  })

  it('reads the certificate and key when both are given', () => {
    const env = parseSiteServerEnv({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile, HTTP_REDIRECT_PORT: '8080' })
    expect(env.tls?.cert).toContain('BEGIN CERTIFICATE')
    expect(env.tls?.key).toContain('BEGIN PRIVATE KEY')
    expect(env.HTTP_REDIRECT_PORT).toBe(8080)
  })

  it('wants the certificate and the key together', () => {
    expect(failure({ TLS_CERT_FILE: certFile })).toContain('TLS_CERT_FILE and TLS_KEY_FILE must be given together')
    expect(failure({ TLS_KEY_FILE: keyFile })).toContain('TLS_CERT_FILE and TLS_KEY_FILE must be given together')
  })

  it('says which file it cannot read, and why', () => {
    const missing = join(dir, 'missing.pem')
    const text = failure({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: missing })
    expect(text).toContain(`TLS_KEY_FILE: cannot read ${missing}`)
    expect(text).toContain('ENOENT')
  })

  it('refuses a redirect port without HTTPS to redirect to, or on the HTTPS port itself', () => {
    expect(failure({ HTTP_REDIRECT_PORT: '8080' })).toContain(
      'HTTP_REDIRECT_PORT: needs TLS_CERT_FILE and TLS_KEY_FILE',
    )
    expect(
      failure({ PORT: '8443', HTTP_REDIRECT_PORT: '8443', TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile }),
    ).toContain('HTTP_REDIRECT_PORT: must differ from PORT')
  })
})

describe('server node options', () => {
  it('are found on the command line or in NODE_OPTIONS, and missed otherwise', () => {
    expect(hasServerNodeOptions([...SERVER_NODE_OPTIONS])).toBe(true)
    expect(hasServerNodeOptions(['--inspect'], `--max-old-space-size=512 ${SERVER_NODE_OPTIONS.join(' ')}`)).toBe(true)
    expect(hasServerNodeOptions([])).toBe(false)
    expect(hasServerNodeOptions(['--inspect'], '--max-old-space-size=512')).toBe(false)
  })
})
