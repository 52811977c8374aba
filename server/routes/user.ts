import { Hono } from 'hono'

import type { UserInfo } from '../contracts/auth.ts'
import { requireSession, type AuthVariables } from '../auth/session.ts'
import type { ApiContext } from './context.ts'

/** `GET /v3/user`: what the site shows in the cabinet and uses for the route guard. */
export function userRoutes({ db }: ApiContext) {
  const app = new Hono<{ Variables: AuthVariables }>()
  app.get('/v3/user', requireSession(db), (c) => {
    const user = c.get('user')
    const info: UserInfo = {
      email: user.email,
      email_confirmed: user.emailConfirmedAt !== null,
      locale: user.locale,
      // Orders and subscriptions arrive with the payment gateways; until then every account is public.
      access: { type: 'public' },
      subscription: null,
      payments: [],
      allow_config_page: user.allowConfigPage,
    }
    return c.json(info)
  })
  return app
}
