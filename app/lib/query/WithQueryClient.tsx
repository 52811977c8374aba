import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** The router's query client, made when the first page that uses Query renders (decision 011). */
export interface QueryClientHolder {
  client?: QueryClient
}

/**
 * TanStack Query for the account, order and payment pages: their components wrap themselves in
 * this provider, so Query loads with their chunks instead of the start bundle of every public page
 * (initial JavaScript budget, bench:js). One client per router: per request on the server, per tab in the browser.
 * Nothing is prefetched on the server: these queries run in the browser after hydration.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const holder = useRouter().options.context.queries
  holder.client ??= new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
  return <QueryClientProvider client={holder.client}>{children}</QueryClientProvider>
}
