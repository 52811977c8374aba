import { msg } from '@lingui/core/macro'

import type { RouteParent } from './document-route'

// Used by the blog routes' heads as well as the pages: kept apart from the components so the
// start bundle, which holds every route's head, does not carry them.
export const BLOG_PARENT = { path: '/blog/', name: msg`Blog` } satisfies RouteParent
export const BLOG_TITLE = msg`Planet VPN blog: guides to VPNs, proxies and privacy`
export const BLOG_DESCRIPTION = msg`Plain-language guides to VPNs, proxies and staying private online.`
