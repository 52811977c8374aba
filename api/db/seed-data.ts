/**
 * Reference data a first run puts in the database. Prices are placeholders to be set by the
 * product owner (product facts give the plans, not the amounts): they live only here.
 */
export const PLANS = [
  { id: '2-days', periodDays: 2, sort: 1, prices: { USD: 199, EUR: 199, RUB: 199_00 } },
  { id: '1-month', periodDays: 30, sort: 2, prices: { USD: 799, EUR: 749, RUB: 699_00 } },
  { id: '1-year', periodDays: 365, sort: 3, prices: { USD: 4788, EUR: 4499, RUB: 3990_00 } },
] as const

/** Free locations seen on the service: Netherlands, Germany, France and the USA. */
const FREE: [string, string][] = [
  ['NL', 'Amsterdam'],
  ['DE', 'Frankfurt'],
  ['FR', 'Paris'],
  ['US', 'New York'],
]

const PREMIUM: [string, string][] = [
  ['NL', 'Amsterdam'],
  ['DE', 'Frankfurt'],
  ['DE', 'Berlin'],
  ['FR', 'Paris'],
  ['US', 'New York'],
  ['US', 'Los Angeles'],
  ['US', 'Miami'],
  ['CA', 'Toronto'],
  ['GB', 'London'],
  ['IE', 'Dublin'],
  ['ES', 'Madrid'],
  ['PT', 'Lisbon'],
  ['IT', 'Milan'],
  ['CH', 'Zurich'],
  ['AT', 'Vienna'],
  ['BE', 'Brussels'],
  ['SE', 'Stockholm'],
  ['NO', 'Oslo'],
  ['DK', 'Copenhagen'],
  ['FI', 'Helsinki'],
  ['PL', 'Warsaw'],
  ['CZ', 'Prague'],
  ['RO', 'Bucharest'],
  ['BG', 'Sofia'],
  ['HU', 'Budapest'],
  ['GR', 'Athens'],
  ['TR', 'Istanbul'],
  ['UA', 'Kyiv'],
  ['LV', 'Riga'],
  ['EE', 'Tallinn'],
  ['LT', 'Vilnius'],
  ['IL', 'Tel Aviv'],
  ['AE', 'Dubai'],
  ['IN', 'Mumbai'],
  ['SG', 'Singapore'],
  ['JP', 'Tokyo'],
  ['KR', 'Seoul'],
  ['HK', 'Hong Kong'],
  ['AU', 'Sydney'],
  ['BR', 'São Paulo'],
  ['MX', 'Mexico City'],
  ['AR', 'Buenos Aires'],
  ['ZA', 'Johannesburg'],
  ['ID', 'Jakarta'],
  ['TH', 'Bangkok'],
]

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')

export const NODES = [
  ...FREE.map(([countryCode, city]) => ({ countryCode, city, tier: 'free' as const })),
  ...PREMIUM.map(([countryCode, city]) => ({ countryCode, city, tier: 'premium' as const })),
].map((node) => ({
  ...node,
  hostname: `${node.tier}-${node.countryCode.toLowerCase()}-${slug(node.city)}.vpn.planet.invalid`,
}))

/** Sample promo codes for local use (not seeded in production). */
export const SAMPLE_PROMO_CODES = [
  { code: 'WELCOME10', percentOff: 10 },
  { code: 'YEAR25', percentOff: 25 },
]

type Translations = Record<string, { title: string; description: string }>

/** Sample service popups for local use (not seeded in production). */
export const SAMPLE_POPUPS: {
  type: number
  popupType: number
  displayType: number
  country: string
  days: number
  translate: Translations
}[] = [
  {
    type: 0,
    popupType: 0,
    displayType: 1,
    country: 'DF',
    days: 30,
    translate: {
      en: {
        title: 'New locations in Premium',
        description: 'Premium now includes more countries. Open the app to see the full list.',
      },
      de: {
        title: 'Neue Standorte in Premium',
        description: 'Premium umfasst jetzt mehr Länder. Öffne die App, um die vollständige Liste zu sehen.',
      },
      ru: {
        title: 'Новые локации в Премиум',
        description: 'В Премиум стало больше стран. Откройте приложение, чтобы увидеть полный список.',
      },
    },
  },
  {
    type: 1,
    popupType: 0,
    displayType: 0,
    country: 'DF',
    days: 30,
    translate: {
      en: {
        title: 'Try Premium',
        description: 'More locations and up to 10 devices with one subscription.',
      },
    },
  },
]

export const DEFAULT_REDIRECTS = [
  { fromPath: '/home/', to: '/' },
  { fromPath: '/index/', to: '/' },
  { fromPath: '/main/', to: '/' },
]
