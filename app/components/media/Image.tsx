import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'

import { FAILED_IMAGE_META, imageMeta, imageSrcSet, imageUrl, type ImageModifiers } from './image-url'

interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  /** A path under `public/` (e.g. `/images/planet-hero.png`). */
  src: string
  /** Required: describe the picture, or pass '' when it is decoration only. */
  alt: string
  /** The source's own size in pixels: it bounds the renditions and reserves the space (no layout shift). */
  width: number
  height: number
  /** Layout width hint for the browser, e.g. `(min-width: 768px) 50vw, 100vw`. */
  sizes?: string
  modifiers?: ImageModifiers
  /** The largest image above the fold: load eagerly with high priority. */
  priority?: boolean
}

/**
 * The one image component: responsive WebP renditions through the image proxy for the spec's
 * breakpoints and densities. SVG files are served as they are.
 */
export function Image({ src, alt, width, height, sizes, modifiers, priority, onError, style, ...rest }: ImageProps) {
  const [meta, setMeta] = useState(() => imageMeta(width, height))
  const ref = useRef<HTMLImageElement>(null)
  // An error that happened before hydration fired no React handler: catch it up.
  useEffect(() => {
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0) setMeta(FAILED_IMAGE_META)
  }, [])
  const vector = src.endsWith('.svg')
  const failed = meta.ratio === 0
  return (
    <img
      {...rest}
      ref={ref}
      src={vector ? src : imageUrl(src, width, modifiers)}
      srcSet={vector ? undefined : imageSrcSet(src, width, modifiers)}
      sizes={vector ? undefined : (sizes ?? '100vw')}
      alt={alt}
      width={failed ? undefined : meta.width}
      height={failed ? undefined : meta.height}
      // No aspect-ratio style: width and height reserve the space (the stylesheet sets height: auto),
      // and pages carry no style attributes, which the CSP does not allow.
      style={style}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-image-failed={failed ? '' : undefined}
      onError={(event) => {
        setMeta(FAILED_IMAGE_META)
        onError?.(event)
      }}
    />
  )
}
