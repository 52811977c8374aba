import { createServerFn } from '@tanstack/react-start'

import { isLoggedIn } from './auth-state'
import { loadAuthState } from './session.server'

/**
 * Whether the visitor's session is valid, for the header of a page whose HTML is shared by
 * everyone (app/shell/settle-account-state.ts). Answering it restores the session and fetches the
 * user as the route guard does: a session that is no longer valid is cleared with its marker
 * cookies, a valid one refreshes `fvp_user_access`. Per visitor: never stored (no public claim).
 */
export const sessionCheckFn = createServerFn({ method: 'GET' }).handler(async () => {
  const { state } = await loadAuthState()
  return { loggedIn: isLoggedIn(state) }
})
