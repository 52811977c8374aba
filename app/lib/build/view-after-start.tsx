import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { use, type ComponentType } from 'react'

import type { ViewPart } from '../i18n/view-catalogs'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'

type LoadsByLocale = Map<Locale, { promise: Promise<void>; done: boolean }>

/**
 * A view whose code and messages load after the page's start bundle (initial JavaScript budget,
 * `npm run bench:js`; decision 019). The route's loader calls `load` before the page renders
 * (server, client navigation, preload), so there the view renders at once; on the first page of
 * a visit the browser keeps the server's HTML of the view (inside a `<Suspense>`) until its code
 * and messages arrive, then hydrates it. After a language switch the view on screen waits for its
 * messages in the new language the same way. A failed code download is left to the chunk-reload
 * rules.
 */
export function viewAfterStart<Props extends object>(
  loadCode: () => Promise<ComponentType<Props>>,
  parts: readonly ViewPart[],
) {
  let loaded: ComponentType<Props> | undefined
  // Kept on the i18n instance (one per request on the server, per tab in the browser): components
  // see it through the provider's proxy (I18nProvider.tsx), which a WeakMap would not recognise.
  const key = Symbol()
  const loadsOf = (i18n: I18n): LoadsByLocale => ((i18n as unknown as Record<symbol, LoadsByLocale>)[key] ??= new Map())

  function load(i18n: I18n, locale: Locale): Promise<void> {
    const loads = loadsOf(i18n)
    let entry = loads.get(locale)
    if (!entry) {
      // The parts' loaders (20 per part) are a chunk of their own too, not in the page's bundle.
      const messages = import('../i18n/view-catalogs').then((module) => module.loadViewMessages(i18n, locale, parts))
      const started = { done: false, promise: Promise.resolve() }
      started.promise = Promise.all([loadCode(), messages]).then(([component]) => {
        loaded = component
        started.done = true
      })
      started.promise.catch(() => loads.delete(locale))
      loads.set(locale, (entry = started))
    }
    return entry.promise
  }

  function View(props: Props) {
    const { i18n } = useLingui()
    const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
    // Before the loader's load only in the browser's first render (hydration) or right after a
    // language switch: wait for the code and the messages.
    if (!loaded || !loadsOf(i18n).get(locale)?.done) use(load(i18n, locale))
    const Component = loaded as ComponentType<Props>
    return <Component {...props} />
  }

  return { load, View }
}
