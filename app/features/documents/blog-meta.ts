import { msg } from '@lingui/core/macro'

import type { RouteParent } from './document-route'

// Used by the blog routes' heads as well as the pages: kept apart from the components so the
// start bundle, which holds every route's head, does not carry them.
export const BLOG_PARENT = {
  path: '/blog/',
  name: msg({ message: 'Blog', comment: 'Name of the blog section: breadcrumb and menu item' }),
} satisfies RouteParent
export const BLOG_TITLE = msg({
  message: 'Planet VPN blog: guides to VPNs, proxies and privacy',
  comment: "Title of the blog's list of articles in the browser tab and in search results",
})
export const BLOG_DESCRIPTION = msg`Plain-language guides to VPNs, proxies and staying private online.`
