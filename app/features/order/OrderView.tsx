import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { use, type ComponentProps } from 'react'

import { loadAccountMessages } from '../../lib/i18n/account-catalogs'
import { isLocale, type Locale } from '../../lib/i18n/locales'
import type { OrderPage } from './OrderPage'

interface OrderModule {
  OrderPage: typeof OrderPage
}

/**
 * The pricing page's view (plans, account and payment steps, with Query and the forms) and the
 * account messages it shows load together after the start bundle, so the indexable pricing page
 * stays within the initial JavaScript budget (decision 019). The route's loader loads them before
 * the page renders (server, client navigation, preload); on the first page of a visit the browser
 * keeps the server's HTML until they arrive and then hydrates it.
 */
let loaded: OrderModule | undefined
let firstLoad: Promise<OrderModule> | undefined

/** The view's code (once) and the account messages of `locale` in `i18n`. */
export async function loadOrderView(i18n: I18n, locale: Locale): Promise<OrderModule> {
  const [module] = await Promise.all([import('./OrderPage'), loadAccountMessages(i18n, locale)])
  return (loaded = module)
}

export function OrderView(props: ComponentProps<typeof OrderPage>) {
  const { i18n } = useLingui()
  // Only the browser's first render can come before the loader's load (hydration: the loader ran
  // on the server); it waits for one load, a failed one is left to the chunk-reload rules.
  const module = loaded ?? use((firstLoad ??= loadOrderView(i18n, isLocale(i18n.locale) ? i18n.locale : 'en')))
  return <module.OrderPage {...props} />
}
