import { Trans } from '@lingui/react/macro'

import { DownloadCta } from '../../components/links/DownloadCta'
import { PageLink } from '../../components/links/PageLink'
import { isPublished } from '../../lib/site/public-pages'
import { BlogCard, type BlogArticleSummary } from './BlogCard'

/** Under an article: more to read (`relatedArticles`), then what to do next — get the app or Premium. */
export function BlogArticleExtras({ related }: { related: readonly BlogArticleSummary[] }) {
  return (
    <>
      {related.length > 0 && (
        <section className="section container" aria-labelledby="related-title">
          <h2 id="related-title">
            <Trans comment="Heading above links to related blog articles, under an article">Read next</Trans>
          </h2>
          <ul className="blog-grid">
            {related.map((article) => (
              <BlogCard key={article.topic} article={article} heading="h3" />
            ))}
          </ul>
        </section>
      )}
      <div className="container">
        <section className="blog-cta" aria-labelledby="blog-cta-title">
          <h2 id="blog-cta-title" className="blog-cta__title">
            <Trans>Your connection, your business</Trans>
          </h2>
          <p>
            <Trans>One Premium subscription covers up to 10 devices. Cancel at any time from your account.</Trans>
          </p>
          <div className="blog-cta__actions">
            <DownloadCta className="button button--large" />
            {isPublished('/order/') && (
              <PageLink path="/order/" className="button button--ghost button--large">
                <Trans comment="Button: leads to the order page with the Premium plans and their prices">
                  See Premium plans
                </Trans>
              </PageLink>
            )}
          </div>
        </section>
      </div>
    </>
  )
}
