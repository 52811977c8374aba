/**
 * Facts about the service that copy states as numbers or names and that marketing may change: one
 * place, read by the pages that state them (home, pricing, refund policy, cabinet, footer). Only
 * true facts belong here (see docs/decisions/018-product-facts.md); the number of locations is not
 * here because it comes from the API.
 */
export const PRODUCT_FACTS = {
  /** Devices one Premium subscription covers at the same time. */
  devicesPerSubscription: 10,
  /** Days after a first website purchase within which a refund can be asked for (refund policy 4.1). */
  refundWindowDays: 30,
  operator: 'FREE VPN PLANET S.R.L.',
  /** ISO 3166 code of the operator's jurisdiction; pages name it in the visitor's language (app/features/home/jurisdiction.ts). */
  jurisdiction: 'RO',
} as const
