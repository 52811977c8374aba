import fc from 'fast-check'
import { Hono } from 'hono'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import * as auth from '#contracts/auth.ts'
import * as catalog from '#contracts/catalog.ts'
import * as commerce from '#contracts/commerce.ts'
import { CURRENCIES } from '#contracts/currencies.ts'
import * as premium from '#contracts/premium.ts'
import * as support from '#contracts/support.ts'
import { ApiError } from '#api/http/errors.ts'
import { jsonBody } from '#api/http/validate.ts'
import { PROTOTYPE_KEYS, RUNS, anyString } from './arbitraries'

/** Every valibot schema the contracts export, found by shape so a new one is covered without a list. */
const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema'
const schemas: [string, v.GenericSchema][] = Object.entries({
  ...auth,
  ...catalog,
  ...commerce,
  ...premium,
  ...support,
}).flatMap(([name, value]: [string, unknown]) => (isSchema(value) ? [[name, value] as [string, v.GenericSchema]] : []))

/** JSON-ish input an API receives: any JSON value, objects shaped like payloads, prototype keys. */
const hostileValue = fc.oneof(
  fc.jsonValue(),
  fc.anything(),
  fc.dictionary(
    fc.oneof(
      fc.constantFrom(
        'email',
        'password',
        'locale',
        'message',
        'topic',
        'code',
        'plan_id',
        'node_id',
        ...PROTOTYPE_KEYS,
      ),
      fc.string({ maxLength: 6 }),
    ),
    fc.oneof(fc.jsonValue(), anyString),
    { maxKeys: 6 },
  ),
)

/** Addresses valibot's `email` action accepts (it is stricter than RFC 5322 on purpose). */
const email = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9_+-]{1,20}(\.[A-Za-z0-9_+-]{1,8}){0,2}$/),
    fc.stringMatching(/^[A-Za-z0-9]{1,12}([.-][A-Za-z0-9]{1,8}){0,2}$/),
    fc.stringMatching(/^[A-Za-z]{2,6}$/),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`)
const password = fc
  .string({ unit: 'grapheme', minLength: auth.PASSWORD_MIN, maxLength: auth.PASSWORD_MAX })
  .filter((p) => p.length >= auth.PASSWORD_MIN && p.length <= auth.PASSWORD_MAX)
const locale = fc.option(fc.constantFrom(...auth.LOCALE_CODES), { nil: undefined })
const message = fc
  .string({ unit: 'grapheme', minLength: support.MESSAGE_MIN, maxLength: 300 })
  .filter((m) => m.trim().length >= support.MESSAGE_MIN)

const validPayloads: [v.GenericSchema, fc.Arbitrary<unknown>][] = [
  [auth.RegisterSchema, fc.record({ email, password, locale }, { requiredKeys: ['email', 'password'] })],
  [auth.LoginSchema, fc.record({ email, password: fc.string({ minLength: 1, maxLength: 512 }) })],
  [auth.ForgotSchema, fc.record({ email, locale }, { requiredKeys: ['email'] })],
  [auth.ResetPasswordSchema, fc.record({ password })],
  [
    auth.ChangePasswordSchema,
    fc.record({ current_password: fc.string({ minLength: 1, maxLength: 20 }), new_password: password }),
  ],
  [
    support.ContactMessageSchema,
    fc.record(
      { email, topic: fc.constantFrom(...support.CONTACT_TOPICS), message, locale },
      { requiredKeys: ['email', 'topic', 'message'] },
    ),
  ],
  [
    commerce.CreateOrderSchema,
    fc.record(
      {
        plan_id: fc.stringMatching(/^[a-z0-9-]{1,32}$/),
        currency: fc.constantFrom(...CURRENCIES),
        promo_code: fc.string({ maxLength: 64 }),
      },
      { requiredKeys: ['plan_id'] },
    ),
  ],
  [commerce.CheckoutSchema, fc.record({ order_id: fc.uuid() })],
  [catalog.PromoCheckQuerySchema, fc.record({ code: fc.stringMatching(/^[A-Za-z0-9]{1,64}$/) })],
  [catalog.EmailCheckQuerySchema, fc.record({ email })],
  [catalog.PlansQuerySchema, fc.record({ currency: fc.constantFrom(...CURRENCIES) }, { requiredKeys: [] })],
  [catalog.NodesQuerySchema, fc.record({ tier: fc.constantFrom('free', 'premium') }, { requiredKeys: [] })],
  [catalog.RedirectLookupQuerySchema, fc.record({ path: fc.string({ maxLength: 100 }).map((p) => `/${p}`) })],
  [
    catalog.AffiliateEventSchema,
    fc.record(
      { event: fc.constantFrom('visit', 'signup', 'purchase'), aid: fc.string({ maxLength: 64 }) },
      { requiredKeys: ['event'] },
    ),
  ],
  [
    catalog.AffiliatePostbackSchema,
    fc.dictionary(fc.string({ maxLength: 64 }), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)), {
      maxKeys: 50,
    }),
  ],
  [
    premium.ConnectionConfigQuerySchema,
    fc.record(
      { node_id: fc.stringMatching(/^\d{1,9}$/), protocol: fc.constantFrom(...premium.VPN_PROTOCOLS) },
      { requiredKeys: ['node_id'] },
    ),
  ],
  [premium.ActionKeyExchangeSchema, fc.record({ key: fc.stringMatching(/^[A-Za-z0-9_-]{20,200}$/) })],
]

describe('API payload schemas', () => {
  it(`never throw on any input (${schemas.length} schemas)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...schemas), hostileValue, ([, schema], input) => {
        const result = v.safeParse(schema, input)
        expect(typeof result.success).toBe('boolean')
      }),
      { numRuns: 500 },
    )
  })

  it('accept every valid generated payload', () => {
    for (const [schema, payload] of validPayloads) {
      fc.assert(
        fc.property(payload, (input) => {
          const result = v.safeParse(schema, input)
          expect(result.issues?.map((i) => i.message)).toBeUndefined()
        }),
        { numRuns: 60 },
      )
    }
  })
})

