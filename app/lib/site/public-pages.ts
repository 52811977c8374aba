/**
 * Every public page path (without locale prefix). It feeds the sitemap and decides which
 * navigation links are shown: a link appears once its page exists, so nothing links to a 404.
 */
export const PUBLIC_PAGES = [
  '/',
  // Features and use cases
  '/no-logs-vpn-policy/',
  '/servers/',
  '/free-vpn-servers/',
  '/best-gaming/',
  '/streaming-watch/',
  '/listen-to-music-radio-online-download-mp3/',
  '/save-money-on-steam/',
  '/buy-tickets-cheap/',
  '/save-when-booking-hotels/',
  '/cheap-car-rental/',
  '/best-torrenting/',
  '/data-protection-security/',
  '/anonymous-browsing/',
  '/connect-to-free-wi-fi/',
  '/encryption-of-internet-connection/',
  // Tools
  '/ip-check/',
  '/change-ip/',
  '/dns-check/',
  '/web-rtc/',
  '/virus-scan/',
  '/password-generator/',
  // Downloads
  '/download/',
  '/android/',
  '/ios/',
  '/chrome/',
  '/firefox/',
  '/edge/',
  '/opera/',
  '/yandex/',
  '/windows/',
  '/mac/',
  '/linux/',
  '/router/',
  '/openvpn/',
  '/vpn-android-tv/',
  '/free-vpn-pc/',
  // Legal and information
  '/terms/',
  '/policy/',
  '/contact-us/',
  '/thanks/',
  '/cookies/',
  '/lite-vpn-policy/',
  '/about-us/',
  '/careers/',
  '/affiliate-program/',
  '/referral-program/',
  '/refund/',
  '/answers/',
  '/vpn-comparison/',
  '/blog/',
  '/access-app-store/',
  '/free-vpn-for-tiktok/',
  '/double-vpn/',
  '/al-jazeera/',
  // Apps and services
  '/roblox/',
  '/warzone/',
  '/netflix/',
  '/twitter/',
  '/reddit/',
  '/pubg/',
  '/mobile-legends/',
  '/instagram/',
  '/disney-plus/',
  '/gameloop/',
  '/free-fire/',
  '/telegram/',
  '/whatsapp/',
] as const satisfies readonly `/${string}`[]

export type PublicPage = (typeof PUBLIC_PAGES)[number]

const published: ReadonlySet<string> = new Set(PUBLIC_PAGES)

export function isPublished(path: string): boolean {
  return published.has(path)
}

/** Account pages: kept out of search engines (robots.txt) in every locale. */
export const ACCOUNT_PATHS = [
  '/login/',
  '/sign-up/',
  '/forgot-password/',
  '/reset/',
  '/confirm/',
  '/order/',
  '/payment/',
  '/zendesk/',
  '/profile-check/',
  '/cabinet/',
] as const

/** A path navigation may link to: a published page or one of the account pages (always there). */
export function isLinkable(path: string): boolean {
  return isPublished(path) || ACCOUNT_PATHS.some((prefix) => path.startsWith(prefix))
}
