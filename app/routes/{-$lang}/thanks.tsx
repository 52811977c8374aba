import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { ThanksPage } from '../../features/contact/ThanksPage'
import { pageHead } from '../../lib/seo/page-head'

export const Route = createFileRoute('/{-$lang}/thanks')({
  head: ({ match: { context } }) =>
    pageHead({
      config: context.siteInfo.config,
      locale: context.locale,
      path: '/thanks/',
      title: context.i18n._(msg`Thank you for your message`),
      description: context.i18n._(msg`Your message reached the Planet VPN team. We answer by e-mail.`),
      // A page reached after sending a form: not a search result (decision 009).
      noindex: true,
    }),
  component: ThanksPage,
})
