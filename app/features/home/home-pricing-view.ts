import { viewAfterStart } from '../../lib/build/view-after-start'

/** The pricing section's code and the plan messages load after the home page's start bundle. */
export const homePricingView = viewAfterStart(
  () => import('./HomePricing').then((module) => module.HomePricing),
  ['pricing'],
)
