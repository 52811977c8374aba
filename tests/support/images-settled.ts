/**
 * Runs in the page (`page.evaluate(imagesSettled, all)`): resolves once the displayed images are
 * loaded and decoded (a broken image counts as settled). Hidden images never load when lazy, and
 * `all: false` also leaves out lazy images not yet scrolled near. Self-contained: no imports.
 */
export function imagesSettled(all: boolean): Promise<unknown> {
  return Promise.all(
    [...document.images]
      .filter((image) => image.getClientRects().length > 0 && (all || image.loading !== 'lazy'))
      .map((image) => image.decode().catch(() => undefined)),
  )
}
