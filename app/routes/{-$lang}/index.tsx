import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { HomePage } from '../../features/home/HomePage'
import { pageHead } from '../../lib/seo/page-head'

export const Route = createFileRoute('/{-$lang}/')({
  // Imported when the page loads: the loader's code stays out of every page's start bundle (bench:js).
  loader: ({ context }) =>
    import('../../features/home/home-loader').then((module) => module.loadHome(context.i18n, context.locale)),
  head: ({ match: { context } }) =>
    pageHead({
      config: context.siteInfo.config,
      locale: context.locale,
      path: '/',
      title: context.i18n._(msg`Free VPN and proxy for every device`),
      description: context.i18n._(
        msg`Planet VPN hides your IP address and encrypts your connection. Free locations for everyone, Premium for up to 10 devices.`,
      ),
    }),
  component: function Home() {
    return <HomePage {...Route.useLoaderData()} />
  },
})
