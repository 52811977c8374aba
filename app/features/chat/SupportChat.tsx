import { useLocale } from '../../lib/i18n/use-locale'
import { useSite } from '../../lib/site/use-site'
import { useSupportChat } from './use-support-chat'

/** Mounts the support chat behaviour; the widget draws its own launcher. */
export function SupportChat() {
  useSupportChat(useSite(), useLocale())
  return null
}
