import type { SiteConfig } from '#app/lib/site/variants.ts'

/** A production configuration with three distinct variant domains. */
export const prodConfig: SiteConfig = {
  env: 'PROD',
  protocol: 'https',
  domains: { MAIN: 'main.example', RU: 'ru.example', AR: 'ar.example' },
  subdomains: true,
  crossOrigin: false,
}
