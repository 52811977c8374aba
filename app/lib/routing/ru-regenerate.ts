const ID_VALUE = /^u\d{20}$/

/** 20 random decimal digits from the platform CSPRNG, without modulo bias. */
export function randomDigits(length = 20): string {
  let out = ''
  const bytes = new Uint8Array(length * 2)
  while (out.length < length) {
    crypto.getRandomValues(bytes)
    for (const byte of bytes) {
      // 250 is the largest multiple of 10 below 256: reject the rest so every digit is equally likely.
      if (byte < 250 && out.length < length) out += String(byte % 10)
    }
  }
  return out
}

/**
 * RU variant rule: a query with `regenerate=true` loses that parameter and every value of the
 * form `u` + 20 digits gets a fresh random number. Other parameters keep their exact bytes.
 * Returns the new query (with `?`, or empty), or `undefined` when the rule does not apply.
 */
export function regenerateQuery(query: string, digits: () => string = randomDigits): string | undefined {
  const pairs = query.replace(/^\?/, '').split('&').filter(Boolean)
  const isTrigger = (pair: string) => pair === 'regenerate=true'
  if (!pairs.some(isTrigger)) return undefined
  const kept = pairs
    .filter((pair) => !isTrigger(pair))
    .map((pair) => {
      const eq = pair.indexOf('=')
      if (eq === -1) return pair
      const value = pair.slice(eq + 1)
      return ID_VALUE.test(value) ? `${pair.slice(0, eq + 1)}u${digits()}` : pair
    })
  return kept.length ? `?${kept.join('&')}` : ''
}
