import { describe, expect, it } from 'vitest'

import { FAILED_IMAGE_META, imageMeta, imageSrcSet, imageUrl, imageWidths } from '#app/components/media/image-url.ts'
import { parseImageRequest } from '#host/images/image-request.ts'

describe('image renditions (spec 9)', () => {
  it('covers each breakpoint at densities 1 and 2 up to the source width', () => {
    expect(imageWidths(4000)).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072])
    expect(imageWidths(1100)).toEqual([320, 640, 768, 1024, 1100])
    expect(imageWidths(200)).toEqual([200])
  })

  it('defaults to WebP and encodes the modifiers the proxy reads', () => {
    expect(imageUrl('/images/a.png', 640)).toBe('/_ipx/f_webp,w_640/images/a.png')
    expect(imageUrl('images/a.png', 320, { format: 'png', fit: 'cover', quality: 70, background: 'fff' })).toBe(
      '/_ipx/f_png,fit_cover,w_320,q_70,b_fff/images/a.png',
    )
  })

  it('every URL the component emits is one the proxy accepts', () => {
    for (const entry of imageSrcSet('/images/a.png', 5000, { fit: 'inside', quality: 80 }).split(', ')) {
      const [url, descriptor] = entry.split(' ')
      expect(descriptor).toMatch(/^\d+w$/)
      expect(parseImageRequest(url!.slice('/_ipx'.length), new Set())).toMatchObject({ ok: true })
    }
  })

  it('metadata: ratio from the size, zeros after a load failure', () => {
    expect(imageMeta(540, 360)).toEqual({ width: 540, height: 360, ratio: 1.5 })
    expect(imageMeta(10, 0).ratio).toBe(0)
    expect(FAILED_IMAGE_META).toEqual({ width: 0, height: 0, ratio: 0 })
  })
})
