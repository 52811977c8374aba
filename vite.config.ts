import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { toNodeHandler } from 'srvx/node'
import { defineConfig, type Plugin } from 'vite'

import { createImageProxy, IMAGE_PROXY_PREFIX } from './server/images/image-proxy.ts'

process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1'

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

export default defineConfig({
  server: { port: 3000 },
  plugins: [
    imageProxyInDev(),
    tanstackStart({ srcDirectory: 'app' }),
    react(),
    // Lingui macros go through Babel: the native transform needs a binary `npm ci` on Node 20 skips.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
  ],
})
