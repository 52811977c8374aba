/**
 * The plans of each currency are the same for every visitor, and the home page (cached, public)
 * shows them: one answer per currency is kept for FRESH_MS, then refreshed in the background
 * while the kept one is still served, and kept while the account API cannot answer, so a public
 * page neither waits for nor changes with the API's health. Only a currency never answered
 * waits for the API (and then fails with it).
 */
export const PLANS_FRESH_MS = 5 * 60_000

/** As the account client answers (api-result.ts): the plans, or the failure. */
type Answer<Plans, Failure> = readonly [Plans, null] | readonly [null, Failure]

interface Entry<Plans> {
  plans: Plans
  at: number
  refreshing?: boolean
}

export function plansCache<Plans, Failure>(now: () => number = Date.now) {
  const entries = new Map<string, Entry<Plans>>()

  async function fetchAndKeep(currency: string, fetchPlans: () => Promise<Answer<Plans, Failure>>) {
    const answer = await fetchPlans()
    if (answer[0] !== null) entries.set(currency, { plans: answer[0], at: now() })
    return answer
  }

  return async function cachedPlans(
    currency: string,
    fetchPlans: () => Promise<Answer<Plans, Failure>>,
  ): Promise<Answer<Plans, Failure>> {
    const entry = entries.get(currency)
    if (!entry) return fetchAndKeep(currency, fetchPlans)
    if (now() - entry.at >= PLANS_FRESH_MS && !entry.refreshing) {
      entry.refreshing = true
      void fetchAndKeep(currency, fetchPlans)
        .catch(() => undefined)
        .finally(() => (entry.refreshing = false))
    }
    return [entry.plans, null]
  }
}
