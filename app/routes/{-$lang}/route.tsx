import { createFileRoute, Outlet } from '@tanstack/react-router'

import { PageLayout } from '../../shell/layouts'
import { isLocale, type Locale } from '../../lib/i18n/locales'

/**
 * The optional locale prefix. An unknown prefix does not match (a real 404); `/en/…` never
 * reaches here because the URL rules send it to the unprefixed page first.
 */
export const Route = createFileRoute('/{-$lang}')({
  params: {
    parse: (raw): { lang: Exclude<Locale, 'en'> | undefined } | false => {
      if (raw.lang === undefined) return { lang: undefined }
      return isLocale(raw.lang) && raw.lang !== 'en' ? { lang: raw.lang } : false
    },
    stringify: ({ lang }) => ({ lang }),
  },
  component: LocaleLayout,
})

function LocaleLayout() {
  return (
    <PageLayout>
      <Outlet />
    </PageLayout>
  )
}
