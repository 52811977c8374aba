import { Link, type LinkProps } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

import type { PagePath } from '#app/pages.ts'
import { useLocale } from '../../lib/i18n/use-locale'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A page of the registry (app/pages.ts), without locale prefix: `/`, `/servers/`. */
  path: PagePath
  children: ReactNode
  /** Attributes while the link's page is open (e.g. `aria-current`). */
  activeProps?: LinkProps['activeProps']
  /** When the link counts as the open page (sets `aria-current="page"`); by default its subpages count too. */
  activeOptions?: LinkProps['activeOptions']
  /** Query parameters the page reads (`{ plan: '1-year' }` on `/order/`). */
  search?: Record<string, string>
}

/** A link to a page in the current language, with the router's client navigation and preloading. */
export function PageLink({ path, children, activeOptions, ...rest }: Props) {
  const locale = useLocale()
  // The route of every registry path is `/{-$lang}` + path; English pages have no prefix. A query
  // never makes a page less "open": a campaign's URL is served with the plain page's render.
  return (
    <Link
      to={`/{-$lang}${path}`}
      params={{ lang: locale === 'en' ? undefined : locale }}
      activeOptions={{ includeSearch: false, ...activeOptions }}
      {...rest}
    >
      {children}
    </Link>
  )
}
