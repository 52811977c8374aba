import { createFileRoute } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'

import { blogFeedPath } from '../../../lib/seo/blog-feed-path'
import { BLOG_DESCRIPTION, BLOG_PARENT, BLOG_TITLE } from '../../../features/documents/blog-meta'
import { BlogIndex } from '../../../features/documents/BlogIndex'
import { readBlogIndex } from '../../../features/documents/document-reads.server'
import { fetchPublicData } from '../../../lib/api/public-data'
import type { Locale } from '../../../lib/i18n/locales'
import { pageHead } from '../../../lib/seo/page-head'
import { pageTrailData } from '../../../lib/seo/structured-data'

type BlogIndexData = Awaited<ReturnType<typeof readBlogIndex>>

/** In the server render read from the content files; in the browser one public JSON read. */
const readIndex = createIsomorphicFn()
  .server((locale: Locale) => readBlogIndex(locale))
  .client(async (locale: Locale) => (await fetchPublicData<BlogIndexData>('blog', { locale })) ?? [])

export const Route = createFileRoute('/{-$lang}/blog/')({
  // The index changes only with a new build.
  staleTime: Infinity,
  loader: ({ context }) => readIndex(context.locale),
  head: ({ match: { context } }) => {
    const { config } = context.siteInfo
    const title = context.i18n._(BLOG_TITLE)
    const head = pageHead({
      config,
      locale: context.locale,
      path: '/blog/',
      title,
      description: context.i18n._(BLOG_DESCRIPTION),
      structuredData: [pageTrailData(context, { path: '/blog/', name: context.i18n._(BLOG_PARENT.name) })],
    })
    // Feed readers find the language's Atom feed from the blog's address.
    const feed = { rel: 'alternate', type: 'application/atom+xml', title, href: blogFeedPath(context.locale) }
    return { ...head, links: [...head.links, feed] }
  },
  component: function BlogIndexRoute() {
    return <BlogIndex articles={Route.useLoaderData()} />
  },
})
