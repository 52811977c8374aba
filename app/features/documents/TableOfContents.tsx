import { Trans } from '@lingui/react/macro'
import { useId } from 'react'

import type { TocEntry } from './toc'

interface Section {
  entry: TocEntry
  children: TocEntry[]
}

/** Sections with their subsections under them (a subsection before any section stands alone). */
function nest(toc: readonly TocEntry[]): Section[] {
  const sections: Section[] = []
  for (const entry of toc) {
    const last = sections.at(-1)
    if (entry.level === 3 && last) last.children.push(entry)
    else sections.push({ entry, children: [] })
  }
  return sections
}

function Entries({ toc, lang }: { toc: readonly TocEntry[]; lang?: string }) {
  return (
    <ol className="toc__list" lang={lang}>
      {nest(toc).map(({ entry, children }) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.text}</a>
          {children.length > 0 && (
            <ol className="toc__list toc__list--sub">
              {children.map((child) => (
                <li key={child.id}>
                  <a href={`#${child.id}`}>{child.text}</a>
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  )
}

/**
 * A document's table of contents, rendered on the server from its headings: plain links to the
 * headings' ids, no script. `collapsible` (phones): a `<details>` above the text; otherwise a list
 * for the sticky aside (desktop). The page renders both; CSS shows the one that fits the width.
 */
export function TableOfContents({
  toc,
  collapsible,
  lang,
}: {
  toc: readonly TocEntry[]
  collapsible?: boolean
  /** The language of the headings when it is not the page's (an English fallback text). */
  lang?: string
}) {
  const titleId = useId()
  if (toc.length < 2) return null
  const title = (
    <Trans comment="Heading of the table of contents beside a long text: a legal document or a blog article">
      On this page
    </Trans>
  )
  if (collapsible) {
    return (
      <nav className="toc toc--collapsible" aria-labelledby={titleId}>
        <details>
          <summary id={titleId}>{title}</summary>
          <Entries toc={toc} lang={lang} />
        </details>
      </nav>
    )
  }
  return (
    <nav className="toc toc--aside" aria-labelledby={titleId}>
      <h2 id={titleId} className="toc__title">
        {title}
      </h2>
      <Entries toc={toc} lang={lang} />
    </nav>
  )
}
