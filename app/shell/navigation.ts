import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'

import { PAGES, type FooterGroup, type Page, type PagePath } from '#app/pages.ts'

/** A link with a translated label, or with a brand or platform name that reads the same in every language. */
export type NavItem = { path: PagePath; label: MessageDescriptor } | { path: PagePath; name: string }

export interface NavGroup {
  title: MessageDescriptor
  items: NavItem[]
}

type HeaderPage = Extract<Page, { header: true }>
type FooterPage = Extract<Page, { footer: FooterGroup }>

// The labels are here rather than in the registry (app/pages.ts): `msg` needs the Lingui macro,
// which only the app's build runs, and the registry is also read by plain Node. The types ask for a
// label for every page the registry puts into the header, and into the footer without a brand name.
const HEADER_LABELS = {
  '/servers/': msg`Servers`,
  '/download/': msg`Download`,
  '/vpn-comparison/': msg`Why Planet VPN`,
  '/blog/': msg`Blog`,
  '/answers/': msg`Help`,
  '/order/': msg({ message: 'Premium', context: 'navigation: the paid plan' }),
} satisfies Record<HeaderPage['path'], MessageDescriptor>

const FOOTER_LABELS = {
  '/ip-check/': msg`What is my IP`,
  '/change-ip/': msg`Change your IP`,
  '/dns-check/': msg`DNS leak test`,
  '/web-rtc/': msg`WebRTC leak test`,
  '/password-generator/': msg`Password generator`,
  '/virus-scan/': msg`Virus protection`,
  '/servers/': msg`Server locations`,
  '/free-vpn-servers/': msg`Free VPN servers`,
  '/no-logs-vpn-policy/': msg`No-logs VPN`,
  '/best-gaming/': msg`VPN for gaming`,
  '/streaming-watch/': msg`VPN for streaming`,
  '/listen-to-music-radio-online-download-mp3/': msg`Music and radio`,
  '/save-money-on-steam/': msg`Steam`,
  '/buy-tickets-cheap/': msg`Flight tickets`,
  '/save-when-booking-hotels/': msg`Hotel booking`,
  '/cheap-car-rental/': msg`Car rental`,
  '/best-torrenting/': msg`VPN for torrenting`,
  '/data-protection-security/': msg`Data protection`,
  '/anonymous-browsing/': msg`Anonymous browsing`,
  '/connect-to-free-wi-fi/': msg`Public Wi-Fi`,
  '/encryption-of-internet-connection/': msg`Encryption`,
  '/double-vpn/': msg`Double VPN`,
  '/router/': msg`Router`,
  '/free-vpn-pc/': msg`Free VPN for PC`,
  '/about-us/': msg`About us`,
  '/careers/': msg`Careers`,
  '/affiliate-program/': msg`Affiliate program`,
  '/referral-program/': msg`Referral program`,
  '/vpn-comparison/': msg`VPN comparison`,
  '/blog/': msg`Blog`,
  '/answers/': msg`Answers`,
  '/contact-us/': msg`Contact us`,
  '/terms/': msg`Terms of service`,
  '/policy/': msg`Privacy policy`,
  '/cookies/': msg`Cookie policy`,
  '/lite-vpn-policy/': msg`Lite VPN privacy policy`,
  '/refund/': msg`Refund policy`,
} satisfies Record<Exclude<FooterPage, { name: string }>['path'], MessageDescriptor>

const FOOTER_TITLES = {
  tools: msg`Tools`,
  'use-cases': msg`Use cases`,
  apps: msg`Apps and services`,
  downloads: msg`Download`,
  company: msg`Company`,
  legal: msg({ message: 'Legal', context: 'label of the footer navigation with terms and policies' }),
} satisfies Record<FooterGroup, MessageDescriptor>

const isHeaderPage = (page: Page): page is HeaderPage => 'header' in page
const isFooterPage = (page: Page): page is FooterPage => 'footer' in page

const MAIN_NAV: readonly NavItem[] = PAGES.filter(isHeaderPage).map((page) => ({
  path: page.path,
  label: HEADER_LABELS[page.path],
}))

/** The footer's map of the site: the registry's pages in their groups, each group where its first page is. */
const FOOTER_NAV: readonly NavGroup[] = (() => {
  const groups = new Map<FooterGroup, NavItem[]>()
  for (const page of PAGES.filter(isFooterPage)) {
    const item: NavItem =
      'name' in page ? { path: page.path, name: page.name } : { path: page.path, label: FOOTER_LABELS[page.path] }
    groups.set(page.footer, [...(groups.get(page.footer) ?? []), item])
  }
  return [...groups].map(([group, items]) => ({ title: FOOTER_TITLES[group], items }))
})()

/** The registry holds only pages that exist (tests/unit/page-registry.test.ts), so nothing links to a 404. */
export const mainNavigation = () => MAIN_NAV
export const footerNavigation = () => FOOTER_NAV

export const navLabel = (i18n: I18n, item: NavItem) => ('name' in item ? item.name : i18n._(item.label))
