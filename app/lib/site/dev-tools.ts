import { isLocalHostName } from '#contracts/local-host.ts'

/**
 * Whether developer-only pages (`/_design/`) answer a request. The same rule as the host's
 * developer-tools switch (host/site/dev-tools-setting.ts, which passes its decision on in
 * `DEV_TOOLS`): never with `SITE_ENV=PROD`; on with `DEV_TOOLS=true`, off with `DEV_TOOLS=false`,
 * and when unset only if every domain of the site names this machine. Even when on, only a
 * request to a local host gets them: a deployment reached by its public name never does.
 */
export function devToolsOn(
  env: { DEV_TOOLS?: string; SITE_ENV: string },
  domains: readonly string[],
  host: string,
): boolean {
  if (env.SITE_ENV === 'PROD') return false
  const setting = env.DEV_TOOLS?.trim().toLowerCase()
  const on =
    setting === 'true' || setting === '1'
      ? true
      : setting === 'false' || setting === '0'
        ? false
        : domains.every(isLocalHostName)
  return on && isLocalHostName(host)
}

export { isLocalHostName }
