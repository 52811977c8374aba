import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, type ReactNode } from 'react'

import { Header } from './Header'

// The footer is below the fold on every page: its code loads after the page's own (initial
// JavaScript budget, `npm run bench:js`). The server's HTML is on screen from the first paint; a
// click on it before its code arrives hydrates it first and is then replayed by React.
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })))

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
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  )
}
