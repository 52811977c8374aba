import * as v from 'valibot'

import { LOCALES } from '../../lib/i18n/locales'

/** One question and answer from a page's FAQ, where it lives, and in which language it is written. */
export interface IndexedAnswer {
  /** The question. */
  q: string
  /** The answer. */
  a: string
  /** The name of the page it is on. */
  t: string
  /** The page's path in the reader's language, with the answer's anchor (`/de/netflix/#faq-2`). */
  p: string
  /** Set when the page is not translated yet and the entry is the English one. */
  en?: true
}

/** Every FAQ answer of the site in one language, for the search on /answers/. */
export interface AnswerIndex {
  entries: IndexedAnswer[]
}

/** The query of `/data/answers.json`: the language alone, so each language's index has one URL. */
export const AnswerIndexRequestSchema = v.strictObject({ locale: v.picklist(LOCALES) })
