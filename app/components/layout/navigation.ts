import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

import { isPublished } from '../../lib/site/public-pages'

export interface NavItem {
  path: string
  label: MessageDescriptor
}

const MAIN_NAV: NavItem[] = [
  { path: '/servers/', label: msg`Servers` },
  { path: '/download/', label: msg`Download` },
  { path: '/vpn-comparison/', label: msg`Why Planet VPN` },
  { path: '/blog/', label: msg`Blog` },
  { path: '/answers/', label: msg`Help` },
  { path: '/order/', label: msg({ message: 'Premium', context: 'navigation: the paid plan' }) },
]

const LEGAL_NAV: NavItem[] = [
  { path: '/terms/', label: msg`Terms of service` },
  { path: '/policy/', label: msg`Privacy policy` },
  { path: '/cookies/', label: msg`Cookie policy` },
  { path: '/refund/', label: msg`Refund policy` },
  { path: '/about-us/', label: msg`About us` },
  { path: '/contact-us/', label: msg`Contact us` },
]

/** Only pages that exist are linked: a section appears when its page is published. */
export const mainNavigation = () => MAIN_NAV.filter((item) => isPublished(item.path))
export const legalNavigation = () => LEGAL_NAV.filter((item) => isPublished(item.path))
