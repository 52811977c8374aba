import type { Context } from 'hono'

import { isLocalHostName } from '#contracts/local-host.ts'

/**
 * Developer tools (the mailbox, the sandbox checkout, the demo login) hand out accounts and
 * Premium to whoever reaches them, so they answer only for hosts that name this machine. A
 * deployment reached through its public name never serves them, whatever its configuration says.
 */
export const isLocalHost = isLocalHostName

const isLoopback = (host: string) => /^(?:127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/.test(host)

/**
 * The host the visitor asked for. The site's server calls the API on a loopback address and names
 * the visitor's host in `x-website`; any other caller's request names its host itself. (Both rest
 * on the front proxy sending only the site's real names on, as every host rule of the site does.)
 */
export function visitorHost(c: Context): string {
  const host = new URL(c.req.url).host
  return isLoopback(host) ? (c.req.header('x-website') ?? host) : host
}
