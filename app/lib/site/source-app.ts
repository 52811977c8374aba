import { COOKIE, serializeCookie } from '#contracts/cookies.ts'

const SESSION_KEY = 'isSourceApp'

/**
 * `source=app` marks the visit as coming from the app for the rest of the browser session
 * (spec: session flag `isSourceApp`). A session cookie mirrors the flag so the server renders
 * the same page the browser shows; a page the server answers sets it itself (query-cookies.ts).
 * Like every cookie of the site it is `Secure` over HTTPS.
 */
export function rememberSourceApp(): void {
  sessionStorage.setItem(SESSION_KEY, 'true')
  document.cookie = serializeCookie(COOKIE.isSourceApp, '1', {
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  })
}

/** After a server render of an app visit, mirror the flag into session storage as the spec names it. */
export function rememberSourceAppInBrowser(isSourceApp: boolean): void {
  if (isSourceApp && sessionStorage.getItem(SESSION_KEY) !== 'true') sessionStorage.setItem(SESSION_KEY, 'true')
}
