import { IMAGE_BREAKPOINTS, IMAGE_DENSITIES, MAX_IMAGE_EDGE as MAX_EDGE, type ImageQuality } from '#contracts/images.ts'

export { IMAGE_BREAKPOINTS, IMAGE_DENSITIES }
export const DEFAULT_IMAGE_FORMAT = 'webp'

export interface ImageModifiers {
  format?: 'webp' | 'avif' | 'png' | 'jpeg'
  fit?: 'contain' | 'cover' | 'fill' | 'inside' | 'outside'
  /** One of the proxy's qualities (others are rounded up to the next one anyway). */
  quality?: ImageQuality
  /** Hex colour without '#', or a colour name. */
  background?: string
}

/** The proxy address of one rendition: `/_ipx/{modifiers}/{source path}`. */
export function imageUrl(src: string, width: number | undefined, modifiers: ImageModifiers = {}): string {
  const parts = [`f_${modifiers.format ?? DEFAULT_IMAGE_FORMAT}`]
  if (modifiers.fit) parts.push(`fit_${modifiers.fit}`)
  if (width) parts.push(`w_${Math.min(Math.round(width), MAX_EDGE)}`)
  if (modifiers.quality) parts.push(`q_${modifiers.quality}`)
  if (modifiers.background) parts.push(`b_${modifiers.background}`)
  return `/_ipx/${parts.join(',')}${src.startsWith('/') ? src : `/${src}`}`
}

/**
 * Candidate widths: every breakpoint at every density, never wider than the source allows
 * (so no upscaled renditions), always including the largest useful one.
 */
export function imageWidths(intrinsicWidth: number): number[] {
  const widths = new Set<number>()
  for (const breakpoint of Object.values(IMAGE_BREAKPOINTS)) {
    for (const density of IMAGE_DENSITIES) {
      const width = breakpoint * density
      if (width <= intrinsicWidth && width <= MAX_EDGE) widths.add(width)
    }
  }
  widths.add(Math.min(intrinsicWidth, MAX_EDGE))
  return [...widths].sort((a, b) => a - b)
}

export function imageSrcSet(src: string, intrinsicWidth: number, modifiers?: ImageModifiers): string {
  return imageWidths(intrinsicWidth)
    .map((width) => `${imageUrl(src, width, modifiers)} ${width}w`)
    .join(', ')
}

export interface ImageMeta {
  width: number
  height: number
  ratio: number
}

export function imageMeta(width: number, height: number): ImageMeta {
  return { width, height, ratio: height > 0 ? width / height : 0 }
}

/** Spec 8: an image that fails to load reports zero width, height and ratio. */
export const FAILED_IMAGE_META: ImageMeta = { width: 0, height: 0, ratio: 0 }
