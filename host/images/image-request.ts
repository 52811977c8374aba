import * as v from 'valibot'

import { IMAGE_QUALITIES, IMAGE_WIDTHS, MAX_IMAGE_EDGE } from '#contracts/images.ts'

/** Spec 7/9: the modifiers the image proxy understands, with their short names. */
const ALIASES: Record<string, Modifier> = {
  f: 'format',
  format: 'format',
  fit: 'fit',
  w: 'width',
  width: 'width',
  h: 'height',
  height: 'height',
  s: 'resize',
  resize: 'resize',
  q: 'quality',
  quality: 'quality',
  b: 'background',
  background: 'background',
}

export type Modifier = 'format' | 'fit' | 'width' | 'height' | 'resize' | 'quality' | 'background'

/** Largest output edge: enough for a 1536 px breakpoint at density 2, small enough to bound memory. */
export const MAX_EDGE = MAX_IMAGE_EDGE

const edge = v.pipe(
  v.string(),
  v.regex(/^\d{1,4}$/, 'not_a_size'),
  v.transform(Number),
  v.minValue(1, 'size_too_small'),
  v.maxValue(MAX_EDGE, 'size_too_large'),
  v.transform(String),
)

const ModifierSchemas: Record<Modifier, v.GenericSchema<string, string>> = {
  format: v.picklist(['webp', 'avif', 'png', 'jpeg', 'jpg'], 'format_unsupported'),
  fit: v.picklist(['contain', 'cover', 'fill', 'inside', 'outside'], 'fit_unsupported'),
  width: edge,
  height: edge,
  resize: v.pipe(
    v.string(),
    v.regex(/^\d{1,4}x\d{1,4}$/, 'resize_invalid'),
    v.check((s) => s.split('x').every((n) => Number(n) >= 1 && Number(n) <= MAX_EDGE), 'size_too_large'),
  ),
  quality: v.pipe(
    v.string(),
    v.regex(/^\d{1,3}$/, 'quality_invalid'),
    v.check((s) => Number(s) >= 1 && Number(s) <= 100, 'quality_invalid'),
  ),
  // A hex colour without '#' (URL-safe) or a plain colour name.
  background: v.pipe(v.string(), v.regex(/^([0-9a-f]{3}|[0-9a-f]{6}|[a-z]{3,20})$/i, 'background_invalid')),
}

const SOURCE_EXTENSIONS = /\.(png|jpe?g|webp|avif|gif)$/i

export type ImageRequest =
  | { ok: true; modifiers: Partial<Record<Modifier, string>>; source: string; remote: boolean }
  | { ok: false; status: 400 | 403 | 404; error: string }

/**
 * Parses `/{modifiers}/{source}` (the part after the proxy prefix): modifiers are `name_value` pairs
 * joined by commas, or `_` for none; the source is a site path (`/images/a.png`) or an absolute
 * http(s) address on an allowed host. Anything else is refused with a 4xx reason.
 */
export function parseImageRequest(rest: string, remoteHosts: ReadonlySet<string>): ImageRequest {
  const slash = rest.indexOf('/', 1)
  if (!rest.startsWith('/') || slash === -1) return { ok: false, status: 400, error: 'path_invalid' }
  const modifiers: Partial<Record<Modifier, string>> = {}
  const list = rest.slice(1, slash)
  if (list !== '_' && list !== '') {
    for (const pair of list.split(',')) {
      const sep = pair.search(/[_:]/)
      const alias = sep === -1 ? pair : pair.slice(0, sep)
      // Own keys only: `constructor_1` must be an unknown modifier, not Object's constructor.
      const name = Object.hasOwn(ALIASES, alias) ? ALIASES[alias] : undefined
      if (!name || sep === -1) return { ok: false, status: 400, error: 'modifier_unknown' }
      if (modifiers[name] !== undefined) return { ok: false, status: 400, error: 'modifier_repeated' }
      let value: string
      try {
        value = decodeURIComponent(pair.slice(sep + 1))
      } catch {
        return { ok: false, status: 400, error: 'modifier_invalid' }
      }
      const parsed = v.safeParse(ModifierSchemas[name], value)
      if (!parsed.success) return { ok: false, status: 400, error: parsed.issues[0].message }
      modifiers[name] = parsed.output
    }
  }
  let source: string
  try {
    source = decodeURIComponent(rest.slice(slash + 1))
  } catch {
    return { ok: false, status: 400, error: 'source_invalid' }
  }
  if (/^https?:\/+/i.test(source)) {
    let url: URL
    try {
      url = new URL(source.replace(/^(https?:)\/+/i, '$1//'))
    } catch {
      return { ok: false, status: 400, error: 'source_invalid' }
    }
    if (!remoteHosts.has(url.host.toLowerCase())) return { ok: false, status: 403, error: 'source_not_allowed' }
    if (!SOURCE_EXTENSIONS.test(url.pathname)) return { ok: false, status: 400, error: 'source_type_unsupported' }
    return { ok: true, modifiers, source: url.href, remote: true }
  }
  source = `/${source}`
  // Only plain paths inside the public folder: no parent steps, back slashes, hidden files or schemes.
  if (/(^|\/)\.|\/\/|\\|\0|:/.test(source)) return { ok: false, status: 400, error: 'source_invalid' }
  if (!SOURCE_EXTENSIONS.test(source)) return { ok: false, status: 400, error: 'source_type_unsupported' }
  return { ok: true, modifiers, source, remote: false }
}

