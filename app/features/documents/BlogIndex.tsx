import { Trans, useLingui } from '@lingui/react/macro'

import { Breadcrumbs } from '../../shell/Breadcrumbs'
import { BLOG_DESCRIPTION, BLOG_PARENT } from './blog-meta'
import { BlogCard, type BlogArticleSummary } from './BlogCard'

/** `/blog/`: the articles; a topic not written in the reader's language links to the English article (spec). */
export function BlogIndex({ articles }: { articles: readonly BlogArticleSummary[] }) {
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
        <div className="container">
          <ul className="blog-grid">
            {articles.map((article) => (
              <BlogCard key={article.topic} article={article} />
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
