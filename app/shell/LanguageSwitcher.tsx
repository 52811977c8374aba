import { Trans } from '@lingui/react/macro'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useId, useRef, type MouseEvent } from 'react'

import { storeLocaleChoice } from '../lib/i18n/locale-cookie'
import { bcp47, LOCALES, NATIVE_NAMES, type Locale } from '../lib/i18n/locales'
import { useLocale } from '../lib/i18n/use-locale'
import { localizePath, splitLocale } from '../lib/routing/locale-path'
import { absolutePageUrl } from '../lib/seo/page-head'
import { useSite } from '../lib/site/use-site'
import { originFor, variantForLocale } from '../lib/site/variants'

/**
 * Lists the 20 languages by their own names. Choosing one stores the choice in the locale
 * cookie and opens the same page, query kept, in that language.
 */
export function LanguageSwitcher() {
  const current = useLocale()
  const site = useSite()
  const router = useRouter()
  const location = useLocation()
  const details = useRef<HTMLDetailsElement>(null)
  const listId = useId()
  const { path } = splitLocale(location.pathname)
  const query = location.searchStr

  const hrefFor = (locale: Locale) => {
    const sameOrigin = originFor(site.config, variantForLocale(locale)) === originFor(site.config, site.variant)
    const target = localizePath(path, locale) + query
    return sameOrigin ? target : absolutePageUrl(site.config, path, locale) + query
  }

  const choose = (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    storeLocaleChoice(locale, site.config, site.variant)
    details.current?.removeAttribute('open')
    const href = event.currentTarget.getAttribute('href') ?? '/'
    if (href.startsWith('/') && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault()
      void router.navigate({ href })
    }
  }

  return (
    <details className="language-switcher" ref={details}>
      <summary aria-controls={listId}>
        <span className="visually-hidden">
          <Trans>Language:</Trans>{' '}
        </span>
        <span lang={bcp47(current)}>{NATIVE_NAMES[current]}</span>
      </summary>
      <ul id={listId} className="language-switcher__list">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={hrefFor(locale)}
              hrefLang={bcp47(locale)}
              lang={bcp47(locale)}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => choose(event, locale)}
            >
              {NATIVE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
