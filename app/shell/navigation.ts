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
  '/servers/': msg({ message: 'Servers', comment: 'Main menu item: the page that lists the VPN server locations' }),
  '/download/': msg({
    message: 'Download',
    comment:
      "Menu item for the page with the apps to download (main menu, footer group title, account menu, breadcrumb), and the header button on narrow screens (short form of 'Get Planet VPN'): keep it one short word",
  }),
  '/vpn-comparison/': msg({
    message: 'Why Planet VPN',
    comment: 'Main menu item: the page that compares Planet VPN Free and Premium with a web proxy and with no VPN',
  }),
  '/blog/': msg`Blog`,
  '/answers/': msg({ message: 'Help', comment: 'Main menu item: the page of answers to frequent questions' }),
  '/order/': msg({ message: 'Premium', context: 'navigation: the paid plan' }),
} satisfies Record<HeaderPage['path'], MessageDescriptor>

const FOOTER_LABELS = {
  '/ip-check/': msg({
    message: 'What is my IP',
    comment:
      "Footer menu link to the page with the tool that shows the visitor's IP address; worded like the common search phrase",
  }),
  '/change-ip/': msg({
    message: 'Change your IP',
    comment: 'Footer menu link to the page on how to change your IP address with a VPN',
  }),
  '/dns-check/': msg`DNS leak test`,
  '/web-rtc/': msg`WebRTC leak test`,
  '/password-generator/': msg`Password generator`,
  '/virus-scan/': msg({
    message: 'Virus protection',
    comment: 'Footer menu link to the page on what a VPN does and does not do against viruses and malware',
  }),
  '/servers/': msg({
    message: 'Server locations',
    comment: 'Footer menu link to the page that lists the VPN server locations (countries and cities)',
  }),
  '/free-vpn-servers/': msg({
    message: 'Free VPN servers',
    comment: 'Footer menu link to the page about the VPN servers usable at no cost',
  }),
  '/no-logs-vpn-policy/': msg({
    message: 'No-logs VPN',
    comment: 'Footer menu link to the page on the no-logs policy: no record is kept of what users do online',
  }),
  '/best-gaming/': msg`VPN for gaming`,
  '/streaming-watch/': msg`VPN for streaming`,
  '/listen-to-music-radio-online-download-mp3/': msg({
    message: 'Music and radio',
    comment: 'Footer menu link to the page on listening to music and online radio with a VPN',
  }),
  '/save-money-on-steam/': msg({
    message: 'Steam',
    comment: 'Footer menu link to the page on Steam (the game store; a brand name) and its regional prices',
  }),
  '/buy-tickets-cheap/': msg({
    message: 'Flight tickets',
    comment: 'Footer menu link to the page on finding cheaper flight tickets with a VPN',
  }),
  '/save-when-booking-hotels/': msg({
    message: 'Hotel booking',
    comment: 'Footer menu link to the page on saving on hotel bookings with a VPN',
  }),
  '/cheap-car-rental/': msg({
    message: 'Car rental',
    comment: 'Footer menu link to the page on comparing car rental prices with a VPN',
  }),
  '/best-torrenting/': msg`VPN for torrenting`,
  '/data-protection-security/': msg({
    message: 'Data protection',
    comment: 'Footer menu link to the page on how a VPN protects your data',
  }),
  '/anonymous-browsing/': msg`Anonymous browsing`,
  '/connect-to-free-wi-fi/': msg({
    message: 'Public Wi-Fi',
    comment: 'Footer menu link to the page on using free public Wi-Fi (cafés, airports) safely with a VPN',
  }),
  '/encryption-of-internet-connection/': msg({
    message: 'Encryption',
    comment: 'Footer menu link to the page on how a VPN encrypts the internet connection',
  }),
  '/double-vpn/': msg({
    message: 'Double VPN',
    comment:
      'Footer menu link to the page on Double VPN (multi-hop: traffic through two VPN servers); a technical term',
  }),
  '/router/': msg({
    message: 'Router',
    comment: 'Footer menu link to the page on setting up the VPN on a Wi-Fi router (the device)',
  }),
  '/free-vpn-pc/': msg({
    message: 'Free VPN for PC',
    comment: 'Footer menu link to the page about the free app for Windows computers (PC)',
  }),
  '/about-us/': msg`About us`,
  '/careers/': msg`Careers`,
  '/affiliate-program/': msg({
    message: 'Affiliate program',
    comment:
      'Footer menu link to the page of the partner program: websites and creators earn a commission on Premium sales they bring (not the referral program)',
  }),
  '/referral-program/': msg({
    message: 'Referral program',
    comment:
      'Footer menu link to the page of the program where users invite friends with a personal link (not the affiliate program)',
  }),
  '/vpn-comparison/': msg({
    message: 'VPN comparison',
    comment: 'Footer menu link to the page that compares Planet VPN Free and Premium with a web proxy and with no VPN',
  }),
  '/blog/': msg`Blog`,
  '/answers/': msg({ message: 'Answers', comment: 'Footer menu link to the page of answers to frequent questions' }),
  '/contact-us/': msg`Contact us`,
  '/status/': msg({
    message: 'Service status',
    comment: 'Footer menu link to the status page: whether the website, accounts, payments and VPN servers work',
  }),
  '/terms/': msg`Terms of service`,
  '/policy/': msg`Privacy policy`,
  '/cookies/': msg`Cookie policy`,
  '/lite-vpn-policy/': msg({
    message: 'Lite VPN privacy policy',
    comment:
      "Footer menu link to the page with the privacy policy of the browser extensions and lite apps ('Lite' versions of Planet VPN)",
  }),
  '/refund/': msg`Refund policy`,
  '/accessibility/': msg({
    message: 'Accessibility',
    comment:
      'Footer menu link to the accessibility statement: the standard the website is built to, how it is checked, and how to report a barrier',
  }),
} satisfies Record<Exclude<FooterPage, { name: string }>['path'], MessageDescriptor>

const FOOTER_TITLES = {
  tools: msg({
    message: 'Tools',
    comment: 'Title of a footer menu group: the free online tools (IP check, leak tests, password generator)',
  }),
  'use-cases': msg({
    message: 'Use cases',
    comment: 'Title of a footer menu group: pages on what people use a VPN for (gaming, streaming, travel …)',
  }),
  apps: msg({
    message: 'Apps and services',
    comment:
      'Title of a footer menu group: pages on using Planet VPN with popular apps and services (Netflix, TikTok, WhatsApp …)',
  }),
  downloads: msg`Download`,
  company: msg({
    message: 'Company',
    comment: 'Title of a footer menu group: about us, careers, blog, answers, contact, affiliate and referral programs',
  }),
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
