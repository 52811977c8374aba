/**
 * Every public page path (without locale prefix). It feeds the sitemap and decides which
 * navigation links are shown: a link appears once its page exists, so nothing links to a 404.
 */
export const PUBLIC_PAGES = ['/'] as const satisfies readonly `/${string}`[]

export type PublicPage = (typeof PUBLIC_PAGES)[number]

const published: ReadonlySet<string> = new Set(PUBLIC_PAGES)

export function isPublished(path: string): boolean {
  return published.has(path)
}

/** Account pages: kept out of search engines (robots.txt) in every locale. */
export const ACCOUNT_PATHS = [
  '/login/',
  '/sign-up/',
  '/forgot-password/',
  '/reset/',
  '/confirm/',
  '/order/',
  '/payment/',
  '/zendesk/',
  '/profile-check/',
  '/cabinet/',
] as const
