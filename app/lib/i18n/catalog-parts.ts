import { PAGES } from '#app/pages.ts'

/**
 * Each locale's catalog is compiled into parts (initial JavaScript budget, `npm run bench:js`): the
 * "shell" every page loads before hydration, and parts only some pages load before they render.
 * Translators still keep one PO file per locale; the build (scripts/vite-plugins/catalog-parts.ts)
 * sorts its messages by the `#:` origins `lingui extract` writes. A message used by any file
 * outside the parts' files stays in the shell, so the split can only ever make a part smaller.
 */
/** The parts a page may need on top of the shell before it renders. */
export const PAGE_PART_NAMES = [
  'account',
  'tools',
  'leaks',
  'contact',
  'home',
  'servers',
  'status',
  'downloads',
  'answers',
] as const
export type PagePart = (typeof PAGE_PART_NAMES)[number]
/**
 * Every part: the shell, the page parts, `errors` (a feature loads it on demand) and `pricing`
 * (the plan cards, loaded with their code after start: view-catalogs.ts).
 */
export const CATALOG_PARTS = ['shell', ...PAGE_PART_NAMES, 'errors', 'pricing'] as const
export type CatalogPart = (typeof CATALOG_PARTS)[number]

/**
 * The part each page loads, by the first segment of its path (`cabinet` for `/cabinet/profile/`):
 * from the page registry. Their route files and the features below are the only places the part's
 * messages are used.
 */
const PAGE_PARTS: ReadonlyMap<string, PagePart> = new Map(
  PAGES.flatMap((page): [string, PagePart][] => ('part' in page ? [[page.path.split('/')[1] ?? '', page.part]] : [])),
)

/** Source folders (and files) whose messages only the pages of these parts show. */
const FOLDER_PARTS: readonly (readonly [folder: string, parts: readonly Exclude<CatalogPart, 'shell'>[]])[] = [
  // The plan cards: the pricing page and the home page's pricing section load them with their code.
  ['app/features/order/PlanCards.tsx', ['pricing']],
  ['app/features/home/HomePricing.tsx', ['pricing']],
  ['app/features/order/RefundLine.tsx', ['pricing']],
  // The home page's hero, trust strip, benefits and platform tiles: only its route renders them.
  ['app/features/home/', ['home']],
  // The live server list: only the servers pages show it; the service's state only the status page.
  ['app/features/servers/', ['servers']],
  ['app/features/status/', ['status']],
  // The download page's and platform pages' files, facts and verify boxes; the answers' search.
  ['app/features/downloads/', ['downloads']],
  ['app/features/answers/', ['answers']],
  ['app/features/account/', ['account']],
  ['app/features/order/', ['account']],
  ['app/features/tools/WebRtcTool.tsx', ['leaks']],
  ['app/features/tools/DnsCheckTool.tsx', ['leaks']],
  ['app/features/tools/TestPanel.tsx', ['leaks']],
  ['app/features/tools/', ['tools']],
  ['app/features/contact/', ['contact']],
  // The forms' error sentences: in the account part (account pages show them from the server's
  // answers as they render), and a part of their own that the contact form loads when it is
  // first sent (most visitors of the contact page never see an error).
  ['app/components/forms/error-messages.ts', ['account', 'errors']],
  // Form fields and alerts: the account forms and the contact form.
  ['app/components/forms/', ['account', 'contact']],
]

const ROUTES_FOLDER = 'app/routes/{-$lang}/'

/** The parts a source file's messages belong to; `['shell']` for everything else. */
export function catalogPartsOfFile(file: string): readonly CatalogPart[] {
  const path = file.replaceAll('\\', '/').replace(/^\.\//, '')
  for (const [folder, parts] of FOLDER_PARTS) if (path.startsWith(folder)) return parts
  if (path.startsWith(ROUTES_FOLDER)) {
    const page = (path.slice(ROUTES_FOLDER.length).split('/')[0] ?? '').replace(/\.tsx?$/, '')
    // index.tsx is the home page, `/`: its key is the empty first segment.
    const part = PAGE_PARTS.get(page === 'index' ? '' : page)
    if (part) return [part]
  }
  return ['shell']
}

/**
 * The parts a message goes into, from the files that use it (its `#:` origins). Used anywhere in
 * the shell: only the shell. Only by server code (e-mails, read by api/i18n from the PO
 * file): no client part at all.
 */
export function catalogPartsOfMessage(origins: readonly string[]): readonly CatalogPart[] {
  // No origin recorded: nothing tells where it is used, so every page gets it.
  if (origins.length === 0) return ['shell']
  const appFiles = origins
    .map((file) => file.replaceAll('\\', '/').replace(/^\.\//, ''))
    .filter((file) => file.startsWith('app/'))
  const parts = new Set<CatalogPart>()
  for (const file of appFiles) for (const part of catalogPartsOfFile(file)) parts.add(part)
  if (parts.has('shell')) return ['shell']
  return CATALOG_PARTS.filter((part) => parts.has(part))
}

/** The parts a page needs on top of the shell, by its path without the locale prefix. */
export function catalogPartsForPage(pathname: string): readonly PagePart[] {
  const page = pathname.split('/').find(Boolean) ?? ''
  const part = PAGE_PARTS.get(page)
  return part ? [part] : []
}
