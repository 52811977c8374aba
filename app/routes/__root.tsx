import { useLingui } from '@lingui/react'
import { createRootRouteWithContext, HeadContent, Outlet, redirect, Scripts } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'

import { usePageOverlays } from '../features/overlays/use-page-overlays'
import { isBuildStale } from '../lib/build/build-check'
import { useClientRuntime } from '../lib/build/use-client-runtime'
import { RootErrorPage } from '../components/errors/ErrorPage'
import { NotFoundPage } from '../components/errors/NotFoundPage'
import { catalogPartsForPage } from '../lib/i18n/catalog-parts'
import { activateLocale, preloadCatalogs } from '../lib/i18n/catalogs'
import { bcp47, DEFAULT_LOCALE, isLocale, textDirection } from '../lib/i18n/locales'
import { applyClientRules } from '../lib/routing/client-rules'
import { splitLocale } from '../lib/routing/locale-path'
import { stringSearch } from '../lib/routing/search-validators'
import { errorPageHead } from '../lib/seo/error-head'
import { FAVICON_DATA_URL } from '../lib/site/favicon'
import { resolveSiteInfo } from '../lib/site/site-info.functions'
import { rememberSourceApp, rememberSourceAppInBrowser } from '../lib/site/source-app'
import { isSourceAppQuery } from '#contracts/campaign-query.ts'
import { useOptionalSite } from '../lib/site/use-site'
import type { RouterContext } from '../router'
import appCss from '../styles/app.css?url'

/** Search parameters every page understands (`source`). Unknown parameters pass through untouched. */
const validateRootSearch = stringSearch('source')

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateRootSearch,
  beforeLoad: async ({ context, location, preload }) => {
    // A newer build is deployed: this navigation loads the page from the server (spec 4).
    if (typeof document !== 'undefined' && !preload && isBuildStale()) {
      throw redirect({ href: location.href, to: undefined as never, reloadDocument: true })
    }
    const site = resolveSiteInfo(context.site)
    if (typeof document !== 'undefined') await applyClientRules(location.href, site)
    // The server has read the query already (site-info.server.ts) and its answer sets the cookie.
    if (typeof document !== 'undefined' && isSourceAppQuery(location.searchStr)) {
      rememberSourceApp()
      site.isSourceApp = true
    }
    const { locale, path } = splitLocale(location.pathname)
    const parts = catalogPartsForPage(path)
    if (preload) {
      // A preload (link intent, prefetch) must not switch the language of the page on screen, but
      // the page's loader and head translate with the active language: its messages for the page
      // are loaded too (a language switcher link preloads another language's page).
      const active = isLocale(context.i18n.locale) ? context.i18n.locale : locale
      await preloadCatalogs(context.i18n, [locale, active], parts)
    } else {
      await activateLocale(context.i18n, locale, parts)
    }
    return { locale, siteInfo: site }
  },
  head: ({ match, matches }) => {
    const failed = matches.some((m) => m.status === 'error')
    const status =
      failed && match.context.siteInfo
        ? errorPageHead({ ...match.context, site: match.context.siteInfo, pathname: matches.at(-1)?.pathname ?? '/' })
        : undefined
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#0b1e3f' },
        ...(status?.meta ?? []),
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
        ...(status?.links ?? []),
      ],
    }
  },
  shellComponent: RootDocument,
  component: RootComponent,
  errorComponent: RootErrorPage,
  notFoundComponent: NotFoundPage,
})

function RootComponent() {
  const site = useOptionalSite()
  const overlays = usePageOverlays(Boolean(site))
  const isSourceApp = site?.isSourceApp ?? false
  useEffect(() => rememberSourceAppInBrowser(isSourceApp), [isSourceApp])
  useClientRuntime(site?.buildCheckIntervalMs)
  return (
    <>
      <Outlet />
      {overlays}
    </>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  // The visitor's theme from the cookie, in the first HTML already (no flash); none: the system's.
  // ThemeSwitch changes the attribute in place; these props stay as hydrated, so React leaves it.
  const theme = useOptionalSite()?.theme
  return (
    <html lang={bcp47(locale)} dir={textDirection(locale)} data-theme={theme}>
      <head>
        <HeadContent />
        {/* The tab icon in the server's HTML only: the browser keeps it (React 19 leaves an element
            it did not render in <head> alone), and the start code does not carry it. */}
        {import.meta.env.SSR && <link rel="icon" href={FAVICON_DATA_URL} type="image/svg+xml" />}
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
