import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'

import { CookieSettingsButton } from './CookieSettingsButton'
import { useLocale } from '../lib/i18n/use-locale'
import { localizePath } from '../lib/routing/locale-path'
import { socialLinks } from '../lib/site/social-links'
import { useLinkDelegation } from '../components/links/use-link-delegation'
import { footerNavigation, navLabel } from './navigation'

export function Footer() {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const groups = footerNavigation()
  const year = new Date().getFullYear()
  // Plain links with one set of handlers on the map (see useLinkDelegation): the same client
  // navigation and preloading as <PageLink>, without 65 router links to hydrate on every page.
  const delegation = useLinkDelegation()
  const currentPath = useLocation({ select: (location) => location.pathname })
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        {groups.length > 0 && (
          <nav className="site-footer__map" aria-label={t`Site map`} {...delegation}>
            {groups.map((group) => (
              <div key={group.title.id} className="site-footer__group">
                <h2 className="site-footer__title">{i18n._(group.title)}</h2>
                <ul className="site-footer__links">
                  {group.items.map((item) => {
                    const href = localizePath(item.path, locale)
                    return (
                      <li key={item.path}>
                        <a href={href} aria-current={href === currentPath ? 'page' : undefined}>
                          {navLabel(i18n, item)}
                        </a>
                      </li>
                    )
                  })}
                </ul>
              </div>
            ))}
          </nav>
        )}
        <nav aria-label={t`Planet VPN on social networks`}>
          <ul className="site-footer__social">
            {socialLinks(locale).map((link) => (
              <li key={link.network}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.network}
                  <span className="visually-hidden">
                    {' '}
                    <Trans>(opens in a new tab)</Trans>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          <CookieSettingsButton />
        </p>
        <p className="site-footer__legal">
          <Trans>© {year} FREE VPN PLANET S.R.L. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  )
}
