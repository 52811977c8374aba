import { ofetch } from 'ofetch'
import * as v from 'valibot'

import type { Gateway, PaymentEvent } from './gateway.ts'
import { readSignedJson } from './signed-json.ts'

export const ALIUMPAY_SIGNATURE_HEADER = 'x-aliumpay-signature'

const InvoiceSchema = v.object({ invoice_id: v.string(), payment_url: v.pipe(v.string(), v.url()) })
const CallbackSchema = v.object({
  event_id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  invoice_id: v.string(),
  order_id: v.pipe(v.string(), v.uuid()),
  status: v.picklist(['paid', 'failed', 'pending']),
})

/**
 * Cryptocurrency payments through Aliumpay's HTTP API: an invoice per order, and a callback signed
 * with HMAC-SHA256 of the raw body (hex, in `x-aliumpay-signature`). The contract is in docs/api.md.
 */
export function aliumpayGateway(options: {
  apiUrl: string
  apiKey: string
  secret: string
  callbackUrl: string
}): Gateway {
  const client = ofetch.create({
    baseURL: options.apiUrl,
    timeout: 10_000,
    retry: 1,
    headers: { authorization: `Bearer ${options.apiKey}` },
  })
  return {
    implementation: 'aliumpay',
    async createCheckout(order, urls) {
      const answer = await client('/v1/invoices', {
        method: 'POST',
        body: {
          order_id: order.id,
          amount: (order.amountMinor / 100).toFixed(2),
          currency: order.currency,
          description: `Planet VPN Premium (${order.planId})`,
          success_url: urls.success,
          fail_url: urls.failed,
          callback_url: options.callbackUrl,
        },
      })
      const invoice = v.parse(InvoiceSchema, answer)
      return { redirectUrl: invoice.payment_url }
    },
    async parseWebhook(request): Promise<PaymentEvent> {
      const callback = await readSignedJson(request, {
        secret: options.secret,
        header: ALIUMPAY_SIGNATURE_HEADER,
        schema: CallbackSchema,
      })
      return {
        id: callback.event_id,
        outcome: callback.status,
        orderId: callback.order_id,
        externalId: callback.invoice_id,
      }
    },
  }
}
