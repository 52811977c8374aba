import { useEffect, useState } from 'react'

import { promoCheckFn } from './order.functions'
import { normalizePromo, PROMO_STORAGE_KEY } from './order-rules'

/**
 * The promo code of an order: what is typed, the code the API accepted (with its discount), and
 * the error of the last check. Its field is controlled: a code from the landing link, or one stored
 * earlier, is filled in after hydration.
 */
export function usePromo(initial: string | undefined) {
  const [input, setInput] = useState('')
  const [applied, setApplied] = useState<{ code: string; percentOff: number }>()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)

  const apply = async (raw: string) => {
    setInput(raw)
    const code = normalizePromo(raw)
    setError(undefined)
    if (!code) return setError(raw.trim() ? 'promo_invalid' : 'code_required')
    setPending(true)
    const result = await promoCheckFn({ data: { code } }).catch(() => undefined)
    setPending(false)
    if (!result) return setError('unavailable')
    if (!result.ok) {
      setApplied(undefined)
      return setError(result.error.code === 'not_found' ? 'promo_invalid' : result.error.code)
    }
    setApplied({ code: result.promo.code, percentOff: result.promo.percent_off })
    localStorage.setItem(PROMO_STORAGE_KEY, result.promo.code)
  }

  // A code from the landing link (or stored earlier) is filled in and checked once.
  useEffect(() => {
    const fromUrl = normalizePromo(initial)
    if (fromUrl) localStorage.setItem(PROMO_STORAGE_KEY, fromUrl)
    const code = fromUrl ?? normalizePromo(localStorage.getItem(PROMO_STORAGE_KEY))
    // Local storage exists only in the browser: the stored code is picked up after hydration.
    if (code) void Promise.resolve(code).then(apply)
  }, [initial])

  return { input, setInput, applied, error, pending, apply }
}

export type Promo = ReturnType<typeof usePromo>
