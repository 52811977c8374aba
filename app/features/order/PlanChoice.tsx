import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'

import { CURRENCIES } from '#contracts/currencies.ts'
import { FormError } from '../../components/forms/FormAlert'
import { PlanCards } from './PlanCards'
import type { Order } from './use-order'

/** The currency and the plans in it as cards, each with its price after the promo code's discount. */
export function PlanChoice({ order }: { order: Order }) {
  const { t } = useLingui()
  const currencyId = useId()
  const { currency, plans, list, selected, price, promo } = order
  const currencyRef = useRef<HTMLSelectElement>(null)
  const cardsRef = useRef<HTMLDivElement>(null)
  // The server's cards can be chosen before this code arrives (it loads after the page's start
  // code): the choice on screen when it hydrates is kept, not reset to the default.
  useEffect(() => {
    const checked = cardsRef.current?.querySelector<HTMLInputElement>('input:checked')
    if (checked && checked.value !== selected?.id) order.choosePlan(checked.value)
    const currencyOnScreen = currencyRef.current?.value
    if (currencyOnScreen && currencyOnScreen !== currency) order.chooseCurrency(currencyOnScreen)
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const error = plans.isError ? 'unavailable' : plans.data && !plans.data.ok ? plans.data.error.code : undefined

  return (
    <>
      <div className="field field--inline plan-currency">
        <label htmlFor={currencyId}>
          <Trans comment="Label of the drop-down list of currencies (USD, EUR …) the prices are shown and paid in">
            Currency
          </Trans>
        </label>
        <select ref={currencyRef} id={currencyId} value={currency} onChange={(event) => order.chooseCurrency(event.target.value)}>
          {CURRENCIES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {plans.isPending && (
        <p role="status">
          <Trans>Loading prices…</Trans>
        </p>
      )}
      <FormError code={list.length === 0 && !plans.isPending ? (error ?? 'unavailable') : error} />
      {list.length > 0 && (
        <div ref={cardsRef} aria-busy={plans.isPlaceholderData || plans.isFetching ? true : undefined}>
          <PlanCards
            plans={list}
            discounted={promo.applied ? price : undefined}
            choice={{
              selectedId: selected?.id,
              onChange: order.choosePlan,
              label: t({
                message: 'Plans',
                comment: 'Screen-reader name of the group of plan cards on the order page',
              }),
            }}
          />
        </div>
      )}
    </>
  )
}
