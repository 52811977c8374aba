import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, type ReactNode } from 'react'

import { Header } from './Header'
import type { Footer as FooterComponent } from './Footer'

// The footer is below the fold on every page: in the browser its code loads after the page's own
// (initial JavaScript budget, `npm run bench:js`) and hydrates the server's HTML when it arrives; a
// click on it before then hydrates it first and is replayed by React. The server renders it in
// place (loaded once at start), so every response carries the same HTML, never a late stream.
const loadFooter = () => import('./Footer').then((module) => ({ default: module.Footer }))
const LazyFooter = lazy(loadFooter)
let ServerFooter: typeof FooterComponent | undefined
if (import.meta.env.SSR) void loadFooter().then((module) => (ServerFooter = module.default))

/** The `default` layout: header, the page, footer. Pages may name another layout (see layouts.ts). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <a className="skip-link" href="#main">
        <Trans comment="Link for keyboard and screen-reader users, shown only when focused: jumps past the menu to the page's main content">
          Skip to content
        </Trans>
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Suspense>{ServerFooter ? <ServerFooter /> : <LazyFooter />}</Suspense>
    </div>
  )
}
