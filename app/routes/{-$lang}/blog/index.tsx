import { createFileRoute } from '@tanstack/react-router'

import { BLOG_DESCRIPTION, BLOG_PARENT, BLOG_TITLE, BlogIndex } from '../../../features/documents/BlogIndex'
import { blogIndexQuery } from '../../../features/documents/documents.functions'
import { absolutePageUrl, pageHead } from '../../../lib/seo/page-head'
import { breadcrumbData, HOME_CRUMB } from '../../../lib/seo/structured-data'

export const Route = createFileRoute('/{-$lang}/blog/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(blogIndexQuery(context.locale)),
  head: ({ match: { context } }) => {
    const { config } = context.siteInfo
    const url = (p: string) => absolutePageUrl(config, p, context.locale)
    return pageHead({
      config,
      locale: context.locale,
      path: '/blog/',
      title: context.i18n._(BLOG_TITLE),
      description: context.i18n._(BLOG_DESCRIPTION),
      structuredData: [
        breadcrumbData([
          { name: context.i18n._(HOME_CRUMB), url: url('/') },
          { name: context.i18n._(BLOG_PARENT.name), url: url('/blog/') },
        ]),
      ],
    })
  },
  component: BlogIndex,
})
