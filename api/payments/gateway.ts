import type { GatewayKey } from '../db/schema.ts'

export interface CheckoutOrder {
  id: string
  planId: string
  amountMinor: number
  currency: string
  email: string
}

export interface ResultUrls {
  success: string
  failed: string
  pending: string
}

/** What a gateway's webhook says, after its signature was checked. */
export interface PaymentEvent {
  /** The gateway's own event id, for idempotency. */
  id: string
  outcome: 'paid' | 'failed' | 'pending'
  orderId: string
  externalId?: string
}

export interface Gateway {
  /** `sandbox`, `stripe` or `aliumpay`: how the buyer pays (the sandbox stands in for the others locally). */
  implementation: GatewayKey
  createCheckout(order: CheckoutOrder, urls: ResultUrls): Promise<{ redirectUrl: string }>
  /** Verifies and reads a webhook; throws ApiError 400 `invalid_signature` when it is not genuine. */
  parseWebhook(request: Request): Promise<PaymentEvent | null>
}
