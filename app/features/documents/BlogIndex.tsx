import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { Breadcrumbs } from '../../shell/Breadcrumbs'
import { bcp47 } from '../../lib/i18n/locales'
import { useLocale } from '../../lib/i18n/use-locale'
import { localizePath } from '../../lib/routing/locale-path'
import { BLOG_DESCRIPTION, BLOG_PARENT } from './blog-meta'
import type { blogIndexFn } from './documents.functions'

type BlogArticles = Awaited<ReturnType<typeof blogIndexFn>>

/** `/blog/`: the articles; a topic not written in the reader's language links to the English article (spec). */
export function BlogIndex({ articles }: { articles: BlogArticles }) {
  const locale = useLocale()
  const { i18n } = useLingui()
  return (
    <>
      <Breadcrumbs current={i18n._(BLOG_PARENT.name)} />
      <section className="hero hero--page">
        <div className="container">
          <h1 className="hero__title">
            <Trans>Planet VPN blog</Trans>
          </h1>
          <p className="hero__lead">{i18n._(BLOG_DESCRIPTION)}</p>
        </div>
      </section>
      <section className="section">
        <ul className="container card-grid">
          {articles.map(({ topic, meta, locale: written }) => {
            const english = written !== locale
            return (
              <li key={topic} className="card" lang={english ? bcp47(written) : undefined}>
                <h2 className="card__title">
                  <Link to={localizePath(`/blog/${topic}/`, written) as never}>{meta.title}</Link>
                </h2>
                <p>{meta.description}</p>
                {english && (
                  <p className="card__note" lang={bcp47(locale)}>
                    <Trans>In English</Trans>
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      </section>
    </>
  )
}
