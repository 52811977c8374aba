import { queryOptions } from '@tanstack/react-query'

import type { Locale } from '../../lib/i18n/locales'
import { pageContentFn } from './page-content.functions'

export const pageContentQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['page-content', locale, slug],
    queryFn: () => pageContentFn({ data: { locale, slug } }),
    // The words change only with a new build.
    staleTime: Infinity,
  })
