/**
 * Target sizes: what the phone sweep (tests/e2e/overflow.spec.ts) and the full layout sweep check
 * in a page. `findSmallTargets` runs inside the page (`page.evaluate(findSmallTargets)`), so it is
 * self-contained: no imports, no closures.
 *
 * The rules, from WCAG 2.2 (2.5.8 Target Size, minimum) and the design brief:
 * - every pointer target is at least 24 × 24 CSS px, unless a 24 px circle on its centre touches no
 *   other target (and no other small target's circle), or it is a link inside a sentence;
 * - a button (`.button`, a submit button) is at least 44 px high on a phone: the thumb's size.
 * A checkbox or radio button counts with its label, which the browser makes part of the target.
 */

export interface SmallTarget {
  /** `tag.class "text…"`: enough to find the element in the source. */
  element: string
  width: number
  height: number
  /** What it misses: the 24 px minimum, or 44 px for a button. */
  needs: 24 | 44
}

export function findSmallTargets(): SmallTarget[] {
  const MIN = 24
  const BUTTON_MIN = 44
  const tolerance = 0.5
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="tab"]',
  ].join(',')

  const describe = (element: Element) => {
    const classes = [...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('')
    const text = (element.textContent ?? element.getAttribute('aria-label') ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40)
    return `${element.localName}${classes}${text ? ` "${text}"` : ''}`
  }

  /** On screen for a pointer: a box, not hidden, not visually hidden (1 × 1 clipped), not inert. */
  const usable = (element: Element, rect: DOMRect) => {
    if (rect.width <= 1 || rect.height <= 1) return false
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden' || style.pointerEvents === 'none') return false
    if (element.closest('[inert], [aria-hidden="true"], details:not([open]) > :not(summary)')) return false
    return true
  }

  /** The box a pointer can hit: a checkbox or radio button together with its label. */
  const targetBox = (element: Element): DOMRect => {
    const rect = element.getBoundingClientRect()
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      for (const label of element.labels ?? []) {
        const box = label.getBoundingClientRect()
        const left = Math.min(rect.left, box.left)
        const top = Math.min(rect.top, box.top)
        return new DOMRect(left, top, Math.max(rect.right, box.right) - left, Math.max(rect.bottom, box.bottom) - top)
      }
    }
    return rect
  }

  /** A link in running text: its block has words outside any link (2.5.8's inline exception). */
  const inSentence = (element: Element) => {
    if (element.localName !== 'a' || getComputedStyle(element).display !== 'inline') return false
    const block = element.parentElement?.closest('p, li, dd, td, figcaption, blockquote, label, legend')
    if (!block) return false
    const clone = block.cloneNode(true) as Element
    for (const link of clone.querySelectorAll('a')) link.remove()
    return (clone.textContent ?? '').replace(/\s+/g, '').length > 0
  }

  const targets = [...document.querySelectorAll(selector)]
    .map((element) => ({ element, rect: targetBox(element) }))
    .filter(({ element, rect }) => usable(element, rect))
  const small = targets.filter(({ rect }) => rect.width + tolerance < MIN || rect.height + tolerance < MIN)

  const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 })
  /** Distance from a point to the nearest point of a box (0 inside it). */
  const distanceToBox = (point: { x: number; y: number }, rect: DOMRect) =>
    Math.hypot(
      Math.max(rect.left - point.x, 0, point.x - rect.right),
      Math.max(rect.top - point.y, 0, point.y - rect.bottom),
    )
  /** 2.5.8's spacing exception: the 24 px circle on the centre touches no other target or small target's circle. */
  const spaced = (target: { element: Element; rect: DOMRect }) => {
    const c = centre(target.rect)
    for (const other of targets) {
      if (other === target || other.element.contains(target.element) || target.element.contains(other.element)) continue
      if (distanceToBox(c, other.rect) < MIN / 2 - tolerance) return false
    }
    for (const other of small) {
      if (other === target) continue
      const o = centre(other.rect)
      if (Math.hypot(c.x - o.x, c.y - o.y) < MIN - tolerance) return false
    }
    return true
  }

  const found: SmallTarget[] = []
  for (const target of small) {
    if (inSentence(target.element) || spaced(target)) continue
    found.push({
      element: describe(target.element),
      width: Math.round(target.rect.width),
      height: Math.round(target.rect.height),
      needs: MIN,
    })
  }
  if (window.innerWidth < 600) {
    for (const { element, rect } of targets) {
      const isButton =
        element.classList.contains('button') ||
        (element instanceof HTMLButtonElement && element.type === 'submit' && element.form !== null)
      if (isButton && rect.height + tolerance < BUTTON_MIN)
        found.push({
          element: describe(element),
          width: Math.round(rect.width),
          height: Math.round(rect.height),
          needs: BUTTON_MIN,
        })
    }
  }
  return found
}

/** One line per small target, for a test's failure message. */
export function smallTargetLines(found: SmallTarget[]): string[] {
  return found.map((target) => `${target.element} is ${target.width} × ${target.height} px (needs ${target.needs})`)
}
