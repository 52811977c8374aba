import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'

import { PRODUCT_FACTS } from '#contracts/product-facts.ts'
import { CookieSettingsButton } from './CookieSettingsButton'
import { useLocale } from '../lib/i18n/use-locale'
import { localizePath } from '../lib/routing/locale-path'
import { SITE_NAME } from '../lib/seo/page-head'
import { socialLinks } from '../lib/site/social-links'
import { DownloadCta } from '../components/links/DownloadCta'
import { Icon } from '../components/media/Icon'
import { PageLink } from '../components/links/PageLink'
import { useLinkDelegation } from '../components/links/use-link-delegation'
import { LanguageButton } from './LanguageSwitcher'
import { Logo } from './Logo'
import { footerNavigation, navLabel } from './navigation'
import { ThemeSwitch } from './ThemeSwitch'

/**
 * Brand block, the site map (groups fold on phones: `<details>`, shown open on wide screens by
 * CSS), language, theme and cookie settings, social networks, the operator.
 */
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
        <div className="site-footer__brand">
          <PageLink path="/" className="site-footer__logo" activeOptions={{ exact: true }}>
            <Logo />
            <span>{SITE_NAME}</span>
          </PageLink>
          <p>
            <Trans comment="Tagline: the home page's main heading and browser-tab title, and the line under the logo in the footer. Free = at no cost">
              Free VPN and proxy for every device
            </Trans>
          </p>
          {/* App and store badges go here (identity); until then the way to the downloads. */}
          <div className="site-footer__apps">
            <DownloadCta className="button" />
          </div>
        </div>
        {groups.length > 0 && (
          <nav
            className="site-footer__map"
            aria-label={t({
              message: 'Site map',
              comment: 'Screen-reader name of the footer menu with links to all pages of the site',
            })}
            {...delegation}
          >
            {groups.map((group) => (
              <details key={group.title.id} className="site-footer__group">
                <summary className="site-footer__title">{i18n._(group.title)}</summary>
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
              </details>
            ))}
          </nav>
        )}
        <div className="site-footer__settings">
          <LanguageButton />
          <ThemeSwitch />
          <CookieSettingsButton />
        </div>
        <div className="site-footer__bottom">
          <nav
            aria-label={t({
              message: 'Planet VPN on social networks',
              comment: 'Screen-reader name of the row of icons that link to Planet VPN on social networks',
            })}
          >
            <ul className="site-footer__social">
              {socialLinks(locale).map((link) => (
                <li key={link.network}>
                  <a href={link.href} rel="noopener noreferrer" target="_blank">
                    <Icon id={link.icon} />
                    <span className="visually-hidden">
                      {link.network}{' '}
                      <Trans comment="Screen-reader-only text after the name of a social network, such as 'Facebook (opens in a new tab)'">
                        (opens in a new tab)
                      </Trans>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p className="site-footer__legal">
            © {year} {PRODUCT_FACTS.operator}{' '}
            <Trans comment="Copyright line at the bottom of every page, after '© 2026' and the company name">
              All rights reserved.
            </Trans>
          </p>
        </div>
      </div>
    </footer>
  )
}
