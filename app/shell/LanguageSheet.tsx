import { useLingui } from '@lingui/react/macro'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, type MouseEvent } from 'react'

import { storeLocaleChoice } from '../lib/i18n/locale-cookie'
import { bcp47, LOCALES, NATIVE_NAMES, type Locale } from '../lib/i18n/locales'
import { useLocale } from '../lib/i18n/use-locale'
import { localizePath, splitLocale } from '../lib/routing/locale-path'
import { absolutePageUrl } from '../lib/seo/page-head'
import { useSite } from '../lib/site/use-site'
import { originFor, variantForLocale } from '../lib/site/variants'
import { LANGUAGE_SHEET_ID, takeOpenRequest } from './LanguageSwitcher'
import { openSheet } from './sheet'
import { closeOnOutsideOrLink, closeSheets, SheetClose } from './sheet-close'

/**
 * The 20 languages by their own names, in a sheet (a modal `<dialog>`: focus stays inside, Escape
 * closes it and focus goes back to the button that opened it). Choosing one stores the choice in
 * the locale cookie and opens the same page, query kept, in that language (on the variant's own
 * site where the language lives on another origin).
 */
export default function LanguageSheet() {
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

  // Mounted because a button asked for the sheet: open it now.
  useEffect(() => {
    if (takeOpenRequest()) openSheet(LANGUAGE_SHEET_ID)
  }, [])

  const title = t({ message: 'Language', context: 'title of the list of languages' })
  return (
    // The click closes on the backdrop and after a link; from the keyboard, Escape and the close button do.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog id={LANGUAGE_SHEET_ID} className="sheet sheet--languages" aria-label={title} onClick={closeOnOutsideOrLink}>
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
