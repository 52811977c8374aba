import type { PagePart } from './lib/i18n/catalog-parts.ts'

/**
 * Every page of the site, once: the sitemap and the published check (public-pages.ts), robots.txt
 * (the account pages), the catalog parts a page loads (catalog-parts.ts) and the header and footer
 * (shell/navigation.ts) are all worked out from this list. tests/unit/page-registry.test.ts holds
 * it against the route files and the content files.
 *
 * A leaf module: plain data and erasable types only, no imports at run time. The start bundle
 * carries it (JS budget), and the HTTP fuzzer loads it straight into Node.
 *
 * Order matters: the header shows its pages, and each footer group its pages, in this order (the
 * groups themselves in the order they first appear). The account pages come in the fuzzer's
 * order, so its seeded runs stay reproducible.
 */

/** How a page is built, and so where its words live. */
export type PageKind =
  | 'home'
  /** An information page from `content/pages/{locale}/{slug}.json` (infoPageRoute). */
  | 'info'
  /** An information page with a tool of its own under the introduction; same content files. */
  | 'tool'
  /** A download page of one platform (platformPageRoute); same content files. */
  | 'platform'
  /** A legal text from `content/legal/` (documentRouteOptions). */
  | 'legal'
  /** The blog's index; the articles (`/blog/{topic}/`) come from `content/blog/`. */
  | 'blog'
  /** A short page reached only after sending a form. */
  | 'notice'
  /**
   * The pricing page (`/order/`): public and indexable, but rendered per visitor (its account step
   * shows who is logged in) and with the account pages' catalog part. Decision 019.
   */
  | 'pricing'
  /** Sign-in, cabinet, the order's payment results: kept out of search engines (robots.txt). */
  | 'account'

/** The footer's groups of the site map; their titles are in shell/navigation.ts. */
export type FooterGroup = 'tools' | 'use-cases' | 'apps' | 'downloads' | 'company' | 'legal'

export interface PageEntry {
  /** Without locale prefix, with trailing slash: `/`, `/servers/`, `/cabinet/profile/`. */
  readonly path: '/' | `/${string}/`
  readonly kind: PageKind
  /** The catalog part the page loads on top of the shell before it renders (catalog-parts.ts). */
  readonly part?: PagePart
  /** Linked from the header (label in shell/navigation.ts). */
  readonly header?: true
  /** Linked from this group of the footer. */
  readonly footer?: FooterGroup
  /** A brand or platform name, the same in every language: the footer shows it instead of a translated label. */
  readonly name?: string
  /** Left out of the sitemap (the page itself says noindex). */
  readonly sitemap?: false
}

