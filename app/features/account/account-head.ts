import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { Locale } from '../../lib/i18n/locales'
import { pageHead } from '../../lib/seo/page-head'
import type { SiteInfo } from '../../lib/site/site-info'

interface HeadContext {
  i18n: I18n
  locale: Locale
  siteInfo: SiteInfo
}

/**
 * Head of an account page: localised title, a plain description, kept out of search engines. The
 * pricing page (decision 019) passes its own description and stays indexable; one function for
 * both keeps the start bundle, which every route's head is part of, as small as it was (bench:js).
 */
export function accountHead(
  context: HeadContext,
  path: string,
  title: MessageDescriptor,
  indexed?: { description: MessageDescriptor },
) {
  return pageHead({
    config: context.siteInfo.config,
    locale: context.locale,
    path,
    title: context.i18n._(title),
    description: context.i18n._(
      indexed?.description ??
        msg({
          message: 'Your Planet VPN account: subscription, devices and settings.',
          comment: 'Description of the account pages for browsers and link previews (meta description)',
        }),
    ),
    noindex: !indexed,
  })
}
