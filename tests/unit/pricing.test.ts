import { readdirSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { PLANS } from '#api/db/seed-data.ts'
import { planMonths, planOffers, perMonthAmount, savingPercent, type PricedPlan } from '#app/features/order/pricing.ts'
import { fillProductFacts, formatDays, refundWindowText } from '#app/lib/facts/product-facts-text.ts'
import { LOCALES } from '#app/lib/i18n/locales.ts'
import { PRODUCT_FACTS } from '#contracts/product-facts.ts'

const plan = (id: string, period_days: number, amount: number, currency = 'USD'): PricedPlan => ({
  id,
  period_days,
  amount,
  currency,
})
const seeded = (currency: 'USD' | 'EUR' | 'RUB') =>
  PLANS.map((p) => plan(p.id, p.periodDays, p.prices[currency], currency))

describe('plan months', () => {
  it('names 30 and 31 days one month, 365 days twelve, and a plan under four weeks none', () => {
    expect([2, 7, 27].map(planMonths)).toEqual([0, 0, 0])
    expect([28, 30, 31].map(planMonths)).toEqual([1, 1, 1])
    expect([90, 180, 365, 366, 730].map(planMonths)).toEqual([3, 6, 12, 12, 24])
  })
})

describe('price per month', () => {
  it('rounds to the smallest coin, half up', () => {
    expect(perMonthAmount(4788, 12)).toBe(399) // $47.88 a year = $3.99
    expect(perMonthAmount(4499, 12)).toBe(375) // €44.99 / 12 = 3.749… → €3.75
    expect(perMonthAmount(399_000, 12)).toBe(33_250) // 3 990 ₽ / 12 = 332,50 ₽
    expect(perMonthAmount(1001, 2)).toBe(501) // 5.005 → 5.01
  })

  it('works in whole units for a currency without minor units (yen: the amount is already in yen)', () => {
    expect(perMonthAmount(5000, 12)).toBe(417)
    expect(Number.isInteger(perMonthAmount(9999, 7))).toBe(true)
  })
})

describe('saving against the monthly plan', () => {
  it('is rounded down, so the page never claims more than the buyer saves', () => {
    // 44.99 against 12 × 7.49 = 89.88: 49.94 % saved → 49 %, not 50 %.
    expect(savingPercent(4499, 12, 749)).toBe(49)
    expect(savingPercent(4788, 12, 799)).toBe(50) // 50.06 %
    expect(savingPercent(399_000, 12, 69_900)).toBe(52) // 52.43 %
  })

  it('is exact on whole percents despite floating point', () => {
    expect(savingPercent(6000, 12, 1000)).toBe(50)
    expect(savingPercent(8400, 12, 1000)).toBe(30)
  })

  it('is nothing for the monthly plan itself, a shorter plan, or a longer plan that costs as much or more', () => {
    expect(savingPercent(799, 1, 799)).toBeUndefined()
    expect(savingPercent(199, 0, 799)).toBeUndefined()
    expect(savingPercent(9588, 12, 799)).toBeUndefined()
    expect(savingPercent(9999, 12, 799)).toBeUndefined()
    expect(savingPercent(9550, 12, 799)).toBeUndefined() // 0.4 %: less than one percent is no saving
  })
})

describe('plan offers (the cards)', () => {
  it('works out the seeded plans in every currency: per month, saving and best value on the year', () => {
    for (const currency of ['USD', 'EUR', 'RUB'] as const) {
      const offers = planOffers(seeded(currency))
      expect(offers.map((o) => o.plan.id)).toEqual(['2-days', '1-month', '1-year'])
      const [days, month, year] = offers
      expect(days).toMatchObject({ months: 0, bestValue: false })
      expect(days?.perMonth).toBeUndefined()
      expect(month).toMatchObject({ months: 1, bestValue: false })
      expect(month?.savingPercent).toBeUndefined()
      expect(year).toMatchObject({ months: 12, bestValue: true })
      expect(year?.savingPercent).toBeGreaterThan(0)
    }
    expect(planOffers(seeded('USD'))[2]).toMatchObject({ perMonth: 399, savingPercent: 50 })
    expect(planOffers(seeded('EUR'))[2]).toMatchObject({ perMonth: 375, savingPercent: 49 })
    expect(planOffers(seeded('RUB'))[2]).toMatchObject({ perMonth: 33_250, savingPercent: 52 })
  })

  it('gives the badge by the data, not by the name: the plan with the lowest price per day that saves', () => {
    const offers = planOffers([
      plan('month', 30, 1000),
      plan('quarter', 90, 2400), // 20 % saved, 26.7 a day
      plan('year', 365, 10_800), // 10 % saved, 29.6 a day
    ])
    expect(offers.filter((o) => o.bestValue).map((o) => o.plan.id)).toEqual(['quarter'])
  })

  it('gives no badge when no plan saves, or without a monthly plan to compare with', () => {
    expect(planOffers([plan('month', 30, 1000), plan('year', 365, 12_000)]).some((o) => o.bestValue)).toBe(false)
    expect(planOffers([plan('days', 2, 199), plan('year', 365, 4788)]).some((o) => o.bestValue)).toBe(false)
    expect(planOffers([]).length).toBe(0)
  })

  it('gives a tie to the longer plan', () => {
    const offers = planOffers([plan('month', 30, 1000), plan('half', 180, 3000), plan('year', 360, 6000)])
    expect(offers.find((o) => o.bestValue)?.plan.id).toBe('year')
  })

  it('keeps a promo code out of the comparison: every plan discounted alike saves the same percent', () => {
    const discount = (amount: number) => Math.round(amount * 0.9)
    const discounted = planOffers(seeded('USD').map((p) => ({ ...p, amount: discount(p.amount) })))
    expect(discounted[2]?.savingPercent).toBe(50)
    expect(discounted[2]?.perMonth).toBe(359)
  })
})

describe('the refund window (decision 018)', () => {
  it('is written with the language’s own plural form of “day”', () => {
    expect(formatDays('en', 30)).toBe('30 days')
    expect(formatDays('en', 1)).toBe('1 day')
    expect(formatDays('de', 30)).toBe('30 Tage')
    expect(formatDays('ru', 30)).toBe('30 дней')
    expect(formatDays('ru', 21)).toBe('21 день')
    expect(formatDays('ua', 30)).toBe('30 днів')
    expect(refundWindowText('en')).toBe(`${PRODUCT_FACTS.refundWindowDays} days`)
  })

  it('is filled into the refund policy of every language, which states it and no “stated at checkout”', () => {
    for (const locale of LOCALES) {
      const source = readFileSync(`content/legal/${locale}/refund.md`, 'utf8')
      expect(source, locale).toContain('{refundWindowDays}')
      const filled = fillProductFacts(source, locale)
      expect(filled, locale).not.toContain('{refundWindowDays}')
      expect(filled, locale).toContain(refundWindowText(locale))
    }
    expect(readdirSync('content/legal').sort()).toEqual([...LOCALES].sort())
    expect(readFileSync('content/legal/en/refund.md', 'utf8')).not.toMatch(/period stated at checkout/)
  })
})