describe('e-mail and password rules', () => {
  it('e-mails: padding and case do not matter; the output is trimmed, lowercase and re-parses to itself', () => {
    fc.assert(
      fc.property(email, fc.constantFrom('', ' ', '\t', ' \n'), fc.boolean(), (address, pad, upper) => {
        const input = `${pad}${upper ? address.toUpperCase() : address}${pad}`
        const output = v.parse(auth.EmailSchema, input)
        expect(output).toBe(address.toLowerCase())
        expect(v.parse(auth.EmailSchema, output)).toBe(output)
      }),
      RUNS,
    )
  })

  it('e-mails: whatever is accepted has one @, no whitespace and at most 254 characters', () => {
    const near = fc.oneof(
      email,
      anyString,
      email.map((e) => `${'a'.repeat(250)}${e}`),
      email.map((e) => e.replace('@', '@@')),
    )
    fc.assert(
      fc.property(near, (input) => {
        const result = v.safeParse(auth.EmailSchema, input)
        if (!result.success) return
        expect(result.output.split('@')).toHaveLength(2)
        expect(result.output).not.toMatch(/\s/)
        expect(result.output.length).toBeLessThanOrEqual(254)
      }),
      RUNS,
    )
  })

  it('new passwords: accepted exactly when 12 to 128 characters long', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 140 }), fc.string({ minLength: 120, maxLength: 140 }), fc.anything()),
        (input) => {
          const ok = typeof input === 'string' && input.length >= auth.PASSWORD_MIN && input.length <= auth.PASSWORD_MAX
          expect(v.safeParse(auth.NewPasswordSchema, input).success).toBe(ok)
          expect(v.safeParse(auth.ResetPasswordSchema, { password: input }).success).toBe(ok)
        },
      ),
      RUNS,
    )
  })

  it('contact messages: accepted exactly when 20 to 5000 characters once trimmed', () => {
    fc.assert(
      fc.property(
        email,
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom(' '.repeat(30), 'x'.repeat(5001), ` ${'x'.repeat(4999)} `),
        ),
        (address, text) => {
          const result = v.safeParse(support.ContactMessageSchema, { email: address, topic: 'other', message: text })
          const length = text.trim().length
          expect(result.success).toBe(length >= support.MESSAGE_MIN && length <= support.MESSAGE_MAX)
        },
      ),
      RUNS,
    )
  })

  it('promo codes and node ids come out normalised and bounded', () => {
    fc.assert(
      fc.property(anyString, fc.oneof(fc.stringMatching(/^\d{1,12}$/), anyString), (code, node) => {
        const promo = v.safeParse(catalog.PromoCheckQuerySchema, { code })
        if (promo.success) {
          expect(promo.output.code).toBe(promo.output.code.trim().toUpperCase())
          expect(promo.output.code.length).toBeGreaterThan(0)
          expect(promo.output.code.length).toBeLessThanOrEqual(64)
        }
        const config = v.safeParse(premium.ConnectionConfigQuerySchema, { node_id: node })
        if (config.success) {
          expect(Number.isSafeInteger(config.output.node_id)).toBe(true)
          expect(config.output.node_id).toBe(Number(node))
        }
        expect(config.success).toBe(/^\d{1,9}$/.test(node))
      }),
      RUNS,
    )
  })

  it('affiliate postbacks refuse more than 50 fields or keys over 64 characters', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 70 }), fc.string({ maxLength: 3 }), { maxKeys: 60 }),
        (record) => {
          const keys = Object.keys(record)
          const ok = keys.length <= 50 && keys.every((k) => k.length <= 64)
          expect(v.safeParse(catalog.AffiliatePostbackSchema, record).success).toBe(ok)
        },
      ),
      { numRuns: 100 },
    )
  })
})

describe('JSON bodies through the API boundary', () => {
  const app = new Hono()
  app.post('/', async (c) => c.json(await jsonBody(c, auth.RegisterSchema)))
  app.onError((error, c) => c.json({ error: error.message }, error instanceof ApiError ? error.status : 500))

  it('answer 200 or a 4xx, never a 5xx, for any body and content type', async () => {
    const body = fc.oneof(
      anyString,
      fc.jsonValue().map((j) => JSON.stringify(j)),
      fc
        .record({ email: fc.oneof(email, anyString), password: fc.oneof(password, anyString) })
        .map((j) => JSON.stringify(j)),
      fc.constantFrom('{"__proto__":{"email":"a@b.cd"}}', '{"email":1e999}', '[', '\u0000'),
    )
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''),
        async (text, type) => {
          const response = await app.request('/', {
            method: 'POST',
            body: text,
            headers: type ? { 'content-type': type } : {},
          })
          expect(response.status === 200 || (response.status >= 400 && response.status < 500)).toBe(true)
        },
      ),
      { numRuns: 200 },
    )
  })
})
