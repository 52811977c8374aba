import { setupI18n } from '@lingui/core'
import { createFileRoute } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'

import { DesignDocument } from '../../features/design/DesignPage'
import { activateLocale } from '../../lib/i18n/catalogs'
import { isLocale } from '../../lib/i18n/locales'
import { I18nProvider } from '../../lib/i18n/I18nProvider'
import { serverConfig } from '../../lib/site/config.server'
import { devToolsOn } from '../../lib/site/dev-tools'
import { requestFacts } from '../../lib/site/request-facts.server'

const notFound = () =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a plain status answer, as for missing files
  new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * The living style page (`/_design/`, `/ar/_design/` for a right-to-left page around it): every
 * component in both themes, left to right and right to left. Only while the developer tools are on
 * for a local host (app/lib/site/dev-tools.ts); otherwise a 404. A server route that answers
 * static HTML with the site's stylesheet: no page script, so the start bundle of the site's pages
 * does not grow by a route. Not in the page registry: never in the sitemap or the navigation.
 */
export const Route = createFileRoute('/{-$lang}/_design')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const { env, site } = serverConfig()
        if (!devToolsOn(env, Object.values(site.domains), requestFacts().host)) return notFound()
        const locale = params.lang ?? 'en'
        if (!isLocale(locale)) return notFound()
        const i18n = setupI18n()
        await activateLocale(i18n, locale)
        const html = renderToString(
          <I18nProvider i18n={i18n}>
            <DesignDocument locale={locale} />
          </I18nProvider>,
        )
        return new Response(`<!doctype html>${html}`, {
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-store',
            'X-Robots-Tag': 'noindex, nofollow',
          },
        })
      },
    },
  },
})
