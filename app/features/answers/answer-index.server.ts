import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales'
import { localizePath } from '../../lib/routing/locale-path'
import { PUBLIC_PAGES } from '../../lib/site/public-pages'
import { faqAnchor } from '../pages/faq-anchor'
import { loadInfoPage } from '../pages/page-content.server'
import type { AnswerIndex, IndexedAnswer } from './answer-index'

const indexes = new Map<Locale, Promise<AnswerIndex>>()

async function buildIndex(locale: Locale): Promise<AnswerIndex> {
  const entries: IndexedAnswer[] = []
  // In the registry's order (app/pages.ts), so results that score alike keep the site's order.
  for (const path of PUBLIC_PAGES) {
    const page = await loadInfoPage(locale, path.slice(1, -1))
    if (!page) continue
    const href = localizePath(path, locale)
    page.content.faq.forEach(({ question, answer }, index) => {
      entries.push({
        q: question,
        a: answer,
        t: page.content.name,
        p: `${href}#${faqAnchor(index)}`,
        ...(page.locale === DEFAULT_LOCALE && locale !== DEFAULT_LOCALE ? { en: true as const } : {}),
      })
    })
  }
  return { entries }
}

/**
 * Every FAQ entry of every information page in one language (English where a page is not
 * translated yet), built once per language: the page files are part of the build.
 */
export function readAnswerIndex(locale: Locale): Promise<AnswerIndex> {
  let index = indexes.get(locale)
  if (!index) {
    index = buildIndex(locale)
    indexes.set(locale, index)
  }
  return index
}
