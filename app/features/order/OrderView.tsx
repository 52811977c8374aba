import { viewAfterStart } from '../../lib/build/view-after-start'

/**
 * The pricing page's view (plans, account and payment steps, with Query and the forms) with the
 * account and plan messages: ≈ 26 kB that load after the start bundle (decision 019).
 */
export const orderView = viewAfterStart(() => import('./OrderPage').then((module) => module.OrderPage), [
  'account',
  'pricing',
])
