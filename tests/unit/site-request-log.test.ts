import { describe, expect, it } from 'vitest'

import { formatRequestLog, pathOf, requestId } from '#host/site/request-log.ts'

describe('request log lines', () => {
  it('are one line of JSON with every field, the level from the status', () => {
    const line = formatRequestLog(
      { id: 'abc12345', method: 'GET', path: '/de/', status: 200, ms: 0.4, bytes: 1234, cache: 'hit' },
      '2026-01-02T03:04:05.006Z',
    )
    expect(line.endsWith('\n')).toBe(true)
    expect(line.slice(0, -1)).not.toContain('\n')
    expect(JSON.parse(line)).toEqual({
      time: '2026-01-02T03:04:05.006Z',
      level: 'info',
      id: 'abc12345',
      method: 'GET',
      path: '/de/',
      status: 200,
      ms: 0.4,
      bytes: 1234,
      cache: 'hit',
    })
    const failed = JSON.parse(formatRequestLog({ id: 'x', method: 'POST', path: '/', status: 503, ms: 1, bytes: 0 }))
    expect(failed.level).toBe('error')
    expect(failed).not.toHaveProperty('cache')
  })

  it('escape what a visitor can put in the path', () => {
    const path = pathOf('/a"b\\c\u0000\u2028/?token=secret')
    const entry = JSON.parse(formatRequestLog({ id: 'i', method: 'GET', path, status: 404, ms: 0, bytes: 0 }))
    expect(entry.path).toBe('/a"b\\c\u0000\u2028/')
    expect(JSON.stringify(entry)).not.toContain('secret')
  })

  it('keep a sensible id from the load balancer and make one otherwise', () => {
    expect(requestId('lb-0123456789')).toBe('lb-0123456789')
    expect(requestId('bad id with spaces')).toMatch(/^[\da-f-]{36}$/)
    expect(requestId(undefined)).toMatch(/^[\da-f-]{36}$/)
  })
})
