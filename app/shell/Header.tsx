import { useLingui } from '@lingui/react/macro'

import { SITE_NAME } from '../lib/seo/page-head'
import { PageLink } from '../components/links/PageLink'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { AccountLink } from './AccountLink'
import { mainNavigation, navLabel } from './navigation'

export function Header() {
  const { i18n, t } = useLingui()
  const items = mainNavigation()
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <PageLink path="/" className="site-header__brand">
          <Logo />
          <span>{SITE_NAME}</span>
        </PageLink>
        {items.length > 0 && (
          <nav className="site-nav" aria-label={t({ message: 'Main', context: 'label of the main navigation' })}>
            <ul>
              {items.map((item) => (
                <li key={item.path}>
                  <PageLink path={item.path}>{navLabel(i18n, item)}</PageLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="site-header__tools">
          <LanguageSwitcher />
          <AccountLink />
        </div>
      </div>
    </header>
  )
}
