import { createFileRoute } from '@tanstack/react-router'

import { BLOG_DESCRIPTION, BLOG_PARENT, BLOG_TITLE } from '../../../features/documents/blog-meta'
import { BlogIndex } from '../../../features/documents/BlogIndex'
import { blogIndexFn } from '../../../features/documents/documents.functions'
import { pageHead } from '../../../lib/seo/page-head'
import { pageTrailData } from '../../../lib/seo/structured-data'

export const Route = createFileRoute('/{-$lang}/blog/')({
  // The index changes only with a new build.
  staleTime: Infinity,
  loader: ({ context }) => blogIndexFn({ data: { locale: context.locale } }),
  head: ({ match: { context } }) => {
    const { config } = context.siteInfo
    return pageHead({
      config,
      locale: context.locale,
      path: '/blog/',
      title: context.i18n._(BLOG_TITLE),
      description: context.i18n._(BLOG_DESCRIPTION),
      structuredData: [pageTrailData(context, { path: '/blog/', name: context.i18n._(BLOG_PARENT.name) })],
    })
  },
  component: function BlogIndexRoute() {
    return <BlogIndex articles={Route.useLoaderData()} />
  },
})
