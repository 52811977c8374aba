import type { ReactNode } from 'react'

import { formatNumber } from '../../lib/i18n/format'
import { useLocale } from '../../lib/i18n/use-locale'

/** One numbered step of the order form; the number in the page's digits (Persian ones in fa). */
export function OrderStep({ n, title, children }: { n: number; title: ReactNode; children: ReactNode }) {
  const locale = useLocale()
  return (
    <fieldset className="order-step">
      <legend>
        <span className="order-step__number">{formatNumber(locale, n)}</span> {title}
      </legend>
      {children}
    </fieldset>
  )
}
