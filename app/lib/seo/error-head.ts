import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { Locale } from '../i18n/locales'
import { splitLocale } from '../routing/locale-path'
import { canonicalPagePath } from '../routing/page-path'
import type { SiteInfo } from '../site/site-info'
import { absolutePageUrl, SITE_NAME } from './page-head'

/** The error page's own SEO: title, description, canonical of the failed URL, never indexed. */
export function errorPageHead(input: { i18n: I18n; site: SiteInfo; locale: Locale; pathname: string }) {
  const { i18n, site, locale, pathname } = input
  const description = i18n._(msg`An unexpected error stopped this page. Please try again in a moment.`)
  return {
    meta: [
      { title: `${i18n._(msg`Something went wrong`)} | ${SITE_NAME}` },
      { name: 'description', content: description },
      { name: 'robots', content: 'noindex' },
    ],
    links: [
      { rel: 'canonical', href: absolutePageUrl(site.config, splitLocale(canonicalPagePath(pathname)).path, locale) },
    ],
  }
}
