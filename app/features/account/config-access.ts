import type { UserInfo } from '#contracts/auth.ts'
import type { ApiFailure } from '../../lib/api/api-result'

/**
 * Why the signed-in user may not download client configurations, or undefined when they may:
 * Premium and the server's `allow_config_page` flag, the same rule the API enforces. The page
 * 404s without the flag; the server function refuses on its own, since it can be called directly.
 */
export function configDownloadRefusal(info: Pick<UserInfo, 'access' | 'allow_config_page'>): ApiFailure | undefined {
  if (info.access.type !== 'premium') return { status: 403, code: 'premium_required' }
  if (!info.allow_config_page) return { status: 403, code: 'config_not_allowed' }
  return undefined
}
