import type { I18n, MessageDescriptor } from '@lingui/core'
import { notFound } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'

import type { PagePath } from '#app/pages.ts'
import type { Locale } from '../../lib/i18n/locales'
import { pageHead } from '../../lib/seo/page-head'
import { faqPageData, pageTrailData } from '../../lib/seo/structured-data'
import type { SiteInfo } from '../../lib/site/site-info'
import { fetchPublicData } from '../../lib/api/public-data'
import { readInfoPage } from './page-content.server'

interface PageContext {
  locale: Locale
  i18n: I18n
  siteInfo: SiteInfo
}

/** What the loader of an information page returns: its words and the locales that have them. */
export type InfoPageData = NonNullable<Awaited<ReturnType<typeof readInfoPage>>>

/** In the server render read from the content files; in the browser one public JSON read. */
const readPage = createIsomorphicFn()
  .server((locale: Locale, slug: string) => readInfoPage(locale, slug))
  .client((locale: Locale, slug: string) => fetchPublicData<InfoPageData>('page', { locale, slug }))

/** An information page's words for its loader; the router's not-found page when there are none. */
export async function loadInfoPage(locale: Locale, slug: string): Promise<InfoPageData> {
  const page = await readPage(locale, slug)
  if (!page) throw notFound()
  return page
}

/** A link above the page in the breadcrumbs (e.g. the download page for a platform page). */
export interface PageParent {
  path: PagePath
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
    // The words change only with a new build: the router keeps a page's loader data for the tab's
    // life instead of asking again on every visit. Plain loader data (sent along with the server
    // render) rather than the query cache: decision 011.
    staleTime: Infinity,
    loader: ({ context }: { context: PageContext }) => loadInfoPage(context.locale, slug),
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
