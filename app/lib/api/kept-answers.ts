/**
 * Answers of the API that are the same for every visitor and that public, cached pages show (the
 * plans of each currency, the number of server locations): each key's answer is kept for
 * KEPT_FRESH_MS, then refreshed in the background while the kept one is still served, and kept
 * while the API cannot answer, so a public page neither waits for nor changes with the API's
 * health. Only a key never answered waits for the API (and then fails with it).
 */
export const KEPT_FRESH_MS = 5 * 60_000

/** As the account client answers (api-result.ts): the value, or the failure. */
export type Answer<Value, Failure> = readonly [Value, null] | readonly [null, Failure]

interface Entry<Value> {
  value: Value
  at: number
  refreshing?: boolean
}

export function keptAnswers<Value, Failure>(now: () => number = Date.now) {
  const entries = new Map<string, Entry<Value>>()

  async function fetchAndKeep(key: string, fetchAnswer: () => Promise<Answer<Value, Failure>>) {
    const answer = await fetchAnswer()
    if (answer[0] !== null) entries.set(key, { value: answer[0], at: now() })
    return answer
  }

  return async function kept(
    key: string,
    fetchAnswer: () => Promise<Answer<Value, Failure>>,
  ): Promise<Answer<Value, Failure>> {
    const entry = entries.get(key)
    if (!entry) return fetchAndKeep(key, fetchAnswer)
    if (now() - entry.at >= KEPT_FRESH_MS && !entry.refreshing) {
      entry.refreshing = true
      void fetchAndKeep(key, fetchAnswer)
        .catch(() => undefined)
        .finally(() => (entry.refreshing = false))
    }
    return [entry.value, null]
  }
}
