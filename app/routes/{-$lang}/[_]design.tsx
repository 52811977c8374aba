import { createFileRoute, notFound } from '@tanstack/react-router'

import { DesignPage } from '../../features/design/DesignPage'
import designCss from '../../styles/design.css?url'

/**
 * The living style page: every component in both themes, left to right and right to left. Exists
 * only while the developer tools are on for a local host (app/lib/site/dev-tools.ts); otherwise an
 * ordinary 404. Not in the page registry, so never in the sitemap or the navigation; noindex.
 */
export const Route = createFileRoute('/{-$lang}/_design')({
  loader: ({ context }) => {
    if (!context.siteInfo.devTools) throw notFound()
  },
  head: () => ({
    // A developer page, in English (see DesignPage.tsx).
    meta: [{ title: 'Design system | Planet VPN' }, { name: 'robots', content: 'noindex, nofollow' }],
    links: [{ rel: 'stylesheet', href: designCss }],
  }),
  component: DesignPage,
})