export const PAGES = [
  { path: '/', kind: 'home', part: 'home' },
  // Tools
  { path: '/ip-check/', kind: 'tool', part: 'tools', footer: 'tools' },
  { path: '/change-ip/', kind: 'tool', part: 'tools', footer: 'tools' },
  // The two leak tests apart from the other tools: their texts are most of the tools' messages.
  { path: '/dns-check/', kind: 'tool', part: 'leaks', footer: 'tools' },
  { path: '/web-rtc/', kind: 'tool', part: 'leaks', footer: 'tools' },
  { path: '/password-generator/', kind: 'tool', part: 'tools', footer: 'tools' },
  { path: '/virus-scan/', kind: 'info', footer: 'tools' },
  // Features and use cases
  { path: '/servers/', kind: 'info', part: 'servers', header: true, footer: 'use-cases' },
  { path: '/free-vpn-servers/', kind: 'info', part: 'servers', footer: 'use-cases' },
  { path: '/no-logs-vpn-policy/', kind: 'info', footer: 'use-cases' },
  { path: '/best-gaming/', kind: 'info', footer: 'use-cases' },
  { path: '/streaming-watch/', kind: 'info', footer: 'use-cases' },
  { path: '/listen-to-music-radio-online-download-mp3/', kind: 'info', footer: 'use-cases' },
  { path: '/save-money-on-steam/', kind: 'info', footer: 'use-cases' },
  { path: '/buy-tickets-cheap/', kind: 'info', footer: 'use-cases' },
  { path: '/save-when-booking-hotels/', kind: 'info', footer: 'use-cases' },
  { path: '/cheap-car-rental/', kind: 'info', footer: 'use-cases' },
  { path: '/best-torrenting/', kind: 'info', footer: 'use-cases' },
  { path: '/data-protection-security/', kind: 'info', footer: 'use-cases' },
  { path: '/anonymous-browsing/', kind: 'info', footer: 'use-cases' },
  { path: '/connect-to-free-wi-fi/', kind: 'info', footer: 'use-cases' },
  { path: '/encryption-of-internet-connection/', kind: 'info', footer: 'use-cases' },
  { path: '/double-vpn/', kind: 'info', footer: 'use-cases' },
  // Apps and services
  { path: '/netflix/', kind: 'info', footer: 'apps', name: 'Netflix' },
  { path: '/disney-plus/', kind: 'info', footer: 'apps', name: 'Disney+' },
  { path: '/instagram/', kind: 'info', footer: 'apps', name: 'Instagram' },
  { path: '/free-vpn-for-tiktok/', kind: 'info', footer: 'apps', name: 'TikTok' },
  { path: '/twitter/', kind: 'info', footer: 'apps', name: 'X (Twitter)' },
  { path: '/reddit/', kind: 'info', footer: 'apps', name: 'Reddit' },
  { path: '/telegram/', kind: 'info', footer: 'apps', name: 'Telegram' },
  { path: '/whatsapp/', kind: 'info', footer: 'apps', name: 'WhatsApp' },
  { path: '/al-jazeera/', kind: 'info', footer: 'apps', name: 'Al Jazeera' },
  { path: '/access-app-store/', kind: 'info', footer: 'apps', name: 'App Store' },
  { path: '/roblox/', kind: 'info', footer: 'apps', name: 'Roblox' },
  { path: '/warzone/', kind: 'info', footer: 'apps', name: 'Warzone' },
  { path: '/pubg/', kind: 'info', footer: 'apps', name: 'PUBG' },
  { path: '/free-fire/', kind: 'info', footer: 'apps', name: 'Free Fire' },
  { path: '/mobile-legends/', kind: 'info', footer: 'apps', name: 'Mobile Legends' },
  { path: '/gameloop/', kind: 'info', footer: 'apps', name: 'GameLoop' },
  // Downloads: the hub, then one page per platform
  { path: '/download/', kind: 'info', part: 'downloads', header: true },
  { path: '/windows/', kind: 'platform', part: 'downloads', footer: 'downloads', name: 'Windows' },
  { path: '/mac/', kind: 'platform', part: 'downloads', footer: 'downloads', name: 'macOS' },
  { path: '/android/', kind: 'platform', part: 'downloads', footer: 'downloads', name: 'Android' },
  { path: '/ios/', kind: 'platform', part: 'downloads', footer: 'downloads', name: 'iOS' },
  { path: '/vpn-android-tv/', kind: 'platform', part: 'downloads', footer: 'downloads', name: 'Android TV' },
  { path: '/linux/', kind: 'platform', part: 'downloads', footer: 'downloads', name: 'Linux' },
  { path: '/router/', kind: 'platform', part: 'downloads', footer: 'downloads' },
  { path: '/openvpn/', kind: 'platform', part: 'downloads', footer: 'downloads', name: 'OpenVPN' },
  { path: '/free-vpn-pc/', kind: 'platform', part: 'downloads', footer: 'downloads' },
  { path: '/chrome/', kind: 'platform', part: 'downloads', footer: 'downloads', name: 'Chrome' },
  { path: '/firefox/', kind: 'platform', part: 'downloads', footer: 'downloads', name: 'Firefox' },
  { path: '/edge/', kind: 'platform', part: 'downloads', footer: 'downloads', name: 'Edge' },
  { path: '/opera/', kind: 'platform', part: 'downloads', footer: 'downloads', name: 'Opera' },
  { path: '/yandex/', kind: 'platform', part: 'downloads', footer: 'downloads', name: 'Yandex Browser' },
  // Company and help
  { path: '/about-us/', kind: 'info', footer: 'company' },
  { path: '/careers/', kind: 'info', footer: 'company' },
  { path: '/affiliate-program/', kind: 'info', footer: 'company' },
  { path: '/referral-program/', kind: 'info', footer: 'company' },
  { path: '/vpn-comparison/', kind: 'info', header: true, footer: 'company' },
  { path: '/blog/', kind: 'blog', header: true, footer: 'company' },
  { path: '/answers/', kind: 'info', part: 'answers', header: true, footer: 'company' },
  { path: '/status/', kind: 'info', part: 'status', footer: 'company' },
  // The contact form has a part of its own: its form texts and errors are most of one.
  { path: '/contact-us/', kind: 'info', part: 'contact', footer: 'company' },
  { path: '/thanks/', kind: 'notice', part: 'contact', sitemap: false },
  // Legal
  { path: '/terms/', kind: 'legal', footer: 'legal' },
  { path: '/policy/', kind: 'legal', footer: 'legal' },
  { path: '/cookies/', kind: 'legal', footer: 'legal' },
  { path: '/lite-vpn-policy/', kind: 'legal', footer: 'legal' },
  { path: '/refund/', kind: 'legal', footer: 'legal' },
  { path: '/accessibility/', kind: 'legal', footer: 'legal' },
  // Account, order and payment
  { path: '/login/', kind: 'account', part: 'account' },
  { path: '/sign-up/', kind: 'account', part: 'account' },
  { path: '/forgot-password/', kind: 'account', part: 'account' },
  { path: '/reset/', kind: 'account', part: 'account' },
  { path: '/confirm/', kind: 'account', part: 'account' },
  { path: '/profile-check/', kind: 'account', part: 'account' },
  { path: '/zendesk/sso/', kind: 'account', part: 'account' },
  { path: '/cabinet/', kind: 'account', part: 'account' },
  { path: '/cabinet/profile/', kind: 'account', part: 'account' },
  { path: '/cabinet/download/', kind: 'account', part: 'account' },
  { path: '/cabinet/configuration/', kind: 'account', part: 'account' },
  // Decision 019 makes it `pricing` (indexable) once its start bundle fits the budget.
  { path: '/order/', kind: 'pricing', header: true },
  { path: '/payment/pending/', kind: 'account', part: 'account' },
  { path: '/payment/success/', kind: 'account', part: 'account' },
  { path: '/payment/failed/', kind: 'account', part: 'account' },
] as const satisfies readonly PageEntry[]

export type Page = (typeof PAGES)[number]
/** Any page of the site: what a link inside the site may point to. */
export type PagePath = Page['path']
export type AccountPage = Extract<Page, { kind: 'account' }>
export type PublicPage = Exclude<Page, AccountPage>
export type PublicPath = PublicPage['path']
export type AccountPath = AccountPage['path']

const isAccountPage = (page: Page): page is AccountPage => page.kind === 'account'
const isPublicPage = (page: Page): page is PublicPage => page.kind !== 'account'

/** Every page search engines may show, in registry order. */
export const PUBLIC_PATHS: readonly PublicPath[] = PAGES.filter(isPublicPage).map((page) => page.path)
/** Every account page (each route, not a prefix). */
export const ACCOUNT_PAGES: readonly AccountPath[] = PAGES.filter(isAccountPage).map((page) => page.path)
