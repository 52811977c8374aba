import type { Locale } from '../i18n/locales'

export interface SocialLink {
  network: string
  href: string
}

/** Spec 3: Russian visitors get their own set of social networks. Handles live only here. */
const DEFAULT_LINKS: SocialLink[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/freevpnplanet' },
  { network: 'X', href: 'https://x.com/freevpnplanet' },
  { network: 'Instagram', href: 'https://www.instagram.com/freevpnplanet/' },
  { network: 'YouTube', href: 'https://www.youtube.com/@freevpnplanet' },
]

const RUSSIAN_LINKS: SocialLink[] = [
  { network: 'VK', href: 'https://vk.com/freevpnplanet' },
  { network: 'Telegram', href: 'https://t.me/freevpnplanet' },
  { network: 'YouTube', href: 'https://www.youtube.com/@freevpnplanet' },
]

export function socialLinks(locale: Locale): SocialLink[] {
  return locale === 'ru' ? RUSSIAN_LINKS : DEFAULT_LINKS
}
