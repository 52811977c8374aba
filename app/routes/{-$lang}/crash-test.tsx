import { createFileRoute, notFound } from '@tanstack/react-router'

/**
 * Internal: lets the browser tests see the error page. Exists only when the server runs with
 * ENABLE_TEST_ROUTES=true; otherwise it is an ordinary 404.
 */
export const Route = createFileRoute('/{-$lang}/crash-test')({
  staticData: { layout: 'bare' },
  loader: ({ context }) => {
    if (!context.siteInfo.testRoutes) throw notFound()
    throw new Error('Deliberate failure for the error-page test')
  },
})
