import { Trans } from '@lingui/react/macro'
import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react'

import { bcp47, NATIVE_NAMES } from '../lib/i18n/locales'
import { useLocale } from '../lib/i18n/use-locale'
import { openSheet } from './sheet'

export const LANGUAGE_SHEET_ID = 'language-sheet'
/** The hook that mounts the sheet listens here: a button press asks for it (see useLanguageSheet). */
let requestSheet: (() => void) | undefined
/** Pressed before the sheet was mounted: it opens as it mounts. */
let openWhenMounted = false
export const takeOpenRequest = () => {
  const wanted = openWhenMounted
  openWhenMounted = false
  return wanted
}

function openLanguageSheet() {
  if (document.getElementById(LANGUAGE_SHEET_ID)) return openSheet(LANGUAGE_SHEET_ID)
  openWhenMounted = true
  requestSheet?.()
}

/** Opens the language sheet; shows the current language by its own name. Several may exist (header, drawer, footer). */
export function LanguageButton({ className = '' }: { className?: string }) {
  const current = useLocale()
  return (
    <button
      type="button"
      className={`language-button ${className}`}
      // No aria-controls: the sheet is not in the page until a button asks for it.
      aria-haspopup="dialog"
      onClick={openLanguageSheet}
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
        <Trans comment="Screen-reader-only label of the language button, followed by the current language's own name, such as Deutsch">
          Language:
        </Trans>{' '}
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
 * The language sheet: its code loads after hydration like the page overlays (initial JavaScript
 * budget, bench:js), so a press opens it at once, but its 20 links join the page only when a
 * button asks for them. Mounted at load, they cost every visitor a render, style and layout pass
 * right after start (Lighthouse's Total Blocking Time) for a sheet few of them open.
 */
export function useLanguageSheet(): ReactNode {
  const [sheet, setSheet] = useState<{ Component: ComponentType }>()
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    let current = true
    requestSheet = () => setWanted(true)
    import('./LanguageSheet').then(
      (module) => current && setSheet({ Component: module.default }),
      // A failed chunk reloads the page once (chunk-reload.ts); otherwise the page goes on without.
      (error: unknown) => console.warn('Could not load the language sheet:', error),
    )
    return () => {
      current = false
      requestSheet = undefined
    }
  }, [])
  return sheet && wanted ? createElement(sheet.Component) : null
}
