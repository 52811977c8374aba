import { useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { DefaultLayout } from './DefaultLayout'

/** Layouts a page can name in its route `staticData.layout`; `default` when it names none. */
const LAYOUTS = {
  default: DefaultLayout,
  bare: ({ children }: { children: ReactNode }) => <main id="main">{children}</main>,
} as const

export type LayoutName = keyof typeof LAYOUTS

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: LayoutName
  }
}

/** Wraps the page in the layout its deepest route asks for. */
export function PageLayout({ children }: { children: ReactNode }) {
  const name = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.layout)?.staticData.layout })
  const Layout = LAYOUTS[name ?? 'default']
  return <Layout>{children}</Layout>
}
