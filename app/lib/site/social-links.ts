import type { IconId } from '../../components/media/icon-ids'
import type { Locale } from '../i18n/locales'

export interface SocialLink {
  network: string
  /** The network's mark in the icon sprite. */
  icon: IconId
  href: string
}

/** Spec 3: Russian visitors get their own set of social networks. Handles live only here. */
const DEFAULT_LINKS: SocialLink[] = [
  { network: 'Facebook', icon: 'facebook', href: 'https://www.facebook.com/freevpnplanet' },
  { network: 'X', icon: 'x', href: 'https://x.com/freevpnplanet' },
  { network: 'Instagram', icon: 'instagram', href: 'https://www.instagram.com/freevpnplanet/' },
  { network: 'YouTube', icon: 'youtube', href: 'https://www.youtube.com/@freevpnplanet' },
]

const RUSSIAN_LINKS: SocialLink[] = [
  { network: 'VK', icon: 'vk', href: 'https://vk.com/freevpnplanet' },
  { network: 'Telegram', icon: 'telegram', href: 'https://t.me/freevpnplanet' },
  { network: 'YouTube', icon: 'youtube', href: 'https://www.youtube.com/@freevpnplanet' },
]

export function socialLinks(locale: Locale): SocialLink[] {
  return locale === 'ru' ? RUSSIAN_LINKS : DEFAULT_LINKS
}
