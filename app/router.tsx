import { setupI18n } from '@lingui/core'
import { createRouter } from '@tanstack/react-router'

import { ErrorPage } from './components/errors/ErrorPage'
import { NotFoundPage } from './components/errors/NotFoundPage'
import { createAuthStore, setAuthState, type AuthStore } from './features/account/auth-store'
import type { AuthState } from './lib/auth/auth-state'
import { I18nProvider } from './lib/i18n/I18nProvider'
import type { PagePart } from './lib/i18n/catalog-parts'
import { activateLocale, loadedPageParts } from './lib/i18n/catalogs'
import { isLocale } from './lib/i18n/locales'
import type { QueryClientHolder } from './lib/query/WithQueryClient'
import { parseSearch, stringifySearch } from './lib/routing/search-params'
import { NONCE_PLACEHOLDER } from '#contracts/nonce-placeholder.ts'
import type { SiteInfo, SiteInfoHolder } from './lib/site/site-info'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  i18n: ReturnType<typeof setupI18n>
  /** The visitor's auth state: set by the account routes' guard, fetched after hydration elsewhere. */
  authStore: AuthStore
  /** TanStack Query's client, made by the pages that use Query (decision 011). */
  queries: QueryClientHolder
  site: SiteInfoHolder
}

/** One router, i18n instance and auth store per request on the server; one per tab in the browser. */
export function getRouter() {
  const i18n = setupI18n()
  const authStore = createAuthStore()
  const site: SiteInfoHolder = {}

  const router = createRouter({
    routeTree,
    context: { i18n, authStore, queries: {}, site },
    defaultPreload: 'intent',
    // URLs are canonicalised (lowercase, trailing slash, raw query kept) by the page rules first.
    trailingSlash: 'always',
    parseSearch,
    stringifySearch,
    scrollRestoration: true,
    // The HTTP layer replaces the placeholder with this response's CSP nonce (host/site/).
    ssr: import.meta.env.SSR ? { nonce: NONCE_PLACEHOLDER } : undefined,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // The browser loads the same catalog parts as the server render before it hydrates, so every
    // message is there and the markup matches (catalogs.ts).
    // The auth state goes along only where the server render knew it (account pages' guard).
    dehydrate: () => ({
      locale: i18n.locale,
      catalogParts: isLocale(i18n.locale) ? loadedPageParts(i18n, i18n.locale) : [],
      site: site.current,
      ...(authStore.state && { auth: authStore.state }),
    }),
    hydrate: async (data: { locale: string; catalogParts?: PagePart[]; site?: SiteInfo; auth?: AuthState }) => {
      site.current = data.site
      if (data.auth) setAuthState(authStore, data.auth)
      if (isLocale(data.locale)) await activateLocale(i18n, data.locale, data.catalogParts)
    },
    Wrap: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
