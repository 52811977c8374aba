import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

/**
 * The colour pairs the design system promises (WCAG 2.2 AA): text ≥ 4.5:1, borders of fields and
 * focus rings ≥ 3:1 (1.4.11), in the light and the dark theme. Read from tokens.css itself, so a
 * changed value that breaks a promise fails here.
 */
const css = readFileSync('app/styles/tokens.css', 'utf8')
const rootBlock = /:root,\s*\[data-theme\]\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? ''

const declarations = new Map(
  [...rootBlock.matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]),
)

type Theme = 'light' | 'dark'

/** A token's value in a theme: light-dark() picked, var() followed. */
function resolve(name: string, theme: Theme): string {
  const value = declarations.get(name)
  if (value === undefined) throw new Error(`${name} is not declared in tokens.css`)
  const pair = /^light-dark\(\s*([^,]+?)\s*,\s*([^)]+?)\s*\)$/.exec(value)
  const picked = pair ? (theme === 'light' ? pair[1] : pair[2]) : value
  const reference = /^var\((--[\w-]+)\)$/.exec(picked ?? '')
  return reference?.[1] ? resolve(reference[1], theme) : (picked ?? '')
}

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)
  if (!match?.[1]) throw new Error(`not a hex colour: ${hex}`)
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1]
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number]
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const TEXT = 4.5
const UI = 3

/** [foreground, background, minimum]: every pair the components use. */
const PAIRS: readonly (readonly [string, string, number])[] = [
  // Body text, muted text and links on every surface.
  ...['--color-surface', '--color-surface-alt', '--color-surface-raised', '--color-field'].flatMap((surface) => [
    ['--color-text', surface, TEXT] as const,
    ['--color-muted', surface, TEXT] as const,
    ['--color-link', surface, TEXT] as const,
    ['--color-action', surface, TEXT] as const, // outline buttons, step numbers' neighbours
    ['--color-danger', surface, TEXT] as const, // field errors
    ['--color-focus-surface', surface, UI] as const,
    ['--color-border-strong', surface, UI] as const, // field borders
  ]),
  // Buttons.
  ['--color-on-action', '--color-action', TEXT],
  ['--color-on-action', '--color-action-hover', TEXT],
  ['--color-on-danger', '--color-danger', TEXT],
  ['--color-on-danger', '--color-danger-hover', TEXT],
  // Notices and badges: their text on their surface, the edge beside it.
  ['--color-text', '--color-info-surface', TEXT],
  ['--color-link', '--color-info-surface', TEXT],
  ['--color-text', '--color-success-surface', TEXT],
  ['--color-success', '--color-success-surface', TEXT],
  ['--color-text', '--color-warning-surface', TEXT],
  ['--color-warning', '--color-warning-surface', TEXT],
  ['--color-text', '--color-danger-surface', TEXT],
  ['--color-danger', '--color-danger-surface', TEXT],
  ['--color-focus-surface', '--color-info-surface', UI],
  // The navy bands (header, hero, footer, aside call to action): text and the focus ring on both
  // stops of the gradient.
  ...['--color-primary', '--color-primary-2'].flatMap((band) => [
    ['--color-on-primary', band, TEXT] as const,
    ['--color-on-primary-muted', band, TEXT] as const,
    ['--color-focus-on-primary', band, UI] as const,
  ]),
  // Primary buttons on a navy band: the light green, visible against navy, with dark text.
  ['--color-action-on-band', '--color-primary', UI],
  ['--color-action-on-band', '--color-primary-2', UI],
  ['--color-on-action-on-band', '--color-action-on-band', TEXT],
  ['--color-on-action-on-band', '--color-action-on-band-hover', TEXT],
  // Buttons on the page: the green stands out from the surface too.
  ['--color-action', '--color-surface', UI],
]

describe('design tokens (tokens.css)', () => {
  it('are read from the file', () => {
    expect(declarations.size).toBeGreaterThan(40)
    expect(resolve('--color-text', 'light')).toMatch(/^#/)
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`keep every promised contrast in the ${theme} theme`, () => {
      const failures = PAIRS.flatMap(([fg, bg, min]) => {
        const ratio = contrast(resolve(fg, theme), resolve(bg, theme))
        return ratio >= min ? [] : [`${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`]
      })
      expect(failures).toEqual([])
    })
  }

  it('the ring in use is the surface ring, and the bands have one of their own', () => {
    expect(declarations.get('--color-focus')).toBe('var(--color-focus-surface)')
    // The surface ring and the page's green would be too faint on navy: that is why the bands
    // switch to their own (base.css).
    expect(contrast(resolve('--color-focus-surface', 'light'), resolve('--color-primary', 'light'))).toBeLessThan(UI)
    expect(contrast(resolve('--color-action', 'light'), resolve('--color-primary', 'light'))).toBeLessThan(UI)
    const base = readFileSync('app/styles/base.css', 'utf8')
    expect(base).toMatch(/\.band[^{]*\{[^}]*--color-focus: var\(--color-focus-on-primary\)/)
    expect(base).toMatch(/\.band[^{]*\{[^}]*--color-action: var\(--color-action-on-band\)/)
  })

  it('the contrast formula matches WCAG', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})
