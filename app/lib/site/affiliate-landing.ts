import { COOKIE } from '#contracts/cookies.ts'

const VALUE = /^[\w.~-]{1,128}$/

/**
 * A partner's landing link (`?a_aid=…&btag=…`) is remembered in `fvp_a_aid` and `fvp_btag`
 * (two years, parent domain) so a later sign-up or purchase can be credited. Odd values are ignored.
 */
export function affiliateCookiesFromQuery(query: URLSearchParams): { name: string; value: string }[] {
  const found: { name: string; value: string }[] = []
  const aid = query.get('a_aid')
  const btag = query.get('btag')
  if (aid && VALUE.test(aid) && aid.length <= 64) found.push({ name: COOKIE.affiliateId, value: aid })
  if (btag && VALUE.test(btag)) found.push({ name: COOKIE.btag, value: btag })
  return found
}
