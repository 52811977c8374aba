import type { Locale } from '../../lib/i18n/locales'

/** Spec 2/9: the launcher loads 2 s after start, only on windows wider than 575 px. */
export const CHAT_DELAY_MS = 2000
export const CHAT_MIN_WIDTH = 575
/** Spec 9: the widget's language is polled every 100 ms until the widget is ready. */
export const CHAT_POLL_MS = 100
/** Give up polling after a minute: a blocked or failed widget must not poll forever. */
export const CHAT_POLL_LIMIT = 600
export const CHAT_SCRIPT_ID = 'ze-snippet'

export function shouldLoadChat(input: { configured: boolean; windowWidth: number; isSourceApp: boolean }): boolean {
  return input.configured && !input.isSourceApp && input.windowWidth > CHAT_MIN_WIDTH
}

/** The widget's language code for a site locale: `ua` is `uk` (spec 9), `ph` is Filipino. */
export function chatLocale(locale: Locale): string {
  if (locale === 'ua') return 'uk'
  if (locale === 'ph') return 'fil'
  return locale
}
