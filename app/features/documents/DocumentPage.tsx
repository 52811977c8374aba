import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { Breadcrumbs } from '../../shell/Breadcrumbs'
import { formatDate } from '../../lib/i18n/format'
import { bcp47 } from '../../lib/i18n/locales'
import { useLocale } from '../../lib/i18n/use-locale'
import type { DocumentKind } from './document-kinds'
import { ReadingTime } from './BlogCard'
import type { DocumentData, RouteParent } from './document-route'
import { TableOfContents } from './TableOfContents'

/** A legal text or blog article; `document` is the route's loader data (`Route.useLoaderData()`). */
export function DocumentPage({
  kind,
  document,
  parent,
  cover,
  children,
}: {
  kind: DocumentKind
  document: DocumentData
  parent?: RouteParent
  /** A blog article's drawing, above its title. */
  cover?: ReactNode
  /** What follows the text (a blog article's related articles and call to action). */
  children?: ReactNode
}) {
  const locale = useLocale()
  const { i18n } = useLingui()
  const untranslated = document.locale !== locale
  // A date-only ISO string is read as UTC midnight.
  const date = formatDate(locale, document.meta.published ?? document.meta.updated)
  // Desktops: the text beside a sticky table of contents (legal texts, and articles with at least
  // two headings); an article without one is a centred column. Phones: one column either way.
  const aside = kind === 'legal' || document.toc.length >= 2
  const layout = aside ? 'container page-layout page-layout--document' : 'container page-layout--centred'
  return (
    <>
      <Breadcrumbs trail={parent && [{ path: parent.path, name: i18n._(parent.name) }]} current={document.meta.title} />
      {untranslated && (
        <p className="container translation-note" role="note">
          <Trans>This page is not translated into your language yet, so it is shown in English.</Trans>
        </p>
      )}
      <div className={layout}>
        <article
          className="document"
          lang={untranslated ? bcp47(document.locale) : undefined}
          dir={untranslated ? 'ltr' : undefined}
        >
          {cover}
          <h1>{document.meta.title}</h1>
          {/* The date line is in the reader's language even above an English fallback text. */}
          <p
            className="document__date"
            lang={untranslated ? bcp47(locale) : undefined}
            dir={untranslated ? 'auto' : undefined}
          >
            {kind === 'blog' ? (
              <Trans comment="Under a blog article's title; {date} is its publication date, such as 12 May 2026">
                Published on {date}
              </Trans>
            ) : (
              <Trans comment="Under the title of a legal text (terms, privacy policy); {date} is the date of its last change, such as 12 May 2026">
                Last updated on {date}
              </Trans>
            )}
            {kind === 'blog' && <ReadingTime minutes={document.minutes} />}
          </p>
          {kind === 'legal' && <TableOfContents toc={document.toc} collapsible />}
          {/* Rendered by micromark on the server from our own content files, raw HTML escaped. */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: document.html }} />
        </article>
        {aside && (
          <aside className="page-aside">
            <TableOfContents toc={document.toc} lang={untranslated ? bcp47(document.locale) : undefined} />
          </aside>
        )}
      </div>
      {children}
    </>
  )
}
