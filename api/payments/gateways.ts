import { randomBytes } from 'node:crypto'

import type { ApiEnv } from '../env.ts'
import { aliumpayGateway } from './aliumpay.ts'
import type { Gateway } from './gateway.ts'
import { sandboxGateway } from './sandbox.ts'
import { stripeGateway } from './stripe.ts'

export type Gateways = Partial<Record<'stripe' | 'aliumpay' | 'sandbox', Gateway>>

/**
 * Stripe and Aliumpay use their real adapters when their keys are configured. Outside production a
 * gateway without keys is played by the sandbox, so the whole purchase works on one machine.
 */
export function buildGateways(env: ApiEnv): { gateways: Gateways; sandboxSecret: string } {
  const sandboxSecret = env.SANDBOX_SECRET ?? randomBytes(32).toString('hex')
  const sandbox = (actsAs: 'stripe' | 'aliumpay' | 'sandbox') =>
    env.production ? undefined : sandboxGateway({ secret: sandboxSecret, apiPublicUrl: env.apiPublicUrl, actsAs })
  const gateways: Gateways = {
    sandbox: sandbox('sandbox'),
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? stripeGateway({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET })
        : sandbox('stripe'),
    aliumpay:
      env.ALIUMPAY_API_URL && env.ALIUMPAY_API_KEY && env.ALIUMPAY_SECRET
        ? aliumpayGateway({
            apiUrl: env.ALIUMPAY_API_URL,
            apiKey: env.ALIUMPAY_API_KEY,
            secret: env.ALIUMPAY_SECRET,
            callbackUrl: `${env.apiPublicUrl}/webhooks/aliumpay`,
          })
        : sandbox('aliumpay'),
  }
  return { gateways, sandboxSecret }
}
