import { createFileRoute, redirect } from '@tanstack/react-router'

import { localizePath } from '../../../lib/routing/locale-path'

export const Route = createFileRoute('/{-$lang}/cabinet/')({
  beforeLoad: ({ context }) => {
    throw redirect({ href: localizePath('/cabinet/profile/', context.locale), to: undefined as never })
  },
})
