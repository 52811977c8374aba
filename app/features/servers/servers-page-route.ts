import { infoPageRoute } from '../pages/info-page-route'
import { SERVER_LIST_REFRESH_MS } from '../../lib/site/live-pages'
import { freeSubset } from './server-list'
import { readServers } from './server-list-read'
import { serverView } from './server-view'

/**
 * An information page with the live server list under its introduction (`/servers/`, and the
 * free subset on `/free-vpn-servers/`). The list changes every minute: a loader result older than
 * that is read again on the next visit (the page's words come from the browser's cache).
 */
export function serversPageRoute(slug: string, { freeOnly }: { freeOnly: boolean }) {
  const info = infoPageRoute(slug)
  return {
    ...info,
    staleTime: SERVER_LIST_REFRESH_MS,
    loader: async (args: Parameters<typeof info.loader>[0]) => {
      const [page, list] = await Promise.all([info.loader(args), readServers()])
      const servers = list && serverView(freeOnly ? freeSubset(list) : list, args.context.locale)
      return { ...page, servers }
    },
  }
}
