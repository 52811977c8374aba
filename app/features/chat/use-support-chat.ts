import { useEffect } from 'react'

import type { Locale } from '../../lib/i18n/locales'
import type { SiteInfo } from '../../lib/site/site-info'
import {
  CHAT_DELAY_MS,
  CHAT_POLL_LIMIT,
  CHAT_POLL_MS,
  CHAT_SCRIPT_ID,
  chatLocale,
  shouldLoadChat,
} from './support-chat-rules'

type ZendeskApi = (...args: unknown[]) => void
declare global {
  interface Window {
    zE?: ZendeskApi
  }
}

/** Loads the support chat launcher (Zendesk Web Widget) 2 s after start on wide windows. */
function useChatScript(site: SiteInfo) {
  const { chat, isSourceApp } = site
  useEffect(() => {
    if (!chat) return
    const timer = setTimeout(() => {
      if (!shouldLoadChat({ configured: true, windowWidth: window.innerWidth, isSourceApp })) return
      if (document.getElementById(CHAT_SCRIPT_ID)) return
      const script = document.createElement('script')
      script.id = CHAT_SCRIPT_ID
      script.async = true
      script.src = `${chat.scriptUrl}?key=${encodeURIComponent(chat.key)}`
      document.head.append(script)
    }, CHAT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [chat, isSourceApp])
}

/** Keeps the widget's language on the site's: polls every 100 ms until the widget is ready. */
function useChatLanguage(locale: Locale, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    let attempts = 0
    const timer = setInterval(() => {
      attempts += 1
      if (typeof window.zE === 'function') {
        window.zE('messenger:set', 'locale', chatLocale(locale))
        clearInterval(timer)
      } else if (attempts >= CHAT_POLL_LIMIT) {
        clearInterval(timer)
      }
    }, CHAT_POLL_MS)
    return () => clearInterval(timer)
  }, [locale, enabled])
}

export function useSupportChat(site: SiteInfo, locale: Locale) {
  useChatScript(site)
  useChatLanguage(locale, Boolean(site.chat) && !site.isSourceApp)
}
