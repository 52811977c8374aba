import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1'

export default defineConfig({
  server: { port: 3000 },
  plugins: [
    tanstackStart({ srcDirectory: 'app' }),
    react(),
    // Lingui macros go through Babel: the native transform needs a binary `npm ci` on Node 20 skips.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
  ],
})
