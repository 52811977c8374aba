import { Plural, Trans } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'

import { formatMoney, formatNumber } from '../../lib/i18n/format'
import { useLocale } from '../../lib/i18n/use-locale'
import { planOffers, type PlanOffer, type PricedPlan } from './pricing'

/** A plan as the API answers it (`GET /plans`): its price before any promo code. */
export interface PlanPrice {
  id: string
  period_days: number
  price: { amount: number; currency: string }
}

export interface PlanCardsProps {
  plans: readonly PlanPrice[]
  /** A promo code's discount: every card shows the discounted price and the old one struck out. */
  discounted?: (plan: PlanPrice) => number
  /**
   * As a choice (the order page): each card is a radio button of this group. Without it the cards
   * are a plain list (a pricing section elsewhere), with `action` under each card.
   */
  choice?: { selectedId: string | undefined; onChange: (id: string) => void; label: string }
  action?: (offer: PlanOffer<CardPlan>) => ReactNode
}

interface CardPlan extends PricedPlan {
  source: PlanPrice
}

/** "2 days", "1 month", "1 year", or "12 months" for a plan the words do not name. */
export function PlanName({ days, months }: { days: number; months: number }) {
  if (months === 12) return <Trans>1 year</Trans>
  if (months === 1) return <Trans>1 month</Trans>
  if (months === 0) {
    return (
      <Plural value={days} one="# day" other="# days" comment="A plan's length in days (the shortest plan, 2 days)" />
    )
  }
  return (
    <Plural
      value={months}
      one="# month"
      other="# months"
      comment="A plan's length in whole months (other than 1 and 12)"
    />
  )
}

/** How a plan longer than a month is billed (its whole price at once). */
function PlanNote({ months }: { months: number }) {
  if (months < 2) return null
  if (months === 12) return <Trans>Billed once a year</Trans>
  return (
    <Plural
      value={months}
      one="Billed every month"
      other="Billed every # months"
      comment="How a plan of # months (more than 1, other than 12) is billed: its whole price once every # months"
    />
  )
}

function PlanCard({
  offer,
  discounted,
  choice,
  action,
}: {
  offer: PlanOffer<CardPlan>
  discounted: boolean
  choice?: PlanCardsProps['choice']
  action?: PlanCardsProps['action']
}) {
  const locale = useLocale()
  const id = useId()
  const { plan, months, perMonth, savingPercent, bestValue } = offer
  const money = (amount: number) => formatMoney(locale, amount, plan.currency)
  const price = money(plan.amount)
  // A long amount ("3 990,00 ₽", "3.990,00 RUB") gets a smaller size in a narrow card (order.css).
  const long = price.replace(/[\u200e\u200f\u2066-\u2069]/g, '').length > 9
  // An element, not a string: the amount stays on one line and apart from the words around it.
  const monthly = perMonth === undefined ? '' : <span className="money">{money(perMonth)}</span>
  const selected = choice?.selectedId === plan.id
  const className = `plan-card${bestValue ? ' plan-card--best' : ''}${selected ? ' plan-card--selected' : ''}`

  const body = (
    <>
      {bestValue && (
        <span className="plan-card__badge">
          <Trans comment="Badge on the plan with the lowest price per day">Best value</Trans>
        </span>
      )}
      <span className="plan-card__name" id={`${id}-name`}>
        <PlanName days={plan.period_days} months={months} />
      </span>
      <span className="plan-card__details" id={`${id}-details`}>
        <span className="plan-card__price">
          {discounted && <del className="plan-card__old money">{money(plan.source.price.amount)}</del>}{' '}
          <strong className="money" data-long={long || undefined}>
            {price}
          </strong>
        </span>
        <span className="plan-card__per-month">
          {months > 1 ? (
            <Trans comment="The price of a longer plan divided by its months">{monthly} per month</Trans>
          ) : months === 1 ? (
            <Trans comment="Under the price of the 1-month plan">Billed every month</Trans>
          ) : (
            <Trans comment="Under the price of the shortest plan (2 days)">For a trip or to try Premium</Trans>
          )}
        </span>
        <span className="plan-card__saving">
          {savingPercent ? (
            <Trans comment="Against paying the monthly plan for the same months">
              Save {{ savingPercent: formatNumber(locale, savingPercent) }}% against monthly
            </Trans>
          ) : null}
        </span>
        <span className="plan-card__note">
          <PlanNote months={months} />
        </span>
      </span>
    </>
  )

  if (!choice) {
    return (
      <li className={className}>
        {body}
        {action?.(offer)}
      </li>
    )
  }
  return (
    <label className={className}>
      <input
        type="radio"
        className="plan-card__radio"
        name="plan"
        value={plan.id}
        checked={selected}
        onChange={() => choice.onChange(plan.id)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-details`}
      />
      {body}
    </label>
  )
}

/**
 * The plans as cards: price, price per month, the saving against the monthly plan and a "Best
 * value" badge on the plan with the lowest price per day, all worked out from the plans the API
 * answers (pricing.ts). Reusable: the order page shows them as a choice, another page (the home
 * page's pricing section) as a list with its own action under each card.
 */
export function PlanCards({ plans, discounted, choice, action }: PlanCardsProps) {
  const offers = planOffers(
    plans.map((source): CardPlan => ({
      id: source.id,
      period_days: source.period_days,
      amount: discounted ? discounted(source) : source.price.amount,
      currency: source.price.currency,
      source,
    })),
  )
  const cards = offers.map((offer) => (
    <PlanCard
      key={offer.plan.id}
      offer={offer}
      discounted={offer.plan.amount !== offer.plan.source.price.amount}
      choice={choice}
      action={action}
    />
  ))
  return choice ? (
    <div className="plan-cards" role="radiogroup" aria-label={choice.label}>
      {cards}
    </div>
  ) : (
    <ul className="plan-cards">{cards}</ul>
  )
}
