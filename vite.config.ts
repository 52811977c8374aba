import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'

import { toNodeHandler } from 'srvx/node'
import { defineConfig, type Plugin } from 'vite'

import { catalogParts } from './scripts/vite-plugins/catalog-parts.ts'
import { chunkGroupsByReach } from './scripts/vite-plugins/chunk-groups-by-reach.ts'
import { compactCatalogLoadersPlugin } from './scripts/vite-plugins/compact-catalog-loaders.ts'
import { flagFiles } from './scripts/vite-plugins/flag-files.ts'
import { lazyServerFnFetcher } from './scripts/vite-plugins/lazy-server-fn-fetcher.ts'
import { precompressedFiles } from './scripts/vite-plugins/precompressed-files.ts'
import { createImageProxy, IMAGE_PROXY_PREFIX } from '#host/images/image-proxy.ts'

process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1'

/** Packages the start code imports but never runs in the browser (see `codeSplitting` below). */
const LAZY_ONLY_PACKAGES = /[\\/]node_modules[\\/]valibot[\\/]/

/** Files client code may not import, even through another module (Start's import protection). */
export const CLIENT_DENIED_FILES = ['**/*.server.*', 'api/**', 'host/**']

/**
 * The parts every page loads right after start — overlays, footer, menu drawer, language sheet,
 * popup check, the messages of views that load after start — come as one file where they were
 * twelve (`npm run bench:requests`).
 */
const AFTER_START_ROOTS =
  /\/app\/(shell\/(Footer|Drawer|LanguageSheet)|features\/overlays\/PageOverlays|features\/popups\/popup-check|lib\/i18n\/view-catalogs)\.tsx?$/
const chunkGroups = chunkGroupsByReach([{ name: 'after-start', roots: (id) => AFTER_START_ROOTS.test(id) }])

/** `vite dev` serves the image proxy from `public/` like the production server does from the build. */
const imageProxyInDev = (): Plugin => ({
  name: 'planet:image-proxy-dev',
  apply: 'serve',
  configureServer(server) {
    const proxy = toNodeHandler(createImageProxy({ dirs: ['public'] }))
    server.middlewares.use((req, res, next) => {
      if (!req.url?.startsWith(`${IMAGE_PROXY_PREFIX}/`)) return next()
      void proxy(req as never, res as never)
    })
  },
})

/**
 * Spec 4/7: every build gets an id, compiled into the code and published as `builds/latest.json`
 * plus `builds/meta/{id}.json`, so open tabs notice a deployment.
 */
const buildManifest = (): Plugin => {
  // The config may be loaded more than once per build: the first load fixes the id for all.
  process.env.BUILD_ID ??= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
  const id = process.env.BUILD_ID
  const timestamp = Date.now()
  return {
    name: 'planet:build-manifest',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      if (this.environment.name !== 'client') return
      const info = JSON.stringify({ id, timestamp })
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: info })
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: info })
    },
  }
}

export default defineConfig({
  server: { port: 3000 },
  resolve: {
    alias: [
      // React 19 has `useSyncExternalStore` itself: the shim's fallback for React 16/17 (and the
      // selector helper built on the shim) would be ≈ 0.25 kB gzip of start code that never runs.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./app/lib/build/sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  environments: {
    client: {
      build: {
        // For profiling a production build (`BUILD_SOURCEMAP=1 npm run build`); never served by default.
        sourcemap: process.env.BUILD_SOURCEMAP === '1',
        rolldownOptions: {
          output: {
            // The start chunk lists every lazy chunk's file name (twice: the dynamic imports and
            // the preload lists Vite adds), ≈ 110 names: without the readable part they cost
            // ≈ 1 kB gzip less on every page. Catalog chunks keep theirs (the browser tests find
            // them by name). Seven hash characters (42 bits; rolldown's minimum for this many
            // chunks) rather than eight save another ≈ 0.3 kB over ≈ 230 names; a clash between two
            // builds' files stays far less likely than one in a million.
            chunkFileNames: (chunk) =>
              chunk.name === 'messages' ? 'assets/messages-[hash:7].js' : 'assets/[hash:7].js',
            codeSplitting: {
              // Everything the start script imports statically goes into one chunk: every page
              // downloads all of it anyway, and one file compresses ≈ 6 kB (gzip) better than the
              // twenty small shared chunks the automatic splitting made (issue 7 JS budget,
              // `npm run bench:js`). Pages and lazy parts keep their own chunks.
              //
              // Server-function modules stay statically imported by the start code (route
              // loaders call them), and they import valibot for their input schemas. Start's
              // compiler drops those schemas from the client build, so nothing in the start chunk
              // uses valibot any more, but the import alone would tag it `$initial` and pull all of
              // it (≈ 2.3 kB gzip) into this chunk for the forms' lazy chunks to import from.
              groups: [
                {
                  name: 'start',
                  tags: ['$initial'],
                  test: (id) => !LAZY_ONLY_PACKAGES.test(id),
                  includeDependenciesRecursively: false,
                },
                { name: 'after-start', test: chunkGroups.test('after-start'), includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    imageProxyInDev(),
    buildManifest(),
    flagFiles(),
    lazyServerFnFetcher(),
    chunkGroups.plugin,
    tanstackStart({
      srcDirectory: 'app',
      // The browser gets app/ and contracts/ only: the account API, the HTTP host and every
      // `.server` file stay on the server (eslint-rules/boundaries.js draws the same lines).
      importProtection: { client: { files: CLIENT_DENIED_FILES } },
    }),
    react(),
    // Lingui macros go through Babel: the native transform needs a binary `npm ci` on Node 20 skips.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    catalogParts(),
    compactCatalogLoadersPlugin(),
    precompressedFiles(),
  ],
})
