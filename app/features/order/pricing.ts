/**
 * What a plan card shows besides its price, worked out from the plans the API answers: how many
 * months a plan covers, its price per month, what it saves against paying monthly and which plan
 * is the best value. Nothing here is written by hand per plan, so a new plan or price changes the
 * cards by itself. Amounts are in minor units (cents), as the API gives them.
 */

export interface PricedPlan {
  id: string
  period_days: number
  /** The price to pay, in minor units (after a promo code's discount, if any). */
  amount: number
  currency: string
}

export interface PlanOffer<P extends PricedPlan = PricedPlan> {
  plan: P
  /** Whole months the plan covers; 0 for a plan shorter than a month (2 days). */
  months: number
  /** The price per month in minor units, for plans of a month or more. */
  perMonth?: number
  /** Whole percent saved against the monthly plan for the same months (rounded down), when positive. */
  savingPercent?: number
  /** The plan with the lowest price per day among the plans that save: at most one. */
  bestValue: boolean
}

const DAYS_PER_MONTH = 365 / 12

/** 30 days and 31 days are one month, 365 days twelve; shorter than four weeks is no month at all. */
export function planMonths(periodDays: number): number {
  return periodDays < 28 ? 0 : Math.max(1, Math.round(periodDays / DAYS_PER_MONTH))
}

/**
 * The price per month, rounded to the currency's smallest coin: amounts are integers of minor
 * units (cents; a whole yen for a currency without them), so rounding to an integer is rounding
 * to the coin, half up.
 */
export function perMonthAmount(amount: number, months: number): number {
  return Math.round(amount / months)
}

/**
 * Percent saved against paying the monthly plan `months` times, rounded down so the page never
 * claims more than the buyer saves; undefined when there is nothing to save.
 */
export function savingPercent(amount: number, months: number, monthly: number): number | undefined {
  if (months <= 1 || monthly <= 0) return undefined
  const percent = Math.floor(100 * (1 - amount / (monthly * months)) + 1e-9)
  return percent >= 1 ? percent : undefined
}

/** The cards' facts for each plan, in the order the API lists them. */
export function planOffers<P extends PricedPlan>(plans: readonly P[]): PlanOffer<P>[] {
  const monthly = plans.find((plan) => planMonths(plan.period_days) === 1)
  const offers = plans.map((plan): PlanOffer<P> => {
    const months = planMonths(plan.period_days)
    const saving =
      monthly && monthly.currency === plan.currency ? savingPercent(plan.amount, months, monthly.amount) : undefined
    return {
      plan,
      months,
      ...(months >= 1 ? { perMonth: perMonthAmount(plan.amount, months) } : {}),
      ...(saving ? { savingPercent: saving } : {}),
      bestValue: false,
    }
  })
  // The best value is the lowest price per day among the plans that save; a tie goes to the longer plan.
  let best: PlanOffer<P> | undefined
  for (const offer of offers) {
    if (!offer.savingPercent) continue
    const perDay = offer.plan.amount / offer.plan.period_days
    const bestPerDay = best ? best.plan.amount / best.plan.period_days : Infinity
    if (perDay < bestPerDay || (perDay === bestPerDay && best && offer.plan.period_days > best.plan.period_days))
      best = offer
  }
  if (best) best.bestValue = true
  return offers
}
