import type { I18n, MessageDescriptor } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'

import type { Locale } from '../../lib/i18n/locales'
import { pageHead } from '../../lib/seo/page-head'
import { faqPageData, pageTrailData } from '../../lib/seo/structured-data'
import type { SiteInfo } from '../../lib/site/site-info'
import { pageContentQuery } from './page-content.queries'

interface PageContext {
  queryClient: QueryClient
  locale: Locale
  i18n: I18n
  siteInfo: SiteInfo
}

/** What the loader of an information page returns: its words and the locales that have them. */
export type InfoPageData = NonNullable<Awaited<ReturnType<ReturnType<typeof pageContentQuery>['queryFn'] & {}>>>

/** A link above the page in the breadcrumbs (e.g. the download page for a platform page). */
export interface PageParent {
  path: string
  name: MessageDescriptor
}

export interface InfoPageRouteOptions {
  parent?: PageParent
}

/**
 * Loader and head of an information page (`/{slug}/`): the words come from the content files.
 * The route file adds its own `component` (an `<InfoPage>` with the page's tool or download
 * block) right in its options, so the router's code splitting moves each page's component into a
 * chunk of its own instead of the start bundle every page downloads.
 */
export function infoPageRoute(slug: string, { parent }: InfoPageRouteOptions = {}) {
  const path = `/${slug}/`
  return {
    loader: async ({ context }: { context: PageContext }): Promise<InfoPageData> => {
      const page = await context.queryClient.ensureQueryData(pageContentQuery(context.locale, slug))
      if (!page) throw notFound()
      return page
    },
    head: ({ loaderData, match: { context } }: { loaderData?: InfoPageData; match: { context: PageContext } }) => {
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
  }
}
