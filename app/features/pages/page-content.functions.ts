import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

import { answerPublicly } from '../../lib/api/public-answer.server'
import { LOCALES } from '../../lib/i18n/locales'
import { loadInfoPage, localesWithPage } from './page-content.server'

const PageRequestSchema = v.object({
  locale: v.picklist(LOCALES),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)),
})

/** A page's words for a locale, plus the locales that have their own translation (for hreflang). */
export const pageContentFn = createServerFn({ method: 'GET' })
  .validator(PageRequestSchema)
  .handler(async ({ data }) => {
    const page = await loadInfoPage(data.locale, data.slug)
    answerPublicly('content')
    if (!page) return undefined
    return { ...page, translatedIn: localesWithPage(data.slug, LOCALES) }
  })
