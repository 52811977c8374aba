import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useDeferredValue, useId, useMemo, useState } from 'react'

import { PageLink } from '../../components/links/PageLink'
import { fetchPublicData } from '../../lib/api/public-data'
import { useLocale } from '../../lib/i18n/use-locale'
import type { AnswerIndex } from './answer-index'
import { answerSearch, type AnswerSearch as Search } from './answer-search'

type IndexState = 'idle' | 'loading' | 'failed' | Search

/** The start of an answer, cut at a word where the language has spaces. */
function snippet(answer: string): string {
  if (answer.length <= 180) return answer
  return `${answer.slice(0, 180).replace(/\s+\S*$/u, '')}…`
}

/**
 * A search over the FAQ entries of every page, in the browser: the language's index
 * (`/data/answers.json`) loads when the visitor first turns to the field, not with the page.
 * Each result links to its answer on its page, which opens it.
 */
export function AnswerSearch() {
  const locale = useLocale()
  const { t } = useLingui()
  const id = useId()
  const [query, setQuery] = useState('')
  const [state, setState] = useState<IndexState>('idle')
  const deferred = useDeferredValue(query)

  const load = () => {
    if (state !== 'idle' && state !== 'failed') return
    setState('loading')
    fetchPublicData<AnswerIndex>('answers', { locale }).then(
      (index) => setState(answerSearch(index?.entries ?? [])),
      () => setState('failed'),
    )
  }
  const ready = typeof state === 'object'
  const results = useMemo(() => (typeof state === 'object' ? state.find(deferred) : []), [state, deferred])
  const found = results.length
  const typed = query.trim() !== ''

  return (
    <section className="container answer-search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        <Trans comment="Heading (for screen readers) of the search on the FAQ page">Search the answers</Trans>
      </h2>
      <form role="search" className="field" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-query`}>
          <Trans comment="Label of the search field on the FAQ page; it searches the questions and answers of every page of the site">
            Search all answers
          </Trans>
        </label>
        <input
          id={`${id}-query`}
          type="search"
          value={query}
          autoComplete="off"
          placeholder={t({
            message: 'For example: refund',
            comment: 'Placeholder of the search field on the FAQ page: an example of a word to search for',
          })}
          onFocus={load}
          onChange={(event) => {
            load()
            setQuery(event.target.value)
          }}
        />
      </form>
      <p className="answer-search__status" role="status">
        {!typed ? null : state === 'failed' ? (
          <Trans>The answers cannot be loaded at the moment. Please try again in a few minutes.</Trans>
        ) : !ready ? (
          <Trans comment="Shown while the search on the FAQ page loads its answers">Loading the answers…</Trans>
        ) : found === 0 ? (
          <Trans comment="<0> wraps a link to the contact page">
            No answer matches your search. <PageLink path="/contact-us/">Ask our support team</PageLink>
          </Trans>
        ) : (
          <Plural
            value={found}
            one="# answer found"
            other="# answers found"
            comment="How many answers the search on the FAQ page found"
          />
        )}
      </p>
      {typed && found > 0 && (
        <ol className="answer-search__results">
          {results.map((result) => (
            <li key={result.p} lang={result.en ? 'en' : undefined} dir={result.en ? 'ltr' : undefined}>
              <a href={result.p} className="answer-search__question">
                {result.q}
              </a>
              <p>{snippet(result.a)}</p>
              <span className="answer-search__page">{result.t}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
