import { foldForSearch } from '../../lib/i18n/fold-for-search'
import type { IndexedAnswer } from './answer-index'

/**
 * The words of a query: split at spaces and punctuation. Languages written without spaces
 * (Japanese, Thai) give one word per run, which is then matched as a phrase, as their readers
 * type it.
 */
export function queryWords(query: string): string[] {
  return foldForSearch(query)
    .split(/[\s\p{P}\p{S}]+/u)
    .filter(Boolean)
}

interface Prepared {
  entry: IndexedAnswer
  question: string
  answer: string
}

export interface AnswerSearch {
  /** The entries every word of the query is found in, best first (words in the question count most), at most `limit`. */
  find: (query: string, limit?: number) => IndexedAnswer[]
}

/** A search over one language's index; each entry is folded once, not per keystroke. */
export function answerSearch(entries: readonly IndexedAnswer[]): AnswerSearch {
  const prepared: Prepared[] = entries.map((entry) => ({
    entry,
    question: foldForSearch(entry.q),
    answer: foldForSearch(entry.a),
  }))
  return {
    find(query, limit = Number.POSITIVE_INFINITY) {
      const words = queryWords(query)
      if (words.length === 0) return []
      const phrase = words.join(' ')
      const scored: { entry: IndexedAnswer; score: number; order: number }[] = []
      prepared.forEach(({ entry, question, answer }, order) => {
        let score = 0
        for (const word of words) {
          if (question.includes(word)) score += 3
          else if (answer.includes(word)) score += 1
          else return
        }
        if (words.length > 1 && question.includes(phrase)) score += 2
        scored.push({ entry, score, order })
      })
      return scored
        .sort((a, b) => b.score - a.score || a.order - b.order)
        .slice(0, limit)
        .map(({ entry }) => entry)
    },
  }
}
