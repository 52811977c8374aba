/**
 * Horizontal overflow: what the overflow gate (tests/e2e/overflow.spec.ts) and the full sweep
 * (scripts/layout-sweep.mjs) look for in a page. `findOverflow` runs inside the page
 * (`page.evaluate(findOverflow)`), so it is self-contained: no imports, no closures.
 */

export interface OverflowOffender {
  /** `tag.class.class "text…"`: enough to find the element in the source. */
  element: string
  left: number
  right: number
  /** How far it reaches past the viewport, in CSS px (the larger side). */
  past: number
}

export interface OverflowReport {
  viewport: number
  /** The document scrolls sideways: `scrollWidth > clientWidth`. */
  documentWidth: number | undefined
  offenders: OverflowOffender[]
}

/**
 * Every visible element whose box reaches past the left or right edge of the viewport, outermost
 * first (an offender's descendants are left out: they overflow with it), then every text that runs
 * out of its element past an edge (`text in p "…"`). Ignored: elements inside
 * a container that scrolls or clips sideways (`overflow-x` other than `visible`, e.g. the
 * comparison table's wrapper, which is meant to scroll; the container itself is checked), hidden
 * ones (`display: none`, `visibility: hidden`, a closed `<details>`, no box) and visually hidden ones (1 × 1 px, clipped).
 */
export function findOverflow(): OverflowReport {
  const root = document.documentElement
  const viewport = root.clientWidth
  const tolerance = 0.5
  const offenders: OverflowOffender[] = []
  const reported = new Set<Element>()

  const describe = (element: Element) => {
    const classes = [...element.classList]
      .slice(0, 3)
      .map((name) => `.${name}`)
      .join('')
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
    return `${element.localName}${element.id ? `#${element.id}` : ''}${classes}${text ? ` "${text}"` : ''}`
  }

  /** Inside a box that scrolls or clips sideways (below <body>): what reaches out is not on screen. */
  const contained = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const overflowX = getComputedStyle(parent).overflowX
      if (overflowX !== 'visible') return true
    }
    return false
  }

  const insideReported = (element: Element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (reported.has(parent)) return true
    }
    return false
  }

  for (const element of document.body.querySelectorAll('*')) {
    if (element.localName === 'script' || element.localName === 'style' || element.localName === 'template') continue
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) continue
    if (rect.width <= 1 && rect.height <= 1) continue
    if (rect.left >= -tolerance && rect.right <= viewport + tolerance) continue
    // Also false inside a closed <details> or any `content-visibility: hidden` box.
    if (!element.checkVisibility({ visibilityProperty: true })) continue
    if (contained(element) || insideReported(element)) continue
    reported.add(element)
    offenders.push({
      element: describe(element),
      left: Math.round(rect.left),
      right: Math.round(rect.right),
      past: Math.round(Math.max(-rect.left, rect.right - viewport)),
    })
  }
  // Text that runs out of its box (a long word, an e-mail address, a URL) widens the page while
  // the box itself fits: each text node's lines are measured too, and named by their element.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || !node.textContent?.trim() || reported.has(parent)) continue
    if (parent.localName === 'script' || parent.localName === 'style' || parent.localName === 'template') continue
    range.selectNodeContents(node)
    const lines = [...range.getClientRects()].filter((line) => line.width > 0)
    const left = Math.min(...lines.map((line) => line.left))
    const right = Math.max(...lines.map((line) => line.right))
    if (!lines.length || (left >= -tolerance && right <= viewport + tolerance)) continue
    if (!parent.checkVisibility({ visibilityProperty: true })) continue
    const box = parent.getBoundingClientRect()
    if (box.width <= 1 && box.height <= 1) continue
    if (contained(parent) || insideReported(parent)) continue
    reported.add(parent)
    offenders.push({
      element: `text in ${describe(parent)}`,
      left: Math.round(left),
      right: Math.round(right),
      past: Math.round(Math.max(-left, right - viewport)),
    })
  }

  return {
    viewport,
    documentWidth: root.scrollWidth > viewport ? root.scrollWidth : undefined,
    offenders,
  }
}

/** One line per problem, for a failure message or the sweep's output; empty when the page fits. */
export function overflowLines(report: OverflowReport): string[] {
  return [
    ...(report.documentWidth === undefined
      ? []
      : [`document is ${report.documentWidth} px wide in a ${report.viewport} px viewport`]),
    ...report.offenders.map(
      (o) => `${o.element} reaches ${o.past} px past the viewport (x ${o.left}…${o.right} of ${report.viewport})`,
    ),
  ]
}
