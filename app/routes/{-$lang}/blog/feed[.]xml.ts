import { setupI18n } from '@lingui/core'
import { createFileRoute } from '@tanstack/react-router'

import { blogFeedBody } from '../../../features/documents/blog-feed-answer.server'

/** A language's blog as an Atom feed: `/blog/feed.xml`, `/de/blog/feed.xml` (404 for other prefixes). */
export const Route = createFileRoute('/{-$lang}/blog/feed.xml')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const body = await blogFeedBody(params.lang, setupI18n())
        if (body === undefined)
          return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
        return new Response(body, {
          headers: {
            'content-type': 'application/atom+xml; charset=utf-8',
            'cache-control': 'public, max-age=3600',
          },
        })
      },
    },
  },
})
