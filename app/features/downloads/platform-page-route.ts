import { infoPageRoute, type InfoPageData } from '../pages/info-page-route'
import { DOWNLOAD_PARENT } from './download-parent'
import { downloadFileSizes, type FileSizes } from './file-sizes'

type InfoPageLoader = ReturnType<typeof infoPageRoute>['loader']

/** What the loader of a page with downloads returns: the page's words and the files' sizes. */
export type DownloadPageData = InfoPageData & { sizes: FileSizes }

/** An information page's loader that also gives the download files' sizes (see `downloadFileSizes`). */
export function withFileSizes(loader: InfoPageLoader) {
  return async (match: Parameters<InfoPageLoader>[0]): Promise<DownloadPageData> => {
    const [page, sizes] = await Promise.all([loader(match), downloadFileSizes(match.context.locale)])
    return { ...page, sizes }
  }
}

/** Loader and head of a platform page (`/windows/`, `/chrome/`, …): under the download page, with file sizes. */
export function platformPageRoute(slug: string) {
  const route = infoPageRoute(slug, { parent: DOWNLOAD_PARENT })
  return { ...route, loader: withFileSizes(route.loader) }
}
