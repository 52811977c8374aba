// React 19 has `useSyncExternalStore`; the `use-sync-external-store/shim` package that Lingui's
// React binding imports only forwards to it, after bundling a fallback for React 16/17 that never
// runs. vite.config.ts points the shim here.
export { useSyncExternalStore } from 'react'
