import * as v from 'valibot'

import type { GatewayKey } from '../db/schema.ts'
import type { Gateway, PaymentEvent } from './gateway.ts'
import { hmacHex, signatureMatches } from '#contracts/signing.server.ts'
import { readSignedJson } from './signed-json.ts'

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

const SandboxEventSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  outcome: v.picklist(['paid', 'failed', 'pending']),
  order_id: v.pipe(v.string(), v.uuid()),
})

/**
 * The local stand-in for a payment provider: its checkout is a page of this API where the buyer
 * chooses pay, fail or leave pending, and it then posts a signed webhook exactly as a provider would.
 */
export function sandboxGateway(options: { secret: string; apiPublicUrl: string; actsAs: GatewayKey }): Gateway {
  return {
    implementation: 'sandbox',
    async createCheckout(order) {
      const sig = hmacHex(options.secret, `checkout:${options.actsAs}:${order.id}`)
      return { redirectUrl: `${options.apiPublicUrl}/sandbox/checkout/${options.actsAs}/${order.id}?sig=${sig}` }
    },
    async parseWebhook(request): Promise<PaymentEvent> {
      const event = await readSignedJson(request, {
        secret: options.secret,
        header: SANDBOX_SIGNATURE_HEADER,
        schema: SandboxEventSchema,
      })
      return { id: event.id, outcome: event.outcome, orderId: event.order_id }
    },
  }
}

export function sandboxCheckoutSignatureValid(
  secret: string,
  gateway: string,
  orderId: string,
  sig: string | undefined,
) {
  return signatureMatches(secret, `checkout:${gateway}:${orderId}`, sig)
}

export function signSandboxEvent(secret: string, body: string): string {
  return hmacHex(secret, body)
}
