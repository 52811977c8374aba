import { createIsomorphicFn } from '@tanstack/react-start'

import type { Locale } from '../../lib/i18n/locales'
import { fileFacts, type FileFacts } from './format-file-facts'

export type { FileFact, FileFacts } from './format-file-facts'

/**
 * The download files' facts for a route loader (the download page and the platform pages).
 * The first number format a browser tab makes costs Chromium 15–30 ms of main thread (it sets up
 * ICU's number data) — formatted in the components, that cost sat inside hydration as the longest
 * task of the download pages (Lighthouse's TBT, `npm run bench:lighthouse`). Formatted by the
 * loader instead, the facts come with the server render's page data, and the browser formats
 * only on client-side navigations, loading the formatter with the manifest when it needs them
 * (so neither joins the start bundle the route loaders are part of).
 */
export const downloadFileFacts = createIsomorphicFn()
  .server(async (locale: Locale): Promise<FileFacts> => fileFacts(locale))
  .client(async (locale: Locale): Promise<FileFacts> => (await import('./format-file-facts')).fileFacts(locale))
