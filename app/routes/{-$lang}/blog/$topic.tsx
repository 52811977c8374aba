import { createFileRoute, notFound, redirect } from '@tanstack/react-router'

import { BLOG_PARENT } from '../../../features/documents/blog-meta'
import { BlogArticleExtras } from '../../../features/documents/BlogArticleExtras'
import { coverSrc } from '../../../features/documents/BlogCard'
import { BLOG_TOPICS } from '../../../features/documents/document-kinds'
import { DocumentPage } from '../../../features/documents/DocumentPage'
import { documentRouteOptions } from '../../../features/documents/document-route'

const options = (topic: string) => documentRouteOptions('blog', topic, `/blog/${topic}/`, BLOG_PARENT)

/** `/blog/{topic}/`: the article in the reader's language; a language without it is sent to the English one (spec). */
export const Route = createFileRoute('/{-$lang}/blog/$topic')({
  staleTime: Infinity,
  loader: async ({ params, context }) => {
    if (!(BLOG_TOPICS as readonly string[]).includes(params.topic)) throw notFound()
    const article = await options(params.topic).loader({ context })
    if (article.locale !== context.locale) {
      throw redirect({ href: `/blog/${params.topic}/`, to: undefined as never, statusCode: 302 })
    }
    return article
  },
  head: (match) => options(match.params.topic).head(match),
  component: function BlogArticleRoute() {
    const article = Route.useLoaderData()
    const { topic } = Route.useParams()
    return (
      <DocumentPage
        kind="blog"
        document={article}
        parent={BLOG_PARENT}
        cover={<img className="document__cover" src={coverSrc(topic)} alt="" width="320" height="180" />}
      >
        <BlogArticleExtras related={article.related} />
      </DocumentPage>
    )
  },
})
