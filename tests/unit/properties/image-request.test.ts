import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { MAX_EDGE, parseImageRequest } from '#host/images/image-request.ts'
import { PROTOTYPE_KEYS, RUNS, anyString, urlish } from './arbitraries'

const remoteHosts = new Set(['cdn.example', 'img.example:8443'])

const modifierName = fc.constantFrom(
  'f',
  'format',
  'fit',
  'w',
  'width',
  'h',
  'height',
  's',
  'resize',
  'q',
  'quality',
  'b',
  'background',
  'x',
  ...PROTOTYPE_KEYS,
)
const modifierValue = fc.oneof(
  fc.constantFrom(
    'webp',
    'png',
    'cover',
    '1',
    '640',
    `${MAX_EDGE}`,
    `${MAX_EDGE + 1}`,
    '0',
    '100x200',
    'fff',
    'red',
    '%',
    '%zz',
    '%2C',
    '',
  ),
  urlish(2),
)
const modifiers = fc.oneof(
  fc.constantFrom('_', ''),
  fc
    .array(fc.tuple(modifierName, fc.constantFrom('_', ':'), modifierValue), { minLength: 1, maxLength: 4 })
    .map((list) => list.map(([n, sep, v]) => `${n}${sep}${v}`).join(',')),
)
const source = fc.oneof(
  fc.constantFrom(
    'images/a.png',
    'images/b.JPG',
    'a.webp',
    'images/../secret.png',
    '.hidden.png',
    'a//b.png',
    'a\\b.png',
  ),
  fc.constantFrom(
    'https://cdn.example/a.png',
    'http:/cdn.example/a.png',
    'https:///img.example:8443/b.avif',
    'https://evil.example/a.png',
  ),
  fc.constantFrom(
    'https://cdn.example@evil.example/a.png',
    'https://evil.example#@cdn.example/a.png',
    'https%3A%2F%2Fevil.example%2Fa.png',
  ),
  fc.constantFrom(
    '%2e%2e/a.png',
    '%2E%2E%2Fa.png',
    '%5C..%5Ca.png',
    'a%00.png',
    'C:%5Ca.png',
    'file:///etc/passwd.png',
    '%',
  ),
  urlish(6),
)
const request = fc.oneof(
  fc.tuple(modifiers, source).map(([m, s]) => `/${m}/${s}`),
  anyString,
)

describe('image proxy requests (/_ipx/{modifiers}/{source})', () => {
  it('never throw: anything malformed is a 4xx reason', () => {
    fc.assert(
      fc.property(request, (rest) => {
        const parsed = parseImageRequest(rest, remoteHosts)
        if (!parsed.ok) {
          expect([400, 403, 404]).toContain(parsed.status)
          expect(parsed.error).toMatch(/^[a-z_]+$/)
        }
      }),
      {
        numRuns: 500,
        examples: [['/f_%/a.png'], ['/w_%E0%A4%A/a.png'], ['/constructor_1/a.png'], ['/__proto__:1/a.png']],
      },
    )
  })

  it('local sources stay inside the public folder; remote ones only on allowed hosts', () => {
    fc.assert(
      fc.property(request, (rest) => {
        const parsed = parseImageRequest(rest, remoteHosts)
        if (!parsed.ok) return
        if (parsed.remote) {
          const url = new URL(parsed.source)
          expect(['http:', 'https:']).toContain(url.protocol)
          expect(remoteHosts.has(url.host)).toBe(true)
          expect(url.username + url.password).toBe('')
        } else {
          expect(parsed.source).toMatch(/^\/(?![/\\])/)
          expect(parsed.source).not.toMatch(/(^|\/)\.|\\|\0|:/)
          // The file server resolves the path: it must not climb out of the folder either.
          expect(new URL(parsed.source, 'http://x/public/').pathname.startsWith('/')).toBe(true)
          expect(decodeURIComponent(parsed.source.replace(/%(?![0-9a-f]{2})/gi, '%25'))).not.toMatch(/(^|\/)\.\.(\/|$)/)
        }
        expect(parsed.source).toMatch(/\.(png|jpe?g|webp|avif|gif)$/i)
      }),
      { numRuns: 500 },
    )
  })

  it('keeps only known modifiers with bounded values', () => {
    fc.assert(
      fc.property(request, (rest) => {
        const parsed = parseImageRequest(rest, remoteHosts)
        if (!parsed.ok) return
        for (const [name, value] of Object.entries(parsed.modifiers)) {
          expect(['format', 'fit', 'width', 'height', 'resize', 'quality', 'background']).toContain(name)
          if (name === 'width' || name === 'height') expect(Number(value)).toBeGreaterThanOrEqual(1)
          if (name === 'width' || name === 'height') expect(Number(value)).toBeLessThanOrEqual(MAX_EDGE)
        }
      }),
      RUNS,
    )
  })

  it('accepts every well-formed request the image component could emit', () => {
    const edge = fc.integer({ min: 1, max: MAX_EDGE })
    fc.assert(
      fc.property(
        fc.constantFrom('webp', 'avif', 'png', 'jpeg'),
        edge,
        fc.integer({ min: 1, max: 100 }),
        fc.stringMatching(/^[a-z0-9-]{1,12}$/),
        (format, width, quality, name) => {
          const parsed = parseImageRequest(`/f_${format},w_${width},q_${quality}/images/${name}.png`, remoteHosts)
          expect(parsed).toEqual({
            ok: true,
            modifiers: { format, width: String(width), quality: String(quality) },
            source: `/images/${name}.png`,
            remote: false,
          })
        },
      ),
      RUNS,
    )
  })
})
