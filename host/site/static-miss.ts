import { PUBLIC_DATA_PATHS } from '#app/lib/api/public-data.ts'
import { blogFeedPath } from '#app/lib/seo/blog-feed-path.ts'
import { LOCALES } from '#app/lib/i18n/locales.ts'
import { isPagePath } from '#app/lib/routing/page-path.ts'

/** Paths with a file name that the app itself answers: the server routes in `app/routes` whose file name has `[.]`. */
export const APP_FILE_ROUTES: readonly string[] = [
  '/robots.txt',
  '/sitemap.xml',
  ...Object.values(PUBLIC_DATA_PATHS),
  ...LOCALES.map(blogFeedPath),
]

/** Handled behind the static files by the API, the image proxy and Start's server functions. */
const HANDLED_PREFIXES = ['/api/', '/_ipx/', '/_serverFn/']

/**
 * A path that names a file (`/images/nothing.png`, `/assets/gone.js`) which the static files did
 * not have: a plain 404, not a page. The app would add a trailing slash first and answer its HTML
 * "page not found" to a browser that asked for a picture or a script.
 */
export function isMissingStaticFile(pathname: string): boolean {
  if (HANDLED_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === '/api') return false
  return !isPagePath(pathname) && !APP_FILE_ROUTES.includes(pathname)
}
