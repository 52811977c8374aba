import { msg } from '@lingui/core/macro'

/** The first breadcrumb's name. */
export const HOME_CRUMB = msg`Home`

/** schema.org objects for `script:ld+json` head entries (the router escapes them for HTML). */

export function faqPageData(faq: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

export function breadcrumbData(trail: readonly { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, url }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: url })),
  }
}

export function blogPostingData(
  meta: { title: string; description: string; updated: string; published?: string },
  language: string,
  url: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: meta.title,
    description: meta.description,
    datePublished: meta.published ?? meta.updated,
    dateModified: meta.updated,
    inLanguage: language,
    mainEntityOfPage: url,
  }
}
