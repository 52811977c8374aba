import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, type ReactNode } from 'react'

import { Breadcrumbs } from '../../shell/Breadcrumbs'
import { DownloadCta } from '../../components/links/DownloadCta'
import { PageLink } from '../../components/links/PageLink'
import { bcp47 } from '../../lib/i18n/locales'
import { useLocale } from '../../lib/i18n/use-locale'
import { faqAnchor } from './faq-anchor'
import type { InfoPageData, PageParent } from './info-page-route'
import type { InfoPageContent } from './page-content.schema'

export type PageCta = 'download' | 'order'

export interface InfoPageProps {
  /** The route's loader data (`Route.useLoaderData()`). */
  page: InfoPageData
  cta?: PageCta
  /** Download pages show their files right under the introduction instead of a button in the hero. */
  heroCta?: boolean
  /** A link above the page in the breadcrumbs (e.g. the download page for a platform page). */
  parent?: PageParent
  /** The page's own tool or download block, shown under the introduction. */
  children?: ReactNode
}

function CtaButton({ cta, large }: { cta: PageCta; large?: boolean }) {
  const className = large ? 'button button--large' : 'button'
  if (cta === 'order') {
    return (
      <PageLink path="/order/" className={className}>
        <Trans>See Premium plans</Trans>
      </PageLink>
    )
  }
  return <DownloadCta className={className} />
}

/** Opens the FAQ entry the address names (`#faq-2`, a link from the answers' search), also after a change of hash. */
function useOpenLinkedAnswer() {
  useEffect(() => {
    const open = () => {
      const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))
      if (target instanceof HTMLDetailsElement && !target.open) {
        target.open = true
        target.scrollIntoView()
      }
    }
    open()
    addEventListener('hashchange', open)
    return () => removeEventListener('hashchange', open)
  }, [])
}

function Faq({ faq }: { faq: InfoPageContent['faq'] }) {
  useOpenLinkedAnswer()
  return (
    <section className="faq" aria-labelledby="faq-title">
      <h2 id="faq-title">
        <Trans>Frequently asked questions</Trans>
      </h2>
      {faq.map(({ question, answer }, index) => (
        <details key={question} id={faqAnchor(index)} className="faq__item">
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </section>
  )
}

function ComparisonTable({ table }: { table: NonNullable<InfoPageContent['table']> }) {
  return (
    <section aria-labelledby="table-title">
      <h2 id="table-title">{table.heading}</h2>
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1) to be scrolled without a mouse. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" role="region" aria-labelledby="table-title" tabIndex={0}>
        <table className="comparison">
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              <td />
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  <td key={table.columns[index]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** The shared layout of information pages: the words come from `content/pages/{locale}/{slug}.json`. */
export function InfoPage({ page, cta = 'download', heroCta = true, parent, children }: InfoPageProps) {
  const locale = useLocale()
  const { i18n } = useLingui()
  const { content } = page
  const untranslated = page.locale !== locale
  return (
    <>
      <Breadcrumbs trail={parent && [{ path: parent.path, name: i18n._(parent.name) }]} current={content.name} />
      {untranslated && (
        <p className="container translation-note" role="note">
          <Trans>This page is not translated into your language yet, so it is shown in English.</Trans>
        </p>
      )}
      <div lang={untranslated ? bcp47(page.locale) : undefined} dir={untranslated ? 'ltr' : undefined}>
        <section className="hero hero--page">
          <div className="container">
            <h1 className="hero__title">{content.heading}</h1>
            <p className="hero__lead">{content.lead}</p>
            {heroCta && (
              <div className="hero__actions">
                <CtaButton cta={cta} large />
              </div>
            )}
          </div>
        </section>
        {children}
        <div className="container page-layout">
          <div className="page-layout__main">
            {content.sections.map((section) => (
              <section key={section.heading} className="prose">
                <h2>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
            {content.benefits && (
              <section>
                <h2>{content.benefits.heading}</h2>
                <ul className="card-grid">
                  {content.benefits.items.map((item) => (
                    <li key={item.title} className="card">
                      <h3 className="card__title">{item.title}</h3>
                      <p>{item.text}</p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {content.steps && (
              <section>
                <h2>{content.steps.heading}</h2>
                <ol className="steps">
                  {content.steps.items.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </section>
            )}
            {content.table && <ComparisonTable table={content.table} />}
            <Faq faq={content.faq} />
          </div>
          {/* The call to action: beside the text (sticky) on a desktop, after it on a phone. */}
          <aside className="page-aside aside-cta">
            <h2>
              <Trans comment="Heading of the box that invites the reader to get the app, beside or under the text of an information page: whenever you want to start, we are ready">
                Ready when you are
              </Trans>
            </h2>
            <p>
              <Trans>Start free in a minute. Premium covers up to 10 devices and needs only an e-mail address.</Trans>
            </p>
            <CtaButton cta={cta} />
          </aside>
        </div>
      </div>
    </>
  )
}
