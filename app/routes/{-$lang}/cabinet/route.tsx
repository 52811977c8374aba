import { createFileRoute } from '@tanstack/react-router'

import { CabinetLayout } from '../../../features/account/pages/CabinetLayout'
import { guardRoute } from '../../../features/account/auth-guards'

/** Spec 2: the cabinet requires authentication; the guard runs before any of its pages. */
export const Route = createFileRoute('/{-$lang}/cabinet')({
  beforeLoad: async ({ context, location, preload }) => ({
    auth: await guardRoute(context, location, 'protected', preload),
  }),
  component: CabinetLayout,
})
