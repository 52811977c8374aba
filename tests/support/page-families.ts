/**
 * One page of each kind the site has, for the checks that look at pages as a visitor does: the
 * visual regression screenshots, the contact sheet (`npm run screenshots`). `signedIn` pages need a
 * fresh account first; `mask` hides what differs from one run to the next (a generated password,
 * the visitor's address, dates of new accounts).
 */
export interface PageFamily {
  name: string
  path: string
  signedIn?: boolean
  /** CSS selectors of regions whose content changes from run to run. */
  mask?: string[]
  /** Text that changes from run to run and moves what follows (by its length): set to a fixed stand-in. */
  fixedText?: Record<string, string>
  /** Opens a part of the page that is closed on load (the menu drawer, the language sheet). */
  open?: 'menu' | 'languages'
  /** Only at these widths (the menu button exists on phones only). */
  viewports?: (keyof typeof VISUAL_VIEWPORTS)[]
}

export const PAGE_FAMILIES: PageFamily[] = [
  { name: 'home', path: '/' },
  { name: 'feature', path: '/netflix/' },
  { name: 'download-hub', path: '/download/' },
  { name: 'platform', path: '/android/' },
  { name: 'tool', path: '/password-generator/', mask: ['textarea', 'input[type="range"]'] },
  { name: 'blog-index', path: '/blog/' },
  { name: 'article', path: '/blog/what-is-vpn/' },
  { name: 'legal', path: '/terms/' },
  { name: 'login', path: '/login/' },
  { name: 'order', path: '/order/' },
  {
    name: 'cabinet',
    path: '/cabinet/profile/',
    signedIn: true,
    fixedText: { '.cabinet-email > strong': 'visitor@example.org' },
  },
  { name: 'not-found', path: '/no-such-page/' },
  { name: 'menu', path: '/', open: 'menu', viewports: ['phone'] },
  { name: 'languages', path: '/', open: 'languages' },
]

/** Locales the visual checks cover: left-to-right Latin, a long-word language, right-to-left, CJK. */
export const VISUAL_LOCALES = ['en', 'de', 'ar', 'ja'] as const

export const VISUAL_VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const

export const THEMES = ['light', 'dark'] as const

export const localizedPath = (locale: string, path: string) => (locale === 'en' ? path : `/${locale}${path}`)
