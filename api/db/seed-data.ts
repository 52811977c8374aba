import { PRODUCT_FACTS } from '#contracts/product-facts.ts'

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

/** Latitude and longitude of each seeded city (degrees, rounded to 0.01). */
const PLACES: Record<string, [number, number]> = {
  Amsterdam: [52.37, 4.9],
  Frankfurt: [50.11, 8.68],
  Berlin: [52.52, 13.4],
  Paris: [48.86, 2.35],
  'New York': [40.71, -74.01],
  'Los Angeles': [34.05, -118.24],
  Miami: [25.76, -80.19],
  Toronto: [43.65, -79.38],
  London: [51.51, -0.13],
  Dublin: [53.35, -6.26],
  Madrid: [40.42, -3.7],
  Lisbon: [38.72, -9.14],
  Milan: [45.46, 9.19],
  Zurich: [47.38, 8.54],
  Vienna: [48.21, 16.37],
  Brussels: [50.85, 4.35],
  Stockholm: [59.33, 18.07],
  Oslo: [59.91, 10.75],
  Copenhagen: [55.68, 12.57],
  Helsinki: [60.17, 24.94],
  Warsaw: [52.23, 21.01],
  Prague: [50.08, 14.44],
  Bucharest: [44.43, 26.1],
  Sofia: [42.7, 23.32],
  Budapest: [47.5, 19.04],
  Athens: [37.98, 23.73],
  Istanbul: [41.01, 28.98],
  Kyiv: [50.45, 30.52],
  Riga: [56.95, 24.11],
  Tallinn: [59.44, 24.75],
  Vilnius: [54.69, 25.28],
  'Tel Aviv': [32.09, 34.78],
  Dubai: [25.2, 55.27],
  Mumbai: [19.08, 72.88],
  Singapore: [1.35, 103.82],
  Tokyo: [35.68, 139.69],
  Seoul: [37.57, 126.98],
  'Hong Kong': [22.32, 114.17],
  Sydney: [-33.87, 151.21],
  'São Paulo': [-23.55, -46.63],
  'Mexico City': [19.43, -99.13],
  'Buenos Aires': [-34.6, -58.38],
  Johannesburg: [-26.2, 28.05],
  Jakarta: [-6.21, 106.85],
  Bangkok: [13.76, 100.5],
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')

export const NODES = [
  ...FREE.map(([countryCode, city]) => ({ countryCode, city, tier: 'free' as const })),
  ...PREMIUM.map(([countryCode, city]) => ({ countryCode, city, tier: 'premium' as const })),
].map((node) => {
  const place = PLACES[node.city]
  if (!place) throw new Error(`seed-data: no coordinates for ${node.city}`)
  return {
    ...node,
    hostname: `${node.tier}-${node.countryCode.toLowerCase()}-${slug(node.city)}.vpn.planet.invalid`,
    latitude: place[0],
    longitude: place[1],
  }
})

/** Sample promo codes for local use (not seeded in production). */
export const SAMPLE_PROMO_CODES = [
  { code: 'WELCOME10', percentOff: 10 },
  { code: 'YEAR25', percentOff: 25 },
]

type Translations = Record<string, { title: string; description: string; button?: string; link?: string }>

const devices = String(PRODUCT_FACTS.devicesPerSubscription)
/** One language of the demo campaign: its call to action leads to the pricing page. */
const tryPremium = (title: string, description: string, button: string) => ({
  title,
  description: description.replace('{n}', devices),
  button,
  link: '/order/',
})

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
    // Once: a sample offer shown on every page view, after every Close, nags rather than informs.
    displayType: 1,
    country: 'DF',
    days: 30,
    // The demo of a campaign popup: a call to action to the pricing page, then "Close".
    translate: {
      es: tryPremium(
        'Prueba Premium',
        'Más ubicaciones y hasta {n} dispositivos con una sola suscripción.',
        'Ver planes Premium',
      ),
      fa: tryPremium(
        'Premium را امتحان کنید',
        'مکان‌های بیشتر و تا {n} دستگاه با یک اشتراک.',
        'مشاهده طرح‌های Premium',
      ),
      fr: tryPremium(
        'Essayez Premium',
        'Plus de localisations et jusqu’à {n} appareils avec un seul abonnement.',
        'Voir les offres Premium',
      ),
      id: tryPremium(
        'Coba Premium',
        'Lebih banyak lokasi dan hingga {n} perangkat dengan satu langganan.',
        'Lihat paket Premium',
      ),
      ja: tryPremium(
        'Premiumを試す',
        '1つのサブスクリプションで、より多くのロケーションと最大{n}台のデバイス。',
        'Premiumのプランを見る',
      ),
      ph: tryPremium(
        'Subukan ang Premium',
        'Mas maraming lokasyon at hanggang {n} device sa iisang subscription.',
        'Tingnan ang mga plan ng Premium',
      ),
      pt: tryPremium(
        'Experimente o Premium',
        'Mais localizações e até {n} dispositivos com uma assinatura.',
        'Ver planos Premium',
      ),
      ro: tryPremium(
        'Încercați Premium',
        'Mai multe locații și până la {n} dispozitive cu un singur abonament.',
        'Vedeți planurile Premium',
      ),
      ua: tryPremium(
        'Спробуйте Преміум',
        'Більше локацій і до {n} пристроїв з однією підпискою.',
        'Переглянути тарифи Преміум',
      ),
      en: tryPremium('Try Premium', 'More locations and up to {n} devices with one subscription.', 'See Premium plans'),
      ar: tryPremium('جرّب Premium', 'مواقع أكثر وما يصل إلى {n} أجهزة باشتراك واحد.', 'عرض خطط Premium'),
      cs: tryPremium(
        'Vyzkoušejte Premium',
        'Více lokalit a až {n} zařízení s jedním předplatným.',
        'Zobrazit tarify Premium',
      ),
      de: tryPremium(
        'Premium testen',
        'Mehr Standorte und bis zu {n} Geräte mit einem Abonnement.',
        'Premium-Tarife ansehen',
      ),
      it: tryPremium(
        'Prova Premium',
        'Più località e fino a {n} dispositivi con un solo abbonamento.',
        'Vedi i piani Premium',
      ),
      ko: tryPremium('Premium 사용해 보기', '하나의 구독으로 더 많은 위치와 최대 {n}대의 기기.', 'Premium 요금제 보기'),
      pl: tryPremium(
        'Wypróbuj Premium',
        'Więcej lokalizacji i do {n} urządzeń w jednej subskrypcji.',
        'Zobacz plany Premium',
      ),
      ru: tryPremium(
        'Попробуйте Премиум',
        'Больше локаций и до {n} устройств с одной подпиской.',
        'Посмотреть тарифы Премиум',
      ),
      sv: tryPremium(
        'Prova Premium',
        'Fler platser och upp till {n} enheter med ett abonnemang.',
        'Se Premium-abonnemangen',
      ),
      th: tryPremium('ลองใช้ Premium', 'ตำแหน่งที่ตั้งมากขึ้นและใช้ได้สูงสุด {n} อุปกรณ์ด้วยการสมัครสมาชิกเดียว', 'ดูแพ็กเกจ Premium'),
      tr: tryPremium(
        'Premium’u deneyin',
        'Tek abonelikle daha fazla konum ve {n} cihaza kadar.',
        'Premium planlarını görün',
      ),
    },
  },
]

