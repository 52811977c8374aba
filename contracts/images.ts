/**
 * The image renditions the site asks for, shared by the `Image` component (which writes them into
 * `srcset`) and the image proxy (which renders nothing else). No imports: the browser loads this.
 */

/** Spec 9: image breakpoints and pixel densities. */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const
export const IMAGE_DENSITIES = [1, 2] as const

/**
 * Every breakpoint at every density, ascending: the only widths (and heights) the proxy renders.
 * Another value is rounded up to the next one of these (the proxy never enlarges a source, so a
 * request for a source's own width still gets that width).
 */
export const IMAGE_WIDTHS: readonly number[] = [
  ...new Set(Object.values(IMAGE_BREAKPOINTS).flatMap((breakpoint) => IMAGE_DENSITIES.map((d) => breakpoint * d))),
].sort((a, b) => a - b)

/** Largest output edge: the largest breakpoint at the largest density. */
export const MAX_IMAGE_EDGE = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!

/** The only encoder qualities the proxy renders; another value is rounded up to the next one. */
export const IMAGE_QUALITIES = [50, 70, 80, 90, 100] as const
export type ImageQuality = (typeof IMAGE_QUALITIES)[number]
