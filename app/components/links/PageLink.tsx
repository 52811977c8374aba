import { Link, type LinkProps } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

import { useLocale } from '../../lib/i18n/use-locale'
import { localizePath } from '../../lib/routing/locale-path'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Page path without locale prefix, with trailing slash: `/`, `/servers/`. */
  path: string
  children: ReactNode
  /** Attributes while the link's page is open (e.g. `aria-current`). */
  activeProps?: LinkProps['activeProps']
}

/** A link to a page in the current language, with the router's client navigation and preloading. */
export function PageLink({ path, children, ...rest }: Props) {
  const locale = useLocale()
  // Page paths come from the page registry; the router resolves them at runtime.
  const to = localizePath(path, locale) as LinkProps['to']
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  )
}
