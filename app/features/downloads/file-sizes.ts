import { createIsomorphicFn } from '@tanstack/react-start'

import type { Locale } from '../../lib/i18n/locales'
import { fileSizes, type FileSizes } from './format-size'

export type { FileSizes } from './format-size'

/**
 * The download files' sizes for a route loader (the download page and the platform pages).
 * The first number format a browser tab makes costs Chromium 15–30 ms of main thread (it sets up
 * ICU's number data) — formatted in the components, that cost sat inside hydration as the longest
 * task of the download pages (Lighthouse's TBT, `npm run bench:lighthouse`). Formatted by the
 * loader instead, the sizes come with the server render's page data, and the browser formats
 * only on client-side navigations, loading the formatter with the manifest when it needs them
 * (so neither joins the start bundle the route loaders are part of).
 */
export const downloadFileSizes = createIsomorphicFn()
  .server(async (locale: Locale): Promise<FileSizes> => fileSizes(locale))
  .client(async (locale: Locale): Promise<FileSizes> => (await import('./format-size')).fileSizes(locale))
