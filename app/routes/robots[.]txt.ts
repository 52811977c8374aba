import { createFileRoute } from '@tanstack/react-router'

import { renderRobots } from '../features/seo/sitemap.server'
import { serverConfig } from '../lib/site/config.server'
import { variantForHost } from '../lib/site/variants'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const { site } = serverConfig()
        const host = request.headers.get('host') ?? new URL(request.url).host
        return new Response(renderRobots(site, variantForHost(site, host)), {
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        })
      },
    },
  },
})