export const DEFAULT_REDIRECTS = [
  { fromPath: '/home/', to: '/' },
  { fromPath: '/index/', to: '/' },
  { fromPath: '/main/', to: '/' },
]

/**
 * Past incidents for a development status page, so its 90-day bars and history have something to
 * show: all resolved, so every component is operational now. Times are days and minutes before
 * seeding.
 */
export const SAMPLE_INCIDENTS: {
  component: 'website' | 'account' | 'payments' | 'vpn'
  impact: 'maintenance' | 'degraded' | 'outage'
  summary: Record<string, string>
  daysAgo: number
  minutes: number
}[] = [
  {
    component: 'vpn',
    impact: 'degraded',
    summary: {
      en: 'Connections through Frankfurt were slow while a network link was replaced.',
      de: 'Verbindungen über Frankfurt waren langsam, während eine Netzwerkleitung ersetzt wurde.',
    },
    daysAgo: 12,
    minutes: 45,
  },
  {
    component: 'payments',
    impact: 'maintenance',
    summary: { en: 'Planned work on the payment service: orders waited until it was done.' },
    daysAgo: 37,
    minutes: 60,
  },
  {
    component: 'account',
    impact: 'outage',
    summary: { en: 'Logging in and signing up failed after a database upgrade; it was rolled back.' },
    daysAgo: 64,
    minutes: 25,
  },
]
