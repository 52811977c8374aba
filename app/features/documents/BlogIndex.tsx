import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'

import { Breadcrumbs } from '../../components/layout/Breadcrumbs'
import { bcp47 } from '../../lib/i18n/locales'
import { useLocale } from '../../lib/i18n/use-locale'
import { localizePath } from '../../lib/routing/locale-path'
import { blogIndexQuery } from './documents.functions'

export const BLOG_PARENT = { path: '/blog/', name: msg`Blog` }
export const BLOG_TITLE = msg`Planet VPN blog: guides to VPNs, proxies and privacy`
export const BLOG_DESCRIPTION = msg`Plain-language guides to VPNs, proxies and staying private online.`

/** `/blog/`: the articles; a topic not written in the reader's language links to the English article (spec). */
export function BlogIndex() {
  const locale = useLocale()
  const { i18n } = useLingui()
  const { data: articles } = useSuspenseQuery(blogIndexQuery(locale))
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
