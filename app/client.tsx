// First: starts warming the browser's number and date data on another thread (see the file).
import './lib/i18n/intl-warmup'

import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { installChunkReload } from './lib/build/chunk-reload'

// Before anything lazy loads: a failed chunk reloads the page (spec 4, throttled per path).
installChunkReload()

startTransition(() => {
  try {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  } catch (error) {
    // Spec 8: a mount error is logged and rethrown.
    console.error('Mount error:', error)
    throw error
  }
})
