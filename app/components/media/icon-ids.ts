/**
 * The icons of the sprite `public/images/icons.svg` (written by scripts/icon-sprite.mjs; a unit
 * test checks that every id here is in it). Interface icons from lucide (ISC), marks from
 * simple-icons (CC0, the Android robot CC-BY 3.0).
 */
export const ICON_IDS = [
  'shield-check',
  'lock',
  'globe',
  'gem',
  'credit-card',
  'monitor',
  'router',
  'tv',
  'download',
  'check',
  'arrow-right',
  'languages',
  'smartphone',
  'building',
  'eye-off',
  'clock',
  'map-pin',
  'package',
  'badge-check',
  'file-check',
  'apple',
  'android',
  'linux',
  'google-play',
  'app-store',
  'chrome',
  'firefox',
  'opera',
  'openvpn',
  'facebook',
  'x',
  'instagram',
  'youtube',
  'vk',
  'telegram',
] as const

export type IconId = (typeof ICON_IDS)[number]

/** The sprite's address (a file under `public/`, cached like the other images). */
export const ICON_SPRITE = '/images/icons.svg'
