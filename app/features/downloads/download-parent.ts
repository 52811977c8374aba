import { msg } from '@lingui/core/macro'

import type { PageParent } from '../pages/info-page-route'

/**
 * Platform pages sit under the download page in the breadcrumbs. Kept apart from the download
 * components: route heads need it, and what they import lands in the start bundle.
 */
export const DOWNLOAD_PARENT = { path: '/download/', name: msg`Download` } satisfies PageParent