export type ParsedImageRequest = Extract<ImageRequest, { ok: true }>

export type NormalisedImageRequest =
  | { ok: true; modifiers: Partial<Record<Modifier, string>>; source: string; remote: boolean; key: string }
  | { ok: false; status: 400; error: string }

/** The short names, in the fixed order of a normalised request's key. */
const KEY_ORDER: [Modifier, string][] = [
  ['format', 'f'],
  ['width', 'w'],
  ['height', 'h'],
  ['resize', 's'],
  ['fit', 'fit'],
  ['background', 'b'],
  ['quality', 'q'],
]

/** The first allowed value at least `value`; undefined above the largest. */
const roundUp = (allowed: readonly number[], value: number) => allowed.find((a) => a >= value)

/**
 * Maps a parsed request onto the few renditions the proxy renders, so that the number of distinct
 * results (and transforms) per source stays small:
 *
 * - widths and heights round up to the next of `IMAGE_WIDTHS` (the proxy never enlarges, so a
 *   source narrower than the rounded width keeps its own width);
 * - qualities round up to the next of `IMAGE_QUALITIES`;
 * - a box (`s_WxH`) must use two of `IMAGE_WIDTHS`, else 400 `size_not_allowed`: rounding each side
 *   on its own would change the box's shape, which is what the box asks for;
 * - the format defaults to WebP and `jpg` is `jpeg`; a 3-digit colour is written with 6 digits;
 * - `fit` and `background` are kept only with a box: ipx applies them nowhere else.
 *
 * `key` is the normalised request in the proxy's own form (`/{modifiers}/{source}`, modifiers in a
 * fixed order): one key, one result.
 */
export function normaliseImageRequest(parsed: ParsedImageRequest): NormalisedImageRequest {
  const input = parsed.modifiers
  const modifiers: Partial<Record<Modifier, string>> = {}
  modifiers.format = input.format === 'jpg' ? 'jpeg' : (input.format ?? 'webp')
  for (const name of ['width', 'height'] as const) {
    if (input[name] === undefined) continue
    const edge = roundUp(IMAGE_WIDTHS, Number(input[name]))
    if (edge === undefined) return { ok: false, status: 400, error: 'size_too_large' }
    modifiers[name] = String(edge)
  }
  if (input.resize !== undefined) {
    if (!input.resize.split('x').every((side) => IMAGE_WIDTHS.includes(Number(side)))) {
      return { ok: false, status: 400, error: 'size_not_allowed' }
    }
    modifiers.resize = input.resize.split('x').map(Number).join('x')
    if (input.fit !== undefined) modifiers.fit = input.fit
    if (input.background !== undefined) modifiers.background = canonicalColour(input.background)
  }
  if (input.quality !== undefined) {
    const quality = roundUp(IMAGE_QUALITIES, Number(input.quality))
    if (quality === undefined) return { ok: false, status: 400, error: 'quality_invalid' }
    modifiers.quality = String(quality)
  }
  const list = KEY_ORDER.filter(([name]) => modifiers[name] !== undefined).map(
    ([name, short]) => `${short}_${modifiers[name]}`,
  )
  return { ...parsed, ok: true, modifiers, key: `/${list.join(',')}${parsed.remote ? '/' : ''}${parsed.source}` }
}

function canonicalColour(colour: string): string {
  const lower = colour.toLowerCase()
  return /^[0-9a-f]{3}$/.test(lower) ? [...lower].map((c) => c + c).join('') : lower
}
