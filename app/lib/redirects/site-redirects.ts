import type { RedirectRule } from '../routing/redirect-rules'

/**
 * Addresses people guess, answered by the site itself (after REDIRECTS_FILE and the API's table,
 * which may override them). A rule applies in every language: `/de/register/` → `/de/sign-up/`.
 */
export const SITE_REDIRECTS: readonly RedirectRule[] = [{ from: '/register/', to: '/sign-up/' }]
