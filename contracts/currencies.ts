/**
 * The currencies plans are priced in. Apart from the valibot schemas in catalog.ts, so the order
 * page's currency choice can use the list without bringing valibot into the browser's JavaScript.
 */
export const CURRENCIES = ['USD', 'EUR', 'RUB'] as const
export type Currency = (typeof CURRENCIES)[number]
