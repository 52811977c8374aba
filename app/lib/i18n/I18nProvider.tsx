import type { I18n } from '@lingui/core'
import { LinguiContext } from '@lingui/react'
import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react'

/**
 * Lingui's context for the app. Lingui's own `I18nProvider` renders every translated text again,
 * in one synchronous task, whenever a catalog is loaded; this one only when the language changes.
 * Catalog parts are loaded before the pages that use them render (the root route's
 * `activateLocale`, also during route preloads), so the texts already on screen never need the new
 * messages, and rendering them all again was a long task after every part load (TBT, decision 013).
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const subscribe = useCallback((onChange: () => void) => i18n.on('change', onChange), [i18n])
  const getLocale = () => i18n.locale
  const locale = useSyncExternalStore(subscribe, getLocale, getLocale)
  // A new identity per language, as Lingui's provider gives one per change: components that
  // memoise on `i18n` translate again when the language changes.
  const value = useMemo(() => ({ i18n: new Proxy(i18n, {}), _: i18n.t.bind(i18n), locale }), [i18n, locale])
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>
}
