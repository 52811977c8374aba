import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'

import { CURRENCIES } from '#contracts/currencies.ts'
import { FormError } from '../../components/forms/FormAlert'
import { formatMoney } from '../../lib/i18n/format'
import { useLocale } from '../../lib/i18n/use-locale'
import type { Order } from './use-order'

function PlanName({ days }: { days: number }) {
  if (days >= 365) return <Trans>1 year</Trans>
  if (days >= 28) return <Trans>1 month</Trans>
  return <Trans>{days} days</Trans>
}

/** The currency and the plans in it, each with its price after the promo code's discount. */
export function PlanChoice({ order }: { order: Order }) {
  const { t } = useLingui()
  const locale = useLocale()
  const currencyId = useId()
  const { currency, plans, list, selected, price, promo } = order

  return (
    <>
      <div className="field field--inline">
        <label htmlFor={currencyId}>
          <Trans>Currency</Trans>
        </label>
        <select id={currencyId} value={currency} onChange={(event) => order.chooseCurrency(event.target.value)}>
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
      <FormError
        code={plans.isError ? 'unavailable' : plans.data && !plans.data.ok ? plans.data.error.code : undefined}
      />
      <div className="plans" role="radiogroup" aria-label={t`Plans`}>
        {list.map((plan) => (
          <label key={plan.id} className={`plan${selected?.id === plan.id ? ' plan--selected' : ''}`}>
            <input
              type="radio"
              name="plan"
              value={plan.id}
              checked={selected?.id === plan.id}
              onChange={() => order.choosePlan(plan.id)}
            />
            <span className="plan__name">
              <PlanName days={plan.period_days} />
            </span>
            <span className="plan__price">
              {promo.applied && (
                <del className="plan__old">{formatMoney(locale, plan.price.amount, plan.price.currency)}</del>
              )}{' '}
              <strong>{formatMoney(locale, price(plan), plan.price.currency)}</strong>
            </span>
          </label>
        ))}
      </div>
    </>
  )
}
