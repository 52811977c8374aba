/** Spec 3: payment gateway keys and their display names (brand names, not translated). */
/* eslint-disable lingui/no-unlocalized-strings -- brand names read the same in every language */
export const GATEWAY_NAMES = {
  stripe: 'Stripe',
  ios: 'AppStore',
  play: 'Play Market',
  huawei: 'Huawei',
  amazon: 'Amazon',
  aliumpay: 'Aliumpay',
} as const
/* eslint-enable lingui/no-unlocalized-strings */

export type GatewayKey = keyof typeof GATEWAY_NAMES

export function isGatewayKey(key: string): key is GatewayKey {
  return Object.hasOwn(GATEWAY_NAMES, key)
}

/** The display name, or the raw key for a gateway this site does not know yet. */
export function gatewayName(key: string): string {
  return isGatewayKey(key) ? GATEWAY_NAMES[key] : key
}

/** Where the subscription was bought, derived from the gateway key (spec 3). */
export type SubscriptionSource =
  'website' | 'app-store' | 'google-play' | 'huawei-appgallery' | 'amazon-appstore' | 'other'

export function subscriptionSource(key: string): SubscriptionSource {
  switch (key) {
    case 'stripe':
    case 'aliumpay':
      return 'website'
    case 'ios':
      return 'app-store'
    case 'play':
      return 'google-play'
    case 'huawei':
      return 'huawei-appgallery'
    case 'amazon':
      return 'amazon-appstore'
    default:
      return 'other'
  }
}

/** Only website subscriptions are cancelled here; the others in the store they were bought in. */
export function cancellableHere(key: string): key is 'stripe' | 'aliumpay' {
  return key === 'stripe' || key === 'aliumpay'
}
