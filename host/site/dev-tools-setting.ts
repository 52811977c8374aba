import { isLocalHost } from '#api/http/local-host.ts'

export interface DevToolsSetting {
  on: boolean
  /** Why, for the start-up log. */
  why: string
}

/**
 * Whether the site's server switches the developer tools on. Only on request (`DEV_TOOLS=true`),
 * or by default when every domain the site serves names this machine, so `npm start` on a laptop
 * has them and a deployment that forgot a variable does not. Never with `SITE_ENV=PROD`.
 */
export function devToolsSetting(
  env: { DEV_TOOLS?: string; SITE_ENV?: string },
  domains: readonly string[],
): DevToolsSetting {
  if (env.SITE_ENV === 'PROD') return { on: false, why: 'SITE_ENV=PROD' }
  if (env.DEV_TOOLS === 'false' || env.DEV_TOOLS === '0') return { on: false, why: `DEV_TOOLS=${env.DEV_TOOLS}` }
  if (env.DEV_TOOLS === 'true' || env.DEV_TOOLS === '1') return { on: true, why: `DEV_TOOLS=${env.DEV_TOOLS}` }
  const foreign = domains.find((domain) => !isLocalHost(domain))
  return foreign
    ? { on: false, why: `the site domain ${foreign} is not local (DEV_TOOLS=true switches them on)` }
    : { on: true, why: 'every site domain is local' }
}

export function devToolsLogLine({ on, why }: DevToolsSetting): string {
  return on
    ? `Developer tools (demo login, mailbox, sandbox payments) on for local hosts only, other hosts get 404: ${why}.`
    : `Developer tools (demo login, mailbox, sandbox payments) off: ${why}.`
}
