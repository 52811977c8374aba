import { infoPageRoute, type InfoPageData } from '../pages/info-page-route'
import { DOWNLOAD_PARENT } from './download-parent'
import { downloadFileFacts, type FileFacts } from './file-facts'

type InfoPageLoader = ReturnType<typeof infoPageRoute>['loader']

/** What the loader of a page with downloads returns: the page's words and the files' facts. */
export type DownloadPageData = InfoPageData & { facts: FileFacts }

/** An information page's loader that also gives the download files' facts (see `downloadFileFacts`). */
export function withFileFacts(loader: InfoPageLoader) {
  return async (match: Parameters<InfoPageLoader>[0]): Promise<DownloadPageData> => {
    const [page, facts] = await Promise.all([loader(match), downloadFileFacts(match.context.locale)])
    return { ...page, facts }
  }
}

/** Loader and head of a platform page (`/windows/`, `/chrome/`, …): under the download page, with file facts. */
export function platformPageRoute(slug: string) {
  const route = infoPageRoute(slug, { parent: DOWNLOAD_PARENT })
  return { ...route, loader: withFileFacts(route.loader) }
}
