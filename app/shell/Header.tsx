import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useState } from 'react'

import { SITE_NAME } from '../lib/seo/page-head'
import { useSite } from '../lib/site/use-site'
import { PageLink } from '../components/links/PageLink'
import { AccountLink } from './AccountLink'
import { LanguageButton, useLanguageSheet } from './LanguageSwitcher'
import { Logo } from './Logo'
import { mainNavigation, navLabel } from './navigation'
import { DRAWER_ID } from './sheet'

const loadDrawer = () => import('./Drawer')

/** The product's name never breaks across lines in a navigation label that wraps (shell.css). */
const NAME_ON_ONE_LINE = SITE_NAME.replaceAll(' ', '\u00a0')
const Drawer = lazy(loadDrawer)

/**
 * The one call to action: the download hub ("Download" where "Get Planet VPN" would not fit on one
 * line; CSS shows one label, the other is not rendered). Visitors who came from the app have it.
 */
function HeaderCta() {
  const { isSourceApp } = useSite()
  if (isSourceApp) return null
  return (
    <PageLink path="/download/" className="button site-header__cta">
      <span className="site-header__cta-long">
        <Trans>Get Planet VPN</Trans>
      </span>
      <span className="site-header__cta-short">
        <Trans>Download</Trans>
      </span>
    </PageLink>
  )
}

/**
 * Logo, one call to action and a menu button on phones; on wide screens the navigation, the
 * language and the account link sit in the bar and the menu button goes away (shell.css). The
 * drawer (Drawer.tsx) joins the page at the first press and stays: mounted at load, it cost every
 * visitor a render, style and layout pass right after start (Lighthouse's Total Blocking Time), and
 * its code joined the initial JavaScript. The code loads after hydration, so a press opens it at once.
 */
export function Header() {
  const { i18n, t } = useLingui()
  const [open, setOpen] = useState(false)
  const [drawerMounted, setDrawerMounted] = useState(false)
  useEffect(() => {
    // A failed chunk reloads the page once (chunk-reload.ts); a press then tries again.
    loadDrawer().catch(() => undefined)
  }, [])
  const languageSheet = useLanguageSheet()
  // The call to action links to the download hub: the navigation leaves that page out.
  const items = mainNavigation().filter((item) => item.path !== '/download/')
  const label = t({ message: 'Main', context: 'label of the main navigation' })
  const menu = t({ message: 'Menu', context: 'button that opens the site navigation on phones' })
  const links = (
    <ul>
      {items.map((item) => (
        <li key={item.path}>
          <PageLink path={item.path}>{navLabel(i18n, item).replaceAll(SITE_NAME, NAME_ON_ONE_LINE)}</PageLink>
        </li>
      ))}
    </ul>
  )
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <PageLink path="/" className="site-header__brand" activeOptions={{ exact: true }}>
          <Logo />
          <span className="site-header__name">{SITE_NAME}</span>
        </PageLink>
        <nav className="site-nav site-nav--bar" aria-label={label}>
          {links}
        </nav>
        <div className="site-header__tools">
          <LanguageButton className="site-header__wide" />
          <AccountLink className="site-header__wide" />
          <HeaderCta />
          <button
            type="button"
            className="site-header__menu"
            aria-expanded={open}
            aria-controls={DRAWER_ID}
            onClick={() => {
              setDrawerMounted(true)
              setOpen(true)
            }}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M4 7h16M4 12h16M4 17h16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span className="visually-hidden">{menu}</span>
          </button>
        </div>
      </div>
      {drawerMounted && (
        <Suspense>
          <Drawer
            open={open}
            onClose={() => setOpen(false)}
            title={menu}
            navigation={
              <nav className="site-nav site-nav--drawer" aria-label={label}>
                {links}
              </nav>
            }
          />
        </Suspense>
      )}
      {languageSheet}
    </header>
  )
}
