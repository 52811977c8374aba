import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'

import { storeLocaleChoice } from '../lib/i18n/locale-cookie'
import { bcp47, LOCALES, NATIVE_NAMES, type Locale } from '../lib/i18n/locales'
import { useLocale } from '../lib/i18n/use-locale'
import { localizePath, splitLocale } from '../lib/routing/locale-path'
import { absolutePageUrl } from '../lib/seo/page-head'
import { useSite } from '../lib/site/use-site'
import { originFor, variantForLocale } from '../lib/site/variants'
import { closeOnOutsideOrLink, closeSheets, openSheet, SheetClose } from './sheet'

const SHEET_ID = 'language-sheet'

/** Opens the language sheet; shows the current language by its own name. Several may exist (header, drawer, footer). */
export function LanguageButton({ className = '' }: { className?: string }) {
  const current = useLocale()
  return (
    <button
      type="button"
      className={`language-button ${className}`}
      aria-haspopup="dialog"
      aria-controls={SHEET_ID}
      onClick={() => openSheet(SHEET_ID)}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17m-17 6h17"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <span className="visually-hidden">
        <Trans>Language:</Trans>{' '}
      </span>
      <span lang={bcp47(current)} className="language-button__name">
        {NATIVE_NAMES[current]}
      </span>
      {/* The header bar shows the code only (room for the navigation); the name stays the label. */}
      <span className="language-button__code" aria-hidden="true">
        {current.toUpperCase()}
      </span>
    </button>
  )
}

/**
 * The 20 languages by their own names, in a sheet (a modal `<dialog>`: focus stays inside, Escape
 * closes it and focus goes back to the button that opened it). Choosing one stores the choice in
 * the locale cookie and opens the same page, query kept, in that language (on the variant's own
 * site where the language lives on another origin).
 */
export function LanguageSheet() {
  const { t } = useLingui()
  const current = useLocale()
  const site = useSite()
  const router = useRouter()
  const location = useLocation()
  const { path } = splitLocale(location.pathname)
  const query = location.searchStr

  const hrefFor = (locale: Locale) => {
    const sameOrigin = originFor(site.config, variantForLocale(locale)) === originFor(site.config, site.variant)
    const target = localizePath(path, locale) + query
    return sameOrigin ? target : absolutePageUrl(site.config, path, locale) + query
  }

  const choose = (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    storeLocaleChoice(locale, site.config, site.variant)
    closeSheets()
    const href = event.currentTarget.getAttribute('href') ?? '/'
    if (href.startsWith('/') && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault()
      void router.navigate({ href })
    }
  }

  const title = t({ message: 'Language', context: 'title of the list of languages' })
  return (
    // The click closes on the backdrop and after a link; from the keyboard, Escape and the close button do.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog id={SHEET_ID} className="sheet sheet--languages" aria-label={title} onClick={closeOnOutsideOrLink}>
      <div className="sheet__inner">
        <div className="sheet__head">
          <h2 className="sheet__title">{title}</h2>
          <SheetClose />
        </div>
        <ul className="language-switcher__list">
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
      </div>
    </dialog>
  )
}
