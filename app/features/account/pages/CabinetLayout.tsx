import { Trans, useLingui } from '@lingui/react/macro'
import { Outlet, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'

import { PageLink } from '../../../components/links/PageLink'
import { useLocale } from '../../../lib/i18n/use-locale'
import { localizePath } from '../../../lib/routing/locale-path'
import { logoutFn } from '../auth.functions'
import { useAuth, useSetAuth } from '../auth-hooks'

function LogoutButton() {
  const navigate = useNavigate()
  const locale = useLocale()
  const setAuth = useSetAuth()
  const [pending, setPending] = useState(false)
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={pending}
      onClick={async () => {
        setPending(true)
        try {
          setAuth(await logoutFn())
        } finally {
          // Even when the call failed, this browser forgets the session (spec 4).
          await navigate({ href: localizePath('/login/', locale) })
        }
      }}
    >
      <Trans comment="Button in the account menu: signs out of the website">Log out</Trans>
    </button>
  )
}

/** The personal cabinet: its menu (configuration only with the server's flag) and the page. */
export function CabinetLayout() {
  const { t } = useLingui()
  const auth = useAuth()
  return (
    <div className="cabinet container">
      <nav className="cabinet__nav" aria-label={t({ message: 'My account', context: 'cabinet navigation label' })}>
        <ul>
          <li>
            <PageLink path="/cabinet/profile/" activeProps={{ 'aria-current': 'page' }}>
              <Trans comment="Account menu item: the page with the subscription, e-mail address, password and payments">
                Profile
              </Trans>
            </PageLink>
          </li>
          <li>
            <PageLink path="/cabinet/download/" activeProps={{ 'aria-current': 'page' }}>
              <Trans>Download</Trans>
            </PageLink>
          </li>
          {auth.allowConfigPage && (
            <li>
              <PageLink path="/cabinet/configuration/" activeProps={{ 'aria-current': 'page' }}>
                <Trans comment="Account menu item: the page where Premium users download configuration files for routers, WireGuard and OpenVPN apps">
                  Configuration
                </Trans>
              </PageLink>
            </li>
          )}
        </ul>
        <LogoutButton />
      </nav>
      <div className="cabinet__page">
        <Outlet />
      </div>
    </div>
  )
}
