import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

import { LOCALES } from '#app/lib/i18n/locales.ts'

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      // LINGUI_CATALOG_DIR lets scripts/i18n-check.mjs extract into a scratch copy.
      path: `${process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/locales'}/{locale}/messages`,
      // api/mail: e-mail texts, written as i18n._('English text') and read by api/i18n.
      include: ['<rootDir>/app', '<rootDir>/api/mail'],
      exclude: ['**/routeTree.gen.ts', '**/*.test.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
