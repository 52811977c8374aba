import type { I18n } from '@lingui/core'

import { activateLocale } from '../../lib/i18n/catalogs'
import { DEFAULT_LOCALE, isLocale } from '../../lib/i18n/locales'
import { serverConfig } from '../../lib/site/config.server'
import { BLOG_DESCRIPTION, BLOG_TITLE } from './blog-meta'
import { renderBlogFeed } from './blog-feed.server'
import { readBlogIndex } from './document-reads.server'

/**
 * The feed of the language a path prefix names (none: English); undefined for a prefix that is no
 * site language, or `en` (English has no prefix).
 */
export async function blogFeedBody(prefix: string | undefined, i18n: I18n): Promise<string | undefined> {
  const locale = prefix === undefined ? DEFAULT_LOCALE : prefix
  if (!isLocale(locale) || prefix === DEFAULT_LOCALE) return undefined
  await activateLocale(i18n, locale)
  return renderBlogFeed({
    config: serverConfig().site,
    locale,
    title: i18n._(BLOG_TITLE),
    subtitle: i18n._(BLOG_DESCRIPTION),
    articles: await readBlogIndex(locale),
  })
}
