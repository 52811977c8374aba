/**
 * The first number or date format a Chromium tab makes costs 30–55 ms of main thread while ICU
 * loads its data (measured on these 2-core machines; a plural with `#` in a message is enough),
 * all of it inside hydration. ICU keeps that data for the whole renderer process, so a worker that
 * formats once, started before the start code hydrates, takes the cost off the main thread: the
 * first format during hydration then costs ≈ 0.1 ms. Imported first by client.tsx; the page's
 * language names the locale (as the worker's name, no message needed).
 */
if (typeof Worker === 'function') {
  try {
    new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), {
      type: 'module',
      name: document.documentElement.lang || 'en',
    })
  } catch {
    // No worker (a policy or an old browser): the first format pays the cost on the main thread.
  }
}
