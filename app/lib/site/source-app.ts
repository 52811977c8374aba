import { createIsomorphicFn } from '@tanstack/react-start'
import { setCookie } from '@tanstack/react-start/server'

import { COOKIE, serializeCookie } from '#contracts/cookies.ts'
import { serverConfig } from './config.server'

const SESSION_KEY = 'isSourceApp'

/**
 * `source=app` marks the visit as coming from the app for the rest of the browser session
 * (spec: session flag `isSourceApp`). A session cookie mirrors the flag so the server renders
 * the same page the browser shows. Like every cookie of the site it is `Secure` over HTTPS.
 */
export const rememberSourceApp = createIsomorphicFn()
  .server(() => {
    setCookie(COOKIE.isSourceApp, '1', { path: '/', sameSite: 'lax', secure: serverConfig().site.protocol === 'https' })
  })
  .client(() => {
    sessionStorage.setItem(SESSION_KEY, 'true')
    document.cookie = serializeCookie(COOKIE.isSourceApp, '1', {
      sameSite: 'Lax',
      secure: location.protocol === 'https:',
    })
  })

/** After a server render of an app visit, mirror the flag into session storage as the spec names it. */
export function rememberSourceAppInBrowser(isSourceApp: boolean): void {
  if (isSourceApp && sessionStorage.getItem(SESSION_KEY) !== 'true') sessionStorage.setItem(SESSION_KEY, 'true')
}
