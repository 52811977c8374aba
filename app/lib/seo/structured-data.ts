import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { Locale } from '../i18n/locales'
import type { SiteConfig } from '../site/variants'
import { absolutePageUrl } from './page-head'

/** The first breadcrumb's name. */
const HOME_CRUMB = msg`Home`

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
    itemListElement: trail.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
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

/** Home › (parent) › the page, as BreadcrumbList data with absolute URLs in the page's language. */
export function pageTrailData(
  context: { i18n: I18n; locale: Locale; siteInfo: { config: SiteConfig } },
  page: { path: string; name: string },
  parent?: { path: string; name: MessageDescriptor },
) {
  const url = (path: string) => absolutePageUrl(context.siteInfo.config, path, context.locale)
  return breadcrumbData([
    { name: context.i18n._(HOME_CRUMB), url: url('/') },
    ...(parent ? [{ name: context.i18n._(parent.name), url: url(parent.path) }] : []),
    { name: page.name, url: url(page.path) },
  ])
}
