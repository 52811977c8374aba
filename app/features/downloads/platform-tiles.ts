import type { IconId } from '../../components/media/icon-ids'
import type { PlatformId } from '../../lib/site/downloads-manifest.schema'

/**
 * The platforms as tiles (home page, download page): name, page and mark, in the manifest's order.
 * A short list of its own so that the home page does not carry the downloads manifest;
 * tests/unit/identity.test.ts checks it against the manifest. Windows, Edge and Yandex Browser get
 * neutral icons: their owners do not let their marks be used this way (see scripts/icon-sprite.mjs).
 */
export const PLATFORM_TILES: readonly { id: PlatformId; name: string; page: string; icon: IconId }[] = [
  { id: 'windows', name: 'Windows', page: '/windows/', icon: 'monitor' },
  { id: 'mac', name: 'macOS', page: '/mac/', icon: 'apple' },
  { id: 'android', name: 'Android', page: '/android/', icon: 'android' },
  { id: 'ios', name: 'iOS', page: '/ios/', icon: 'apple' },
  { id: 'android-tv', name: 'Android TV', page: '/vpn-android-tv/', icon: 'tv' },
  { id: 'linux', name: 'Linux', page: '/linux/', icon: 'linux' },
  { id: 'router', name: 'Router', page: '/router/', icon: 'router' },
  { id: 'openvpn', name: 'OpenVPN', page: '/openvpn/', icon: 'openvpn' },
  { id: 'chrome', name: 'Chrome', page: '/chrome/', icon: 'chrome' },
  { id: 'firefox', name: 'Firefox', page: '/firefox/', icon: 'firefox' },
  { id: 'edge', name: 'Edge', page: '/edge/', icon: 'globe' },
  { id: 'opera', name: 'Opera', page: '/opera/', icon: 'opera' },
  { id: 'yandex', name: 'Yandex Browser', page: '/yandex/', icon: 'globe' },
]

/** The mark of each store on its badge (Microsoft's has none it lets us use: a neutral icon). */
export const STORE_ICONS = {
  'app-store': 'app-store',
  'google-play': 'google-play',
  'chrome-web-store': 'chrome',
  'firefox-add-ons': 'firefox',
  'edge-add-ons': 'globe',
  'opera-add-ons': 'opera',
} as const satisfies Record<string, IconId>

export function platformIcon(id: PlatformId): IconId {
  return PLATFORM_TILES.find((tile) => tile.id === id)?.icon ?? 'download'
}
