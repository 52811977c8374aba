import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { isAccountUnavailable } from '../api/api-result'
import type { Locale } from '../i18n/locales'
import { splitLocale } from '../routing/locale-path'
import { canonicalPagePath } from '../routing/page-path'
import type { SiteInfo } from '../site/site-info'
import { absolutePageUrl, SITE_NAME } from './page-head'

/**
 * The error page's own SEO: title, description, canonical of the failed URL, never indexed. With
 * the route's `error`, the account service's outage gets its own title (the 503 page).
 */
export function errorPageHead(input: {
  i18n: I18n
  site: SiteInfo
  locale: Locale
  pathname: string
  error?: unknown
}) {
  const { i18n, site, locale, pathname } = input
  const unavailable = isAccountUnavailable(input.error)
  const title = unavailable ? msg`The account service is temporarily unavailable` : msg`Something went wrong`
  const description = unavailable
    ? msg`We cannot reach the account service right now. Your data is safe; please try again in a few minutes.`
    : msg`An unexpected error stopped this page. Please try again in a moment.`
  return {
    meta: [
      { title: `${i18n._(title)} | ${SITE_NAME}` },
      { name: 'description', content: i18n._(description) },
      { name: 'robots', content: 'noindex' },
    ],
    links: [
      { rel: 'canonical', href: absolutePageUrl(site.config, splitLocale(canonicalPagePath(pathname)).path, locale) },
    ],
  }
}
