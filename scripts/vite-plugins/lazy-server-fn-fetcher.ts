import type { Plugin } from 'vite'

const TARGET = /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]createClientRpc\.js$/
const STATIC_IMPORT = 'import { serverFnFetcher } from "./serverFnFetcher.js";'
const CALL = 'return serverFnFetcher(url, args, startFetch ?? fetch);'

/**
 * TanStack Start's browser runtime imports the server-function fetcher (and with it the seroval
 * serializer, ≈ 10 kB gzip) up front, because hydration registers an adapter that can turn
 * serialized server functions back into callables. Pages call server functions only after a
 * visitor does something, so this loads the fetcher on the first call instead: the calls were
 * asynchronous already, so their behaviour does not change. If a Start upgrade changes the
 * module, the build warns and leaves it alone (`npm run bench:js` then shows the cost).
 */
export function lazyServerFnFetcher(): Plugin {
  return {
    name: 'planet:lazy-server-fn-fetcher',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!TARGET.test(id)) return undefined
      if (!code.includes(STATIC_IMPORT) || !code.includes(CALL)) {
        this.warn('createClientRpc.js changed: the server-function fetcher stays in the initial bundle')
        return undefined
      }
      return code
        .replace(STATIC_IMPORT, '')
        .replace(
          CALL,
          'return import("./serverFnFetcher.js").then(({ serverFnFetcher }) => serverFnFetcher(url, args, startFetch ?? fetch));',
        )
    },
  }
}
