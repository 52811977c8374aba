import type { I18n, MessageDescriptor } from '@lingui/core'
import { notFound } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'

import type { PagePath } from '#app/pages.ts'
import { bcp47, type Locale } from '../../lib/i18n/locales'
import { absolutePageUrl, pageHead } from '../../lib/seo/page-head'
import { blogPostingData, pageTrailData } from '../../lib/seo/structured-data'
import type { SiteInfo } from '../../lib/site/site-info'
import type { DocumentKind } from './document-kinds'
import { fetchPublicData } from '../../lib/api/public-data'
import { readDocument } from './document-reads.server'

interface PageContext {
  locale: Locale
  i18n: I18n
  siteInfo: SiteInfo
}

export interface RouteParent {
  path: PagePath
  name: MessageDescriptor
}

/** What the loader of a document page returns. */
export type DocumentData = NonNullable<Awaited<ReturnType<typeof readDocument>>>

/** In the server render read from the content files; in the browser one public JSON read. */
const readDocumentData = createIsomorphicFn()
  .server((kind: DocumentKind, locale: Locale, slug: string) => readDocument(kind, locale, slug))
  .client((kind: DocumentKind, locale: Locale, slug: string) =>
    fetchPublicData<DocumentData>('document', { kind, locale, slug }),
  )

/**
 * Loader and head of a Markdown document page: a legal text (`/terms/`) or a blog article
 * (`/blog/proxy/`). Structured data: an Article for blog posts, breadcrumbs for both. The route
 * file adds its `component` (a `<DocumentPage>`) in its own options so that it is code-split.
 */
export function documentRouteOptions(kind: DocumentKind, slug: string, path: string, parent?: RouteParent) {
  return {
    // Documents change only with a new build: the router keeps the loader data for the tab's life.
    staleTime: Infinity,
    loader: async ({ context }: { context: PageContext }): Promise<DocumentData> => {
      const document = await readDocumentData(kind, context.locale, slug)
      if (!document) throw notFound()
      return document
    },
    head: ({ loaderData, match: { context } }: { loaderData?: DocumentData; match: { context: PageContext } }) => {
      if (!loaderData) return {}
      const { config } = context.siteInfo
      const { meta } = loaderData
      const url = (p: string) => absolutePageUrl(config, p, context.locale)
      const article = kind === 'blog' && blogPostingData(meta, bcp47(loaderData.locale), url(path))
      return pageHead({
        config,
        locale: context.locale,
        path,
        title: meta.title,
        description: meta.description,
        locales: loaderData.translatedIn,
        structuredData: [...(article ? [article] : []), pageTrailData(context, { path, name: meta.title }, parent)],
      })
    },
  }
}
