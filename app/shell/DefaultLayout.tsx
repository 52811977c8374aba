import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { Footer } from './Footer'
import { Header } from './Header'

/** The `default` layout: header, the page, footer. Pages may name another layout (see layouts.ts). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  )
}
