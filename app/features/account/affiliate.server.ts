import { getCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'

import { postbackHeaders, postbackSecret, type PurchasePostback } from '#contracts/purchase-postback.server.ts'
import { accountCall } from '../../lib/api/account-client.server'
import { COOKIE } from '#contracts/cookies.ts'
import { serverConfig } from '../../lib/site/config.server'

const Accepted = v.object({ accepted: v.boolean(), duplicate: v.optional(v.boolean()) })

/** The landing page's affiliate ids (`fvp_a_aid`, `fvp_btag`), if the visitor came through a partner. */
export function affiliateIds(): { aid?: string; btag?: string } | undefined {
  const aid = getCookie(COOKIE.affiliateId)?.slice(0, 64)
  const btag = getCookie(COOKIE.btag)?.slice(0, 128)
  return aid || btag ? { aid, btag } : undefined
}

/** Reports a sign-up or purchase to the affiliate endpoint; a failure is logged, never shown. */
export async function reportAffiliateEvent(event: 'signup' | 'purchase', page: string) {
  const ids = affiliateIds()
  if (!ids) return
  const [, error] = await accountCall(Accepted, '/affiliate/event', { method: 'POST', body: { event, page, ...ids } })
  if (error) console.warn(`Affiliate ${event} event failed:`, error.code)
}

/** What became of a purchase report: sent, already sent before, not for a partner, or failed (logged). */
export type PurchaseReport = 'reported' | 'duplicate' | 'no_partner' | 'failed'

/**
 * Reports a paid order through the signed postback, then as a purchase event. The API records an
 * order once: a report it has seen before (another tab, a reload) sends no second event either.
 * The caller has checked that the order is the visitor's own and paid.
 */
export async function reportPurchase(
  order: { id: string; amount: number; currency: string },
  page: string,
): Promise<PurchaseReport> {
  const ids = affiliateIds()
  if (!ids) return 'no_partner'
  // The site does not see the development-tools switch resolved at start-up: it signs with the
  // published default unless SITE_ENV=PROD, and the API, which does see it, refuses that default on
  // any production server.
  const { env, site } = serverConfig()
  const secret = postbackSecret(env.AFFILIATE_POSTBACK_SECRET, site.env === 'PROD')
  if (!secret) {
    console.error('Affiliate postback not sent: AFFILIATE_POSTBACK_SECRET is not set')
    return 'failed'
  }
  const body: PurchasePostback = {
    event: 'purchase',
    order_id: order.id,
    amount: String(order.amount),
    currency: order.currency,
    ...(ids.aid ? { aid: ids.aid } : {}),
    ...(ids.btag ? { btag: ids.btag } : {}),
  }
  const [answer, error] = await accountCall(Accepted, '/affiliate-postback', {
    method: 'POST',
    body,
    headers: postbackHeaders(secret, body),
  })
  if (error) {
    console.warn('Affiliate postback failed:', error.code)
    return 'failed'
  }
  if (answer.duplicate) return 'duplicate'
  await reportAffiliateEvent('purchase', page)
  return 'reported'
}
