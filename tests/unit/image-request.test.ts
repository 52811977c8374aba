import { describe, expect, it } from 'vitest'

import { IMAGE_BREAKPOINTS, IMAGE_DENSITIES, IMAGE_QUALITIES, IMAGE_WIDTHS } from '#contracts/images.ts'
import { addressKey } from '#host/images/client-address.ts'
import { parseImageProxyEnv } from '#host/images/image-env.ts'
import { normaliseImageRequest, parseImageRequest, type NormalisedImageRequest } from '#host/images/image-request.ts'

const hosts = new Set(['cdn.example'])

function normalise(rest: string): NormalisedImageRequest {
  const parsed = parseImageRequest(rest, hosts)
  if (!parsed.ok) throw new Error(`not parsed: ${rest} (${parsed.error})`)
  return normaliseImageRequest(parsed)
}

const keyOf = (rest: string) => {
  const result = normalise(rest)
  return result.ok ? result.key : result.error
}

describe('allowed renditions', () => {
  it('are the image component’s breakpoints at its densities', () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072])
    for (const breakpoint of Object.values(IMAGE_BREAKPOINTS)) {
      for (const density of IMAGE_DENSITIES) expect(IMAGE_WIDTHS).toContain(breakpoint * density)
    }
    expect(IMAGE_QUALITIES).toEqual([50, 70, 80, 90, 100])
  })
})

describe('normalised image requests', () => {
  it.each([
    ['/w_1/a.png', '/f_webp,w_320/a.png'],
    ['/w_320/a.png', '/f_webp,w_320/a.png'],
    ['/w_321/a.png', '/f_webp,w_640/a.png'],
    ['/w_540/a.png', '/f_webp,w_640/a.png'],
    ['/w_2049/a.png', '/f_webp,w_2560/a.png'],
    ['/w_3072/a.png', '/f_webp,w_3072/a.png'],
    ['/h_100/a.png', '/f_webp,h_320/a.png'],
    ['/height_700,width_700/a.png', '/f_webp,w_768,h_768/a.png'],
    ['/q_1/a.png', '/f_webp,q_50/a.png'],
    ['/q_51/a.png', '/f_webp,q_70/a.png'],
    ['/q_80/a.png', '/f_webp,q_80/a.png'],
    ['/q_99/a.png', '/f_webp,q_100/a.png'],
  ])('%s → %s (off-set values round up)', (rest, key) => {
    expect(keyOf(rest)).toBe(key)
  })

  it('one key for every spelling: defaults, aliases, order, case, 3-digit colours', () => {
    const same = (...rests: string[]) => expect(new Set(rests.map(keyOf))).toEqual(new Set([keyOf(rests[0]!)]))
    same('/_/a.png', '/f_webp/a.png', '/format_webp/a.png', '/format:webp/a.png')
    same('/f_jpg,w_300/a.png', '/w_320,format_jpeg/a.png')
    same('/q_75,w_700,f_png/a.png', '/f_png,w_768,q_80/a.png', '/quality_80,width_768,f_png/a.png')
    same('/s_320x640,fit_contain,b_FFF/a.png', '/b_ffffff,resize_320x640,fit_contain/a.png')
    same('/s_0320x0640/a.png', '/s_320x640/a.png')
    // fit and background change nothing without a box.
    same('/w_640,fit_cover,b_red/a.png', '/w_640/a.png')
  })

  it('keeps what makes results differ apart', () => {
    const distinct = ['/w_320/a.png', '/w_640/a.png', '/h_320/a.png', '/f_png/a.png', '/q_50/a.png', '/_/b.png']
    expect(new Set(distinct.map(keyOf)).size).toBe(distinct.length)
    expect(keyOf('/s_320x640,fit_cover/a.png')).not.toBe(keyOf('/s_320x640,fit_contain/a.png'))
    expect(keyOf('/s_640x320/a.png')).not.toBe(keyOf('/s_320x640/a.png'))
    expect(keyOf('/s_320x320,fit_contain,b_red/a.png')).not.toBe(keyOf('/s_320x320,fit_contain,b_blue/a.png'))
  })

  it('a box must use allowed edges on both sides: rounding would change its shape', () => {
    expect(keyOf('/s_320x640/a.png')).toBe('/f_webp,s_320x640/a.png')
    for (const box of ['100x100', '320x100', '300x640', '3072x3071']) {
      expect(normalise(`/s_${box}/a.png`)).toEqual({ ok: false, status: 400, error: 'size_not_allowed' })
    }
  })

  it('keeps the source, local or remote, and hands ipx the long modifier names', () => {
    expect(normalise('/w_500,q_60/https://cdn.example/x/a.png')).toEqual({
      ok: true,
      modifiers: { format: 'webp', width: '640', quality: '70' },
      source: 'https://cdn.example/x/a.png',
      remote: true,
      key: '/f_webp,w_640,q_70/https://cdn.example/x/a.png',
    })
    expect(normalise('/_/images/a%20b.png')).toMatchObject({ ok: true, source: '/images/a b.png', remote: false })
  })

  it('at most widths × heights × formats × qualities keys per source without a box', () => {
    const keys = new Set<string>()
    for (let edge = 1; edge <= 3072; edge += 7) {
      for (const quality of [1, 33, 66, 100]) keys.add(keyOf(`/w_${edge},h_${edge},q_${quality}/a.png`))
    }
    expect(keys.size).toBeLessThanOrEqual(IMAGE_WIDTHS.length * IMAGE_QUALITIES.length)
  })
})

describe('address keys for the per-visitor limit', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['1:2:3:4:5:6:1.2.3.4', '1:2:3:4::/64'],
    ['unknown', 'unknown'],
    ['not an address', 'not an address'],
  ])('%s → %s', (address, key) => {
    expect(addressKey(address)).toBe(key)
  })
})

describe('image proxy settings from the environment', () => {
  it('defaults under DATA_DIR, megabytes as bytes, a bad value named', () => {
    expect(parseImageProxyEnv({ DATA_DIR: '/var/planet', IMAGE_REMOTE_HOSTS: ' cdn.example , ' })).toEqual({
      remoteHosts: ['cdn.example'],
      cache: { dir: '/var/planet/image-cache', diskBytes: 256 * 1024 * 1024, memoryBytes: 32 * 1024 * 1024 },
    })
    expect(parseImageProxyEnv({ IMAGE_CACHE_DIR: '/tmp/images', IMAGE_CACHE_MB: '1' }).cache).toMatchObject({
      dir: '/tmp/images',
      diskBytes: 1024 * 1024,
    })
    expect(() => parseImageProxyEnv({ IMAGE_MEMORY_CACHE_MB: 'lots' })).toThrow(/IMAGE_MEMORY_CACHE_MB/)
  })
})
