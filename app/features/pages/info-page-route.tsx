import type { I18n, MessageDescriptor } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import type { Locale } from '../../lib/i18n/locales'
import { pageHead } from '../../lib/seo/page-head'
import { faqPageData, pageTrailData } from '../../lib/seo/structured-data'
import type { SiteInfo } from '../../lib/site/site-info'
import { InfoPage, type PageCta } from './InfoPage'
import { pageContentQuery } from './page-content.queries'

interface PageContext {
  queryClient: QueryClient
  locale: Locale
  i18n: I18n
  siteInfo: SiteInfo
}

type PageData = NonNullable<Awaited<ReturnType<ReturnType<typeof pageContentQuery>['queryFn'] & {}>>>

export interface InfoPageRouteOptions {
  cta?: PageCta
  /** Download pages show their files right under the introduction instead of a button in the hero. */
  heroCta?: boolean
  parent?: { path: string; name: MessageDescriptor }
  /** The page's tool or download block. */
  widget?: () => ReactNode
}

/**
 * Loader, head and component of an information page (`/{slug}/`): the words come from the
 * content files, the route file only names the page and its tool.
 */
export function infoPageRoute(slug: string, options: InfoPageRouteOptions = {}) {
  const path = `/${slug}/`
  const { cta = 'download', heroCta = true, parent, widget: Widget } = options
  return {
    loader: async ({ context }: { context: PageContext }) => {
      const page = await context.queryClient.ensureQueryData(pageContentQuery(context.locale, slug))
      if (!page) throw notFound()
      return page
    },
    head: ({ loaderData, match: { context } }: { loaderData?: PageData; match: { context: PageContext } }) => {
      if (!loaderData) return {}
      const { config } = context.siteInfo
      const { content } = loaderData
      return pageHead({
        config,
        locale: context.locale,
        path,
        title: content.title,
        description: content.description,
        locales: loaderData.translatedIn,
        structuredData: [faqPageData(content.faq), pageTrailData(context, { path, name: content.name }, parent)],
      })
    },
    component: function InfoPageRoute() {
      return (
        <InfoPage slug={slug} cta={cta} heroCta={heroCta} parent={parent}>
          {Widget && <Widget />}
        </InfoPage>
      )
    },
  }
}
