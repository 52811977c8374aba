import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { use, type ComponentType } from 'react'

import type { ViewPart } from '../i18n/view-catalogs'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'

/**
 * A view whose code and messages load after the page's start bundle (initial JavaScript budget,
 * `npm run bench:js`; decision 019). The route's loader calls `load` before the page renders
 * (server, client navigation, preload), so there the view renders at once; on the first page of
 * a visit the browser keeps the server's HTML of the view (inside a `<Suspense>`) until its code
 * and messages arrive, then hydrates it. A failed code download is left to the chunk-reload rules.
 */
export function viewAfterStart<Props extends object>(
  loadCode: () => Promise<ComponentType<Props>>,
  parts: readonly ViewPart[],
) {
  let loaded: ComponentType<Props> | undefined
  let firstLoad: Promise<ComponentType<Props>> | undefined

  async function load(i18n: I18n, locale: Locale): Promise<void> {
    // The parts' loaders (20 per part) are a chunk of their own too, not in the page's bundle.
    const messages = import('../i18n/view-catalogs').then((module) => module.loadViewMessages(i18n, locale, parts))
    const [component] = await Promise.all([loadCode(), messages])
    loaded = component
  }

  function View(props: Props) {
    const { i18n } = useLingui()
    // Only the browser's first render can come before the loader's load (hydration).
    const Component =
      loaded ??
      use(
        (firstLoad ??= load(i18n, isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE).then(
          () => loaded as ComponentType<Props>,
        )),
      )
    return <Component {...props} />
  }

  return { load, View }
}
