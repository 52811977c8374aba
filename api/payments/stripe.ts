import Stripe from 'stripe'

import { ApiError } from '../http/errors.ts'
import type { Gateway, PaymentEvent } from './gateway.ts'

/** Card payments through Stripe Checkout; the webhook is verified with Stripe's signing secret. */
export function stripeGateway(options: { secretKey: string; webhookSecret: string; client?: Stripe }): Gateway {
  const stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 1, timeout: 10_000 })
  return {
    implementation: 'stripe',
    async createCheckout(order, urls) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: order.email,
        client_reference_id: order.id,
        metadata: { order_id: order.id },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.amountMinor,
              product_data: { name: `Planet VPN Premium (${order.planId})` },
            },
          },
        ],
        success_url: urls.success,
        cancel_url: urls.failed,
      })
      if (!session.url) throw new Error('Stripe answered no checkout URL')
      return { redirectUrl: session.url }
    },
    async parseWebhook(request): Promise<PaymentEvent | null> {
      const body = await request.text()
      let event: Stripe.Event
      try {
        event = await stripe.webhooks.constructEventAsync(
          body,
          request.headers.get('stripe-signature') ?? '',
          options.webhookSecret,
        )
      } catch {
        throw new ApiError(400, 'invalid_signature')
      }
      const outcome = (
        {
          'checkout.session.completed': 'paid',
          'checkout.session.async_payment_succeeded': 'paid',
          'checkout.session.async_payment_failed': 'failed',
          'checkout.session.expired': 'failed',
        } as const
      )[event.type as string]
      if (!outcome) return null
      const session = event.data.object as Stripe.Checkout.Session
      const orderId = session.metadata?.order_id ?? session.client_reference_id
      if (!orderId) return null
      const paid = outcome === 'paid' && session.payment_status !== 'unpaid'
      return {
        id: event.id,
        outcome: outcome === 'paid' && !paid ? 'pending' : outcome,
        orderId,
        externalId: typeof session.payment_intent === 'string' ? session.payment_intent : session.id,
      }
    },
  }
}
