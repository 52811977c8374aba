import { getCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'

import { accountCall } from '../../lib/api/account-client.server'
import { COOKIE } from '../../lib/cookies'

const Accepted = v.object({ accepted: v.boolean() })

/** The landing page's affiliate ids (`fvp_a_aid`, `fvp_btag`), if the visitor came through a partner. */
export function affiliateIds(): { aid?: string; btag?: string } | undefined {
  const aid = getCookie(COOKIE.affiliateId)?.slice(0, 64)
  const btag = getCookie(COOKIE.btag)?.slice(0, 128)
  return aid || btag ? { aid, btag } : undefined
}

/** Reports a sign-up or purchase to the affiliate endpoint; a failure is logged, never shown. */
export async function reportAffiliateEvent(event: 'signup' | 'purchase', page: string, extra?: Record<string, string>) {
  const ids = affiliateIds()
  if (!ids) return
  const [, error] = await accountCall(Accepted, '/affiliate/event', { method: 'POST', body: { event, page, ...ids } })
  if (error) console.warn(`Affiliate ${event} event failed:`, error.code)
  if (event === 'purchase' && extra) {
    const [, postbackError] = await accountCall(Accepted, '/affiliate-postback', {
      method: 'POST',
      body: { ...ids, ...extra, event },
    })
    if (postbackError) console.warn('Affiliate postback failed:', postbackError.code)
  }
}
