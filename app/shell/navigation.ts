import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'

import { isLinkable } from '../lib/site/public-pages'

/** A link with a translated label, or with a brand or platform name that reads the same in every language. */
export type NavItem = { path: string; label: MessageDescriptor } | { path: string; name: string }

export interface NavGroup {
  title: MessageDescriptor
  items: NavItem[]
}

const MAIN_NAV: NavItem[] = [
  { path: '/servers/', label: msg`Servers` },
  { path: '/download/', label: msg`Download` },
  { path: '/vpn-comparison/', label: msg`Why Planet VPN` },
  { path: '/blog/', label: msg`Blog` },
  { path: '/answers/', label: msg`Help` },
  { path: '/order/', label: msg({ message: 'Premium', context: 'navigation: the paid plan' }) },
]

/** The footer's map of the site: every public page, grouped. */
const FOOTER_NAV: NavGroup[] = [
  {
    title: msg`Tools`,
    items: [
      { path: '/ip-check/', label: msg`What is my IP` },
      { path: '/change-ip/', label: msg`Change your IP` },
      { path: '/dns-check/', label: msg`DNS leak test` },
      { path: '/web-rtc/', label: msg`WebRTC leak test` },
      { path: '/password-generator/', label: msg`Password generator` },
      { path: '/virus-scan/', label: msg`Virus protection` },
    ],
  },
  {
    title: msg`Use cases`,
    items: [
      { path: '/servers/', label: msg`Server locations` },
      { path: '/free-vpn-servers/', label: msg`Free VPN servers` },
      { path: '/no-logs-vpn-policy/', label: msg`No-logs VPN` },
      { path: '/best-gaming/', label: msg`VPN for gaming` },
      { path: '/streaming-watch/', label: msg`VPN for streaming` },
      { path: '/listen-to-music-radio-online-download-mp3/', label: msg`Music and radio` },
      { path: '/save-money-on-steam/', label: msg`Steam` },
      { path: '/buy-tickets-cheap/', label: msg`Flight tickets` },
      { path: '/save-when-booking-hotels/', label: msg`Hotel booking` },
      { path: '/cheap-car-rental/', label: msg`Car rental` },
      { path: '/best-torrenting/', label: msg`VPN for torrenting` },
      { path: '/data-protection-security/', label: msg`Data protection` },
      { path: '/anonymous-browsing/', label: msg`Anonymous browsing` },
      { path: '/connect-to-free-wi-fi/', label: msg`Public Wi-Fi` },
      { path: '/encryption-of-internet-connection/', label: msg`Encryption` },
      { path: '/double-vpn/', label: msg`Double VPN` },
    ],
  },
  {
    title: msg`Apps and services`,
    items: [
      { path: '/netflix/', name: 'Netflix' },
      { path: '/disney-plus/', name: 'Disney+' },
      { path: '/instagram/', name: 'Instagram' },
      { path: '/free-vpn-for-tiktok/', name: 'TikTok' },
      { path: '/twitter/', name: 'X (Twitter)' },
      { path: '/reddit/', name: 'Reddit' },
      { path: '/telegram/', name: 'Telegram' },
      { path: '/whatsapp/', name: 'WhatsApp' },
      { path: '/al-jazeera/', name: 'Al Jazeera' },
      { path: '/access-app-store/', name: 'App Store' },
      { path: '/roblox/', name: 'Roblox' },
      { path: '/warzone/', name: 'Warzone' },
      { path: '/pubg/', name: 'PUBG' },
      { path: '/free-fire/', name: 'Free Fire' },
      { path: '/mobile-legends/', name: 'Mobile Legends' },
      { path: '/gameloop/', name: 'GameLoop' },
    ],
  },
  {
    title: msg`Download`,
    items: [
      { path: '/windows/', name: 'Windows' },
      { path: '/mac/', name: 'macOS' },
      { path: '/android/', name: 'Android' },
      { path: '/ios/', name: 'iOS' },
      { path: '/vpn-android-tv/', name: 'Android TV' },
      { path: '/linux/', name: 'Linux' },
      { path: '/router/', label: msg`Router` },
      { path: '/openvpn/', name: 'OpenVPN' },
      { path: '/free-vpn-pc/', label: msg`Free VPN for PC` },
      { path: '/chrome/', name: 'Chrome' },
      { path: '/firefox/', name: 'Firefox' },
      { path: '/edge/', name: 'Edge' },
      { path: '/opera/', name: 'Opera' },
      { path: '/yandex/', name: 'Yandex Browser' },
    ],
  },
  {
    title: msg`Company`,
    items: [
      { path: '/about-us/', label: msg`About us` },
      { path: '/careers/', label: msg`Careers` },
      { path: '/affiliate-program/', label: msg`Affiliate program` },
      { path: '/referral-program/', label: msg`Referral program` },
      { path: '/vpn-comparison/', label: msg`VPN comparison` },
      { path: '/blog/', label: msg`Blog` },
      { path: '/answers/', label: msg`Answers` },
      { path: '/contact-us/', label: msg`Contact us` },
    ],
  },
  {
    title: msg({ message: 'Legal', context: 'label of the footer navigation with terms and policies' }),
    items: [
      { path: '/terms/', label: msg`Terms of service` },
      { path: '/policy/', label: msg`Privacy policy` },
      { path: '/cookies/', label: msg`Cookie policy` },
      { path: '/lite-vpn-policy/', label: msg`Lite VPN privacy policy` },
      { path: '/refund/', label: msg`Refund policy` },
    ],
  },
]

const published = (items: NavItem[]) => items.filter((item) => isLinkable(item.path))

/** Only pages that exist are linked: a link or a group appears when its page is published. */
export const mainNavigation = () => published(MAIN_NAV)
export const footerNavigation = () =>
  FOOTER_NAV.map((group) => ({ ...group, items: published(group.items) })).filter((group) => group.items.length > 0)

export const navLabel = (i18n: I18n, item: NavItem) => ('name' in item ? item.name : i18n._(item.label))
