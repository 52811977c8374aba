import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { StatusSchema } from '#contracts/status.ts'
import { createTestApi } from './harness'

const TOKEN = 'status-admin-token-for-tests-0123456789'

let api: Awaited<ReturnType<typeof createTestApi>>
beforeAll(async () => {
  api = await createTestApi({ STATUS_ADMIN_TOKEN: TOKEN })
})
afterAll(() => api.close())

const report = (body: unknown, token = TOKEN, ip?: string) => api.call('POST', '/admin/incidents', { body, token, ip })

describe('GET /status', () => {
  it('answers the seeded past incidents, resolved, newest first, cacheable for 30 s', async () => {
    const res = await api.call('GET', '/status')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=30')
    const status = v.parse(StatusSchema, res.json)
    expect(status.incidents.length).toBeGreaterThanOrEqual(3)
    expect(status.incidents.every((incident) => incident.resolved_at !== null)).toBe(true)
    const starts = status.incidents.map((incident) => Date.parse(incident.started_at))
    expect(starts).toEqual([...starts].sort((a, b) => b - a))
  })
})

describe('the incident endpoints', () => {
  const incident = { component: 'payments', impact: 'degraded', summary: { en: 'Card payments are slow.' } }

  it('take an incident with the token, list it as open, and end it', async () => {
    const created = await report({
      ...incident,
      summary: { en: 'Card payments are slow.', de: 'Kartenzahlungen sind langsam.' },
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ component: 'payments', impact: 'degraded', resolved_at: null })
    const open = (await api.call('GET', '/status')).json.incidents[0]
    expect(open).toMatchObject({ id: created.json.id, summary: { de: 'Kartenzahlungen sind langsam.' } })

    const resolvedAt = new Date(Date.now() + 1000).toISOString()
    const ended = await api.call('PATCH', `/admin/incidents/${created.json.id}`, {
      body: { resolved_at: resolvedAt },
      token: TOKEN,
    })
    expect(ended.status).toBe(200)
    expect(ended.json.resolved_at).toBe(resolvedAt)
    expect(ended.json.summary.en).toBe('Card payments are slow.')
  })

  it('refuse a missing or wrong token, and count wrong ones per network without locking the owner out', async () => {
    expect((await api.call('POST', '/admin/incidents', { body: incident })).status).toBe(401)
    const ip = '203.0.113.7'
    const answers: number[] = []
    for (let i = 0; i < 11; i++) answers.push((await report(incident, 'x'.repeat(40), ip)).status)
    expect(answers.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(answers[10]).toBe(429)
    // The right token from the same network still works.
    expect((await report(incident, TOKEN, ip)).status).toBe(201)
  })

  it('name each invalid field', async () => {
    const res = await report({ component: 'moon', impact: 'bad', summary: { de: 'Nur Deutsch' } })
    expect(res.status).toBe(422)
    expect(res.json.error.fields).toMatchObject({ component: 'unknown_component', impact: 'unknown_impact' })
    const noEnglish = await report({ ...incident, summary: { de: 'Nur Deutsch' } })
    expect(noEnglish.json.error.fields).toEqual({ summary: 'english_required' })
    const backwards = await report({
      ...incident,
      started_at: '2026-11-02T10:00:00Z',
      resolved_at: '2026-11-01T10:00:00Z',
    })
    expect(backwards.status).toBe(422)
    const unknownLanguage = await report({ ...incident, summary: { en: 'x', xx: 'y' } })
    expect(unknownLanguage.status).toBe(422)
  })

  it('answer 404 for an unknown incident, and for everything while no token is configured', async () => {
    const patch = { body: { resolved_at: null }, token: TOKEN }
    expect((await api.call('PATCH', '/admin/incidents/999999', patch)).status).toBe(404)
    expect((await api.call('PATCH', '/admin/incidents/abc', patch)).status).toBe(404)
    const closed = await createTestApi()
    try {
      expect((await closed.call('POST', '/admin/incidents', { body: incident, token: TOKEN })).status).toBe(404)
      expect((await closed.call('GET', '/status')).status).toBe(200)
    } finally {
      await closed.close()
    }
  })
})
