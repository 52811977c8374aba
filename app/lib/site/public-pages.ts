import { ACCOUNT_PAGES, PUBLIC_PATHS, type PublicPath } from '#app/pages.ts'

/** Every public page path (without locale prefix), from the page registry (app/pages.ts). */
export const PUBLIC_PAGES = PUBLIC_PATHS

const published: ReadonlySet<string> = new Set(PUBLIC_PAGES)

/** Whether a path (without locale prefix) is a public page of the site; narrows it for `<PageLink>`. */
export function isPublished(path: string): path is PublicPath {
  return published.has(path)
}

/**
 * What robots.txt keeps out of search engines in every locale: the first folder of each account
 * page (`/cabinet/` covers `/cabinet/profile/`), so a page added under it is covered too. A function:
 * only the server needs it, and the start bundle drops what no page calls.
 */
export function accountPathPrefixes(): readonly `/${string}/`[] {
  return [...new Set(ACCOUNT_PAGES.map((path): `/${string}/` => `/${path.split('/')[1] ?? ''}/`))]
}
