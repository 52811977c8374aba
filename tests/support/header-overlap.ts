/**
 * Header items on top of each other: what the overflow gate (tests/e2e/overflow.spec.ts) and the
 * pseudo-locale check (scripts/pseudo-locale-check.mjs) look for. Longer words can still fit the
 * viewport yet run a navigation link under the language button, which no overflow check sees.
 * `findHeaderOverlaps` runs inside the page (`page.evaluate(findHeaderOverlaps)`), so it is
 * self-contained: no imports, no closures.
 */

/**
 * Every pair of visible header items whose boxes intersect: a link of the navigation bar against
 * the logo, the tools (language button, account link, call to action, menu button) and the other
 * links. Boxes that only touch at an edge do not count.
 */
export function findHeaderOverlaps(): string[] {
  const visible = (selector: string) =>
    [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility())
  const links = visible('.site-header .site-nav--bar a')
  const controls = visible('.site-header__brand, .site-header__tools > *')
  const name = (element: Element) => {
    const first = String(element.className).split(' ')[0]
    return `${element.localName}${first ? `.${first}` : ''} "${element.textContent?.trim().slice(0, 40) ?? ''}"`
  }
  const meet = (a: Element, b: Element) => {
    const x = a.getBoundingClientRect()
    const y = b.getBoundingClientRect()
    return x.left < y.right && y.left < x.right && x.top < y.bottom && y.top < x.bottom
  }
  const found: string[] = []
  links.forEach((link, index) => {
    for (const other of [...controls, ...links.slice(index + 1)]) {
      if (meet(link, other)) found.push(`${name(link)} overlaps ${name(other)}`)
    }
  })
  return found
}
