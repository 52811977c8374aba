import { createFileRoute } from '@tanstack/react-router'

import { renderSitemap, sitemapPages } from '../features/seo/sitemap.server'
import { serverConfig } from '../lib/site/config.server'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: () =>
        new Response(renderSitemap(serverConfig().site, sitemapPages()), {
          headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    },
  },
})
