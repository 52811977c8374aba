// The request generators of bench/http-fuzz.mjs. Each family builds one request from a seeded
// random source and the facts the runner learned from the server (page paths from the sitemap,
// server-function ids from the build, a demo session, a sandbox checkout link).
//
// A request is `{ family, method, target, headers: [[name, value], …], body? }`, sent with
// node:http, or `{ family, raw: Buffer, close: 'end' | 'destroy' }`, written as bytes to a socket
// (for what node:http refuses to send: bad request lines, invalid header names, lying lengths…).

// The account pages of the page registry; their order there keeps a seed replaying the same requests.
import { ACCOUNT_PAGES as ACCOUNT_PATHS } from '#app/pages.ts'
import { LOCALE_CODES } from '#contracts/locales.ts'

export const LOCALES = LOCALE_CODES
const BAD_LOCALES = [
  'xx',
  'EN',
  'De',
  'zz-ZZ',
  'en-US',
  'pt-br',
  'fil',
  'uk',
  'zh',
  'r',
  'ruu',
  '..',
  '%2e%2e',
  'de%00',
  'ja.',
  '-',
  '_',
]

const SPECIAL_PATHS = [
  '/',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
  '/favicon.ico/',
  '/builds/latest.json',
  '/builds/meta/',
  '/builds/meta/x.json',
  '/assets/',
  '/assets/app.js',
  '/assets/../package.json',
  '/.env',
  '/.git/HEAD',
  '/package.json',
  '/dist/server/server.js',
  '/api/env.ts',
  '/host/serve.ts',
  '/node_modules/',
  '/index.html',
  '/de/index.html',
  '/@vite/client',
  '/__tsr/',
  '/_serverFn',
  '/_serverFn/',
  '/_ipx/',
  '/_ipx/w_100/favicon.ico',
  '/api',
  '/api/',
  '/crash-test/',
  '/downloads/',
  '/downloads/../package.json',
  '/%2e/',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/blog/',
  '/blog/proxy/',
  '/blog/%2e%2e/',
  '/de/blog/../../',
  '/.well-known/security.txt',
  '/sw.js',
]

/** Path traps: traversal, bad escapes, overlong UTF-8, control characters, unicode, odd separators. */
const PATH_PIECES = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '%252e%252e',
  '..%2f',
  '..%5c',
  '%2e%2e%2f',
  '%2f',
  '%5c',
  '.',
  '%2e',
  '...',
  '%zz',
  '%',
  '%4',
  '%%',
  '%u0041',
  '%G0',
  '%c0%af',
  '%c0%ae%c0%ae',
  '%e0%80%af',
  '%ed%a0%80',
  '%f8%88%80%80%80',
  '%ff%fe',
  '%00',
  '%0d%0aSet-Cookie:%20x=1',
  '%0a',
  '%09',
  '%7f',
  '%e6%97%a5%e6%9c%ac',
  '%f0%9f%98%80',
  '%e2%80%ae',
  '%ef%bb%bf',
  ';jsessionid=1',
  ';',
  '~',
  '$',
  '!',
  "'",
  '(',
  ')',
  '*',
  '+',
  ',',
  '=',
  '@',
  ':',
  '"',
  '<script>',
  '%3Cscript%3E',
  '#frag',
  '%23',
  '?',
  '%3f',
  '&',
  '%26',
  '%20',
  '+',
  '%2B',
  'index.html',
]

const BOT_AGENTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; YandexBot/3.0)',
  'GPTBot/1.0',
]
const AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
  'curl/8.5.0',
  '',
  'PlanetVPN/3.2 (Android; app)',
  ...BOT_AGENTS,
]

/** The account API's routes (api/routes/*.ts), with the method each answers. */
const API_ROUTES = [
  ['GET', '/health'],
  ['GET', '/docs'],
  ['GET', '/plans'],
  ['GET', '/nodes-pools'],
  ['GET', '/v4/promo-codes/check'],
  ['GET', '/v4/email/check'],
  ['GET', '/planet-vpn/v3/popups/main.json'],
  ['GET', '/redirects'],
  ['GET', '/redirects/lookup'],
  ['GET', '/ip'],
  ['POST', '/affiliate/event'],
  ['POST', '/affiliate-postback'],
  ['POST', '/register'],
  ['POST', '/login'],
  ['POST', '/logout'],
  ['POST', '/token/check'],
  ['POST', '/forgot'],
  ['POST', '/user/password/reset'],
  ['POST', '/user/password/change'],
  ['POST', '/user/confirm/send'],
  ['POST', '/user/confirm'],
  ['GET', '/v3/user'],
  ['POST', '/v4/orders'],
  ['GET', '/v4/orders/:id'],
  ['POST', '/v4/checkout/:gateway'],
  ['POST', '/webhooks/:gateway'],
  ['GET', '/sandbox/checkout/:gateway/:id'],
  ['POST', '/sandbox/checkout/:gateway/:id'],
  ['DELETE', '/subscriptions/stripe'],
  ['DELETE', '/subscriptions/aliumpay'],
  ['GET', '/v2/connection/config/premium'],
  ['POST', '/v4/action-key'],
  ['POST', '/v4/action-key/exchange'],
  ['POST', '/v1/token/jwt-zendesk'],
  ['POST', '/v1/support/messages'],
  ['GET', '/dev/mailbox'],
]
/** Routes that end the demo session: the authenticated families leave them alone. */
const SESSION_ENDING = new Set(['/logout', '/user/password/change', '/user/password/reset'])

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']
const ODD_METHODS = [
  'TRACE',
  'PROPFIND',
  'SEARCH',
  'QUERY',
  'FOO',
  'M-SEARCH',
  'PURGE',
  'LINK',
  'MKCOL',
  'LOCK',
  'REPORT',
]

// ---------------------------------------------------------------------------------------------
// Small builders

const enc = encodeURIComponent

/** A well-formed UUID from the seeded source (crypto.randomUUID would break replays). */
const uuid = (r) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-a${r.hex(3)}-${r.hex(12)}`

function pagePath(r, ctx) {
  const roll = r.next()
  if (roll < 0.6 && ctx.pagePaths.length) return r.pick(ctx.pagePaths)
  const locale = r.pick(LOCALES)
  const prefix = locale === 'en' || r.chance(0.3) ? '' : `/${locale}`
  if (roll < 0.85) return prefix + r.pick(ACCOUNT_PATHS)
  return r.pick(SPECIAL_PATHS)
}

function garbageValue(r, max = 64) {
  return r.weighted([
    [4, () => r.string(r.between(0, max))],
    [2, () => r.string(r.between(1, max), 'abc%zZ09-_.~!*()\'";:@&=+$,/?#[] <>{}|\\^`')],
    [1, () => '%zz'],
    [1, () => '%'],
    [1, () => '%00'],
    [1, () => '%c0%af'],
    [1, () => '%0d%0aX-Injected:%201'],
    [1, () => '%e6%97%a5%e6%9c%ac'],
    [1, () => '<script>alert(1)</script>'],
    [1, () => '../../etc/passwd'],
    [1, () => '//evil.example/'],
    [1, () => 'javascript:alert(1)'],
    [1, () => '\\\\evil.example'],
    [1, () => 'x'.repeat(r.between(1000, 6000))],
    [1, () => String(r.between(-1e9, 1e9))],
    [1, () => '1e309'],
    [1, () => 'NaN'],
    [1, () => '__proto__'],
    [1, () => ''],
  ])()
}

function randomQuery(r) {
  const parts = []
  const count = r.weighted([
    [6, r.between(1, 4)],
    [2, r.between(5, 40)],
    [1, r.between(200, 1200)],
  ])
  // Bounded so the request line stays under the server's 16 kB header limit most of the time.
  for (let i = 0, length = 0; i < count && length < 12_000; i++, length += parts[parts.length - 1].length + 1) {
    parts.push(
      r.weighted([
        [3, () => 'source=app'],
        [2, () => `u${r.digits(20)}=u${r.digits(20)}`],
        [2, () => `id=u${r.digits(20)}`],
        [2, () => 'regenerate=true'],
        [2, () => `promo=${enc(garbageValue(r, 20))}`],
        [2, () => `a_aid=${garbageValue(r, 40)}&btag=${garbageValue(r, 40)}`],
        [
          2,
          () =>
            `return=${r.pick(['//evil.example', '/\\evil.example', 'https://evil.example', '%2F%2Fevil.example', '/cabinet/', '/%0d%0a', garbageValue(r)])}`,
        ],
        [2, () => `token=${garbageValue(r)}`],
        [2, () => `order=${r.pick([uuid(r), garbageValue(r)])}`],
        [1, () => `lang=${r.pick(LOCALES.concat(BAD_LOCALES))}`],
        [1, () => `payload=${garbageValue(r)}`],
        [1, () => '__proto__[x]=1&constructor[prototype][x]=1'],
        [1, () => `a[]=1&a[]=2&a[${r.int(99)}]=3`],
        [1, () => '%zz=%zz'],
        [1, () => '&&&'],
        [1, () => '='],
        [1, () => '=='],
        [1, () => `a=1;b=2`],
        [1, () => `q=${r.pick(['a+b', 'a%20b', 'a%2Bb', '%00', '%ff', '%e2%80%ae'])}`],
        [1, () => `k${r.int(5)}=${garbageValue(r)}`],
        [1, () => `utm_source=${garbageValue(r, 20)}`],
        [1, () => `x=${'y'.repeat(r.between(2000, 9000))}`],
        [1, () => 'a=1&a=2&a=3'],
        [1, () => `${r.string(r.between(1, 30), 'abc%=&?#')}`],
      ])(),
    )
  }
  return parts.join('&')
}

/** Path mutations: traversal, escapes, case, slashes, locale prefixes, length. */
function mutatePath(r, path) {
  const rounds = r.between(1, 3)
  for (let i = 0; i < rounds; i++) {
    path = r.weighted([
      [3, () => path.replace(/\/$/, `/${r.pick(PATH_PIECES)}/`)],
      [2, () => `${path}${r.pick(PATH_PIECES)}`],
      [2, () => path.replace(/[a-z]/g, (c) => (r.chance(0.3) ? c.toUpperCase() : c))],
      [1, () => path.replace(/\/$/, '')],
      [1, () => path.replace(/\//g, () => r.pick(['/', '//', '/./', '\\', '%2f', '/%2e/']))],
      [2, () => `/${r.pick(LOCALES.concat(BAD_LOCALES))}${path}`],
      [1, () => path.replace(/^\/[a-z]{2}\//, `/${r.pick(BAD_LOCALES)}/`)],
      [1, () => `/${Array.from({ length: r.between(20, 300) }, () => r.string(r.between(1, 6))).join('/')}/`],
      [1, () => `/${r.pick(LOCALES)}/${'a'.repeat(r.between(8000, 15000))}/`],
      [1, () => `/${Array.from({ length: r.between(600, 1400) }, () => '..').join('/')}/etc/passwd`],
      [1, () => path.replace(/\/$/, `/${r.string(r.between(1, 12), 'abcdef%0123456789')}/`)],
      [1, () => `${path}${'%2e%2e%2f'.repeat(r.between(1, 40))}package.json`],
      [1, () => `${path}%${r.hex(1)}`],
      [1, () => path.replace(/\/$/, '/index.html')],
    ])()
  }
  return path
}

/** Headers a browser would send, with `Host` first. */
function browserHeaders(r, ctx, { accept = 'text/html,application/xhtml+xml,*/*;q=0.8' } = {}) {
  const headers = [
    [
      'Host',
      r.weighted([
        [20, ctx.host],
        [1, ctx.ruHost],
        [1, ctx.arHost],
      ]),
    ],
    ['User-Agent', r.pick(AGENTS)],
    ['Accept', accept],
  ]
  if (r.chance(0.5))
    headers.push(['Accept-Language', r.pick(['en-US,en;q=0.9', 'de-DE,de;q=0.9', 'ru', 'ar', 'ja,en;q=0.5', '*'])])
  if (r.chance(0.3)) headers.push(['Accept-Encoding', r.pick(['gzip, deflate, br', 'br', 'gzip', 'identity'])])
  return headers
}

function weirdHost(r, ctx) {
  return r.pick([
    ctx.host,
    ctx.ruHost,
    ctx.arHost,
    `127.0.0.1:${ctx.port}`,
    `[::1]:${ctx.port}`,
    'evil.example',
    '',
    'localhost:0',
    'localhost:99999',
    'localhost:-1',
    ctx.host.toUpperCase(),
    `localhost.:${ctx.port}`,
    'a..b',
    `user@${ctx.host}`,
    `${ctx.host}/path`,
    `${ctx.host}?x=1`,
    `${ctx.host}#x`,
    'x'.repeat(r.between(200, 4000)),
    '%6c%6f%63%61%6c%68%6f%73%74',
    'xn--80ak6aa92e.com',
    `${ctx.host}, evil.example`,
    '[::1',
    '[zz]:80',
    `${ctx.host}:${ctx.port}`,
    'localhost:80:80',
    ' localhost',
    '*',
    '..',
    `dev.${ctx.host}`,
    `account.${ctx.host}`,
  ])
}

/** Header mutations that node:http will still send (valid name tokens, no CR/LF/NUL in values). */
function weirdHeaders(r, ctx) {
  const count = r.weighted([
    [6, 1],
    [3, 2],
    [1, 4],
  ])
  const out = []
  for (let i = 0; i < count; i++) {
    out.push(
      ...r.weighted([
        [
          3,
          () => [
            [
              'Accept-Language',
              r.pick([
                '*;q=abc',
                'xx',
                'q=1.0;;;',
                ',,,,',
                'ru;q=-1',
                'zh-Hant-TW-u-nu-hanidec',
                'en;q=NaN',
                'de;q=1e400',
                'a,'.repeat(r.between(100, 4000)),
                'ar-SA;q=0.9, fa;q=0.8, ph, ua',
                'en-US-x-private-aaaaaaaaaaaaaaaaaaaa',
                ';;;q=1',
                'de-DE;q=0.9;q=0.1',
                '\u00e9\u00e8',
                'i-klingon',
                `${r.pick(LOCALES)};q=${r.next()}`,
              ]),
            ],
          ],
        ],
        [
          3,
          () => [
            [
              'Cookie',
              r.pick([
                'i18n_redirected=xx',
                'i18n_redirected=%zz',
                `i18n_redirected=${r.pick(LOCALES)}`,
                'fvp_session=garbage',
                `fvp_session=${'a'.repeat(r.between(100, 8000))}`,
                'country-code=<script>',
                'country-code=%00',
                Array.from({ length: r.between(50, 400) }, (_, k) => `c${k}=${k}`).join('; '),
                'noequals',
                ';;;;',
                '=',
                'a="quoted"; b="unterminated',
                'servicePopupData=%7B%22x%22',
                'cookies_popup_status=%7B',
                'is_source_app=1',
                'fvp_session=a; fvp_session=b',
                '__proto__=1; constructor=2',
                `fvp_a_aid=${garbageValue(r)}; fvp_btag=${garbageValue(r)}`,
                `show_free_locations_modal=${garbageValue(r, 10)}`,
                'fvp_is_logged_in=1; fvp_user_access=premium',
                `fvp_session=${r.hex(64)}`,
              ]),
            ],
          ],
        ],
        [2, () => [['Host', weirdHost(r, ctx)]]],
        [
          2,
          () => [
            [
              'X-Forwarded-For',
              r.pick([
                '1.2.3.4',
                'garbage',
                '::1, 999.999.1.1',
                ','.repeat(r.between(10, 3000)),
                'unknown',
                '<script>',
                ', , ,',
                '127.0.0.1',
                `${r.between(0, 255)}.${r.between(0, 255)}.${r.between(0, 255)}.${r.between(0, 999)}`,
                '2001:db8::1, 10.0.0.1',
                '[::1]:8080',
                '1.2.3.4:5678',
              ]),
            ],
            ['X-Real-IP', r.pick(['1.1.1.1', 'x', ''])],
          ],
        ],
        [
          1,
          () => [
            ['X-Forwarded-Host', r.pick(['evil.example', 'localhost:1', '', 'a b'])],
            ['X-Forwarded-Proto', r.pick(['https', 'javascript', 'ftp', 'http,https', ''])],
          ],
        ],
        [
          2,
          () => [
            [
              r.pick(['X-Country-Code', 'CF-IPCountry']),
              r.pick(['XX', 'ru', 'RU', 'T1', '<>', '', 'ZZZZ', 'de-DE', '%00', '1']),
            ],
          ],
        ],
        [
          2,
          () => [
            [
              'Range',
              r.pick([
                'bytes=0-10',
                'bytes=999999-',
                'bytes=-0',
                'bytes=5-1',
                'bytes=a-b',
                'bytes=0-1,2-3,4-5',
                'bytes=-99999999999999999999',
                'items=0-1',
                'bytes=',
                'bytes=0-0,'.repeat(r.between(2, 500)),
                'bytes=1e3-2e3',
              ]),
            ],
          ],
        ],
        [
          2,
          () => [
            [
              'If-None-Match',
              r.pick([
                '*',
                '"abc"',
                'W/"x"',
                'garbage',
                `"${'e'.repeat(r.between(100, 6000))}"`,
                '"a", "b", W/"c"',
                ',',
              ]),
            ],
          ],
        ],
        [
          1,
          () => [
            [
              'If-Modified-Since',
              r.pick(['garbage', 'Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT', '0', '-1']),
            ],
          ],
        ],
        [
          1,
          () => [
            ['If-Match', r.pick(['*', '"x"'])],
            ['If-Unmodified-Since', 'garbage'],
          ],
        ],
        [
          2,
          () => [
            [
              'Accept',
              r.pick([
                'application/json',
                'text/html',
                '*/*',
                'image/webp',
                '',
                'garbage',
                'text/*;q=0',
                'application/x-ndjson',
                Array.from({ length: r.between(50, 400) }, (_, k) => `type${k}/sub`).join(', '),
              ]),
            ],
          ],
        ],
        [
          1,
          () => [
            [
              'Accept-Encoding',
              r.pick(['*;q=0', 'identity;q=0', 'gzip;q=0, br;q=0', 'zstd', 'garbage', 'br;q=2', 'x'.repeat(3000)]),
            ],
          ],
        ],
        [
          1,
          () => [
            ['User-Agent', r.pick(['x'.repeat(r.between(1000, 9000)), '', ...BOT_AGENTS])],
            ['Sec-CH-UA-Platform', r.pick(['"Windows"', 'garbage', '"'])],
            ['Sec-CH-UA-Mobile', r.pick(['?1', '?x'])],
          ],
        ],
        [
          1,
          () => [
            ['Sec-Fetch-Site', r.pick(['cross-site', 'same-origin', 'none', 'garbage'])],
            ['Sec-Fetch-Mode', r.pick(['navigate', 'cors', 'x'])],
            ['Origin', r.pick(['null', 'https://evil.example', `http://${ctx.host}`, 'garbage', ''])],
          ],
        ],
        [
          1,
          () => [
            [
              'Content-Type',
              r.pick(['application/json', 'multipart/form-data', 'text/plain', 'x/y; charset=utf-7', '']),
            ],
          ],
        ],
        [1, () => [['X-Huge', 'h'.repeat(r.between(8000, 14000))]]],
        [1, () => [['X-Too-Huge', 'h'.repeat(r.between(17000, 40000))]]],
        [1, () => Array.from({ length: r.between(100, 600) }, (_, k) => [`X-Fuzz-${k}`, r.string(r.between(0, 20))])],
        [1, () => [['Expect', r.pick(['100-continue', 'garbage'])]]],
        [
          1,
          () => [
            ['X-HTTP-Method-Override', r.pick(['DELETE', 'PUT', 'x'])],
            ['X-Method-Override', 'PATCH'],
          ],
        ],
        [1, () => [['x-tsr-serverFn', r.pick(['true', 'false', 'x'])]]],
        [
          1,
          () => [
            ['x-locale', r.pick(LOCALES.concat(BAD_LOCALES))],
            ['x-website', garbageValue(r, 20)],
            ['x-platform-key', r.pick(['site', 'app', ''])],
          ],
        ],
        [
          1,
          () => [
            [
              'Authorization',
              r.pick([
                'Bearer garbage',
                `Bearer ${'a'.repeat(r.between(100, 8000))}`,
                'Basic Zm9vOmJhcg==',
                'Bearer a.b.c',
                'Bearer ',
                'Bearer',
                `Bearer ${r.hex(64)}`,
                'Negotiate x',
                'bearer  x  y',
              ]),
            ],
          ],
        ],
        [
          1,
          () => [
            ['Cache-Control', r.pick(['no-cache', 'max-age=-1', 'garbage'])],
            ['Pragma', 'no-cache'],
          ],
        ],
        [1, () => [['Connection', r.pick(['close', 'keep-alive', 'garbage', 'keep-alive, Upgrade'])]]],
        [
          1,
          () => [['Referer', r.pick(['https://evil.example/', 'garbage', `http://${ctx.host}/${'r'.repeat(3000)}`])]],
        ],
        [
          1,
          () => [
            ['Cookie', 'a=1'],
            ['Cookie', 'i18n_redirected=de'],
            ['Accept-Language', 'ru'],
            ['Accept-Language', 'xx'],
          ],
        ],
      ])(),
    )
  }
  return out
}

function setHeader(headers, name, value) {
  const lower = name.toLowerCase()
  const kept = headers.filter(([n]) => n.toLowerCase() !== lower)
  kept.push([name, value])
  return kept
}

// ---------------------------------------------------------------------------------------------
// Bodies

function deepJson(r) {
  const depth = r.between(500, 20000)
  return r.chance(0.5) ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
}

function hugeJson(r) {
  const items = r.between(1500, 4000)
  return JSON.stringify({
    email: `${'a'.repeat(200)}@example.com`,
    items: Array.from({ length: items }, (_, k) => ({ k, v: 'x'.repeat(40), n: null, b: true })),
  })
}

function garbageJsonValue(r, depth = 0) {
  return r.weighted([
    [3, () => garbageValue(r, 30)],
    [2, () => r.between(-1e6, 1e6)],
    [1, () => r.next() * 1e308],
    [1, () => null],
    [1, () => r.chance(0.5)],
    [depth < 3 ? 1 : 0, () => Array.from({ length: r.between(0, 5) }, () => garbageJsonValue(r, depth + 1))],
    [
      depth < 3 ? 2 : 0,
      () =>
        Object.fromEntries(
          Array.from({ length: r.between(0, 5) }, () => [
            r.pick([
              'email',
              'password',
              'locale',
              'code',
              'plan_id',
              'currency',
              'order_id',
              'topic',
              'message',
              'key',
              'kind',
              'slug',
              'event',
              '__proto__',
              'constructor',
              garbageValue(r, 10),
            ]),
            garbageJsonValue(r, depth + 1),
          ]),
        ),
    ],
  ])()
}

function multipart(r, boundary = `----fuzz${r.hex(8)}`) {
  const parts = Array.from(
    { length: r.between(0, 4) },
    () =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${r.pick(['outcome', 'email', 'data', '_serverFnContext', garbageValue(r, 10)])}"${r.chance(0.3) ? `; filename="${garbageValue(r, 10)}"` : ''}\r\n\r\n${garbageValue(r, 40)}\r\n`,
  )
  const tail = r.weighted([
    [3, `--${boundary}--\r\n`],
    [1, ''],
    [1, `--${boundary}`],
    [1, '--wrong--\r\n'],
  ])
  return {
    type: r.chance(0.8)
      ? `multipart/form-data; boundary=${boundary}`
      : r.pick(['multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary="${boundary}`]),
    body: parts.join('') + tail,
  }
}

/** A body and the content type it is sent with (often not the one that matches). */
function fuzzBody(r) {
  const kind = r.weighted([
    [3, 'invalid-json'],
    [3, 'garbage-json'],
    [2, 'huge-json'],
    [1, 'deep-json'],
    [2, 'bytes'],
    [2, 'form'],
    [2, 'multipart'],
    [1, 'empty'],
    [1, 'proto'],
  ])
  let type
  let body
  switch (kind) {
    case 'invalid-json':
      type = 'application/json'
      body = r.pick([
        '{',
        '{"a":}',
        '[1,2',
        '\u0000',
        'nul',
        '{"a":1}}',
        "{'a':1}",
        '{"a":"\\ud800"}',
        '{"a":1,}',
        'NaN',
        '"',
        '{"a":"\\x"}',
        '\ufeff{}',
        '1'.repeat(5000),
        '{"__proto__":{"x":1}',
      ])
      break
    case 'garbage-json':
      type = 'application/json'
      body = JSON.stringify(garbageJsonValue(r))
      break
    case 'huge-json':
      type = 'application/json'
      body = hugeJson(r)
      break
    case 'deep-json':
      type = 'application/json'
      body = deepJson(r)
      break
    case 'bytes':
      type = r.pick(['application/octet-stream', 'application/json', 'text/plain', 'image/png'])
      body = r.bytes(
        r.weighted([
          [4, r.between(1, 2000)],
          [1, r.between(60_000, 200_000)],
        ]),
      )
      break
    case 'form':
      type = 'application/x-www-form-urlencoded'
      body = randomQuery(r)
      break
    case 'multipart':
      ;({ type, body } = multipart(r))
      break
    case 'empty':
      type = r.pick(['application/json', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'])
      body = ''
      break
    case 'proto':
      type = 'application/json'
      body =
        '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"email":"a@b.co","password":"x"}'
      break
  }
  // Content types that do not match the bytes, and some that are not content types at all.
  if (r.chance(0.2))
    type = r.pick([
      'text/plain',
      'application/json; charset=utf-7',
      'application/jsonx',
      'application/json ',
      'APPLICATION/JSON',
      'text/html',
      'x',
      '',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ])
  return { type, body: typeof body === 'string' ? Buffer.from(body) : body, kind }
}

// ---------------------------------------------------------------------------------------------
// Server-function payloads (the seroval JSON Start's client sends)

/** Plain JSON values as seroval nodes (strings, numbers, constants, arrays, objects). */
function serovalNode(value, ids) {
  if (value === null) return { t: 2, s: 0 }
  if (value === undefined) return { t: 2, s: 1 }
  if (value === true) return { t: 2, s: 2 }
  if (value === false) return { t: 2, s: 3 }
  if (typeof value === 'number') return { t: 0, s: value }
  if (typeof value === 'string') return { t: 1, s: value }
  if (Array.isArray(value)) return { t: 9, i: ids.n++, a: value.map((v) => serovalNode(v, ids)), o: 0 }
  const keys = Object.keys(value)
  return { t: 10, i: ids.n++, p: { k: keys, v: keys.map((k) => serovalNode(value[k], ids)) }, o: 0 }
}

function serovalPayload(r, data) {
  const root = serovalNode(r.chance(0.2) ? { data, context: garbageJsonValue(r) } : { data }, { n: 0 })
  return { t: root, f: 127, m: [] }
}

function serverFnPayload(r) {
  return r.weighted([
    [5, () => JSON.stringify(serovalPayload(r, garbageJsonValue(r)))],
    [
      1,
      () =>
        JSON.stringify(
          serovalPayload(r, {
            email: 'demo@planet-vpn.local',
            password: 'x',
            kind: r.pick(['public', 'protected', 'guest']),
          }),
        ),
    ],
    [2, () => JSON.stringify({ data: garbageJsonValue(r) })],
    [2, () => JSON.stringify({ t: { t: r.between(0, 60), i: r.int(9), s: garbageValue(r, 10) }, f: 127, m: [] })],
    [1, () => JSON.stringify({ t: { t: 4, i: 999 }, f: 127, m: [] })],
    [1, () => JSON.stringify({ t: { t: 10, i: 0, p: { k: ['data'], v: [] }, o: 0 }, f: 127, m: [] })],
    [1, () => JSON.stringify({ t: { t: 25, i: 0, s: { x: 1 }, c: '$TSR/Error' }, f: 127, m: [] })],
    [1, () => JSON.stringify({ t: { t: 23, i: 0, s: 'aGVsbG8=' }, f: 127, m: [] })],
    [1, () => JSON.stringify({ t: { t: 18, i: 0, s: 'x'.repeat(100) }, f: 127, m: [] })],
    [1, () => JSON.stringify(serovalPayload(r, 'x'.repeat(r.between(100_000, 300_000))))],
    [1, () => deepJson(r)],
    [1, () => `{"t":${'{"t":9,"i":0,"a":['.repeat(r.between(1000, 6000))}`],
    [2, () => garbageValue(r)],
  ])()
}

// ---------------------------------------------------------------------------------------------
// Families

function pathFamily(r, ctx) {
  const target = mutatePath(r, pagePath(r, ctx))
  return { method: r.chance(0.85) ? 'GET' : 'HEAD', target, headers: browserHeaders(r, ctx) }
}

function queryFamily(r, ctx) {
  const base = r.chance(0.15) ? '/' : pagePath(r, ctx)
  const headers = browserHeaders(r, ctx)
  return { method: 'GET', target: `${base}?${randomQuery(r)}`, headers }
}

function headerFamily(r, ctx) {
  const target = r.weighted([
    [6, () => pagePath(r, ctx)],
    [1, () => `/api${r.pick(API_ROUTES)[1].replace(/:\w+/g, 'x')}`],
    [2, () => r.pick(ctx.assets.length ? ctx.assets : ['/robots.txt'])],
    [1, () => r.pick(['/robots.txt', '/sitemap.xml', '/favicon.ico', '/builds/latest.json'])],
  ])()
  let headers = browserHeaders(r, ctx)
  for (const [name, value] of weirdHeaders(r, ctx)) {
    headers =
      name.startsWith('X-Fuzz-') || name === 'Cookie' || name === 'Accept-Language'
        ? [...headers, [name, value]]
        : setHeader(headers, name, value)
  }
  return { method: r.chance(0.9) ? 'GET' : 'HEAD', target, headers }
}

function anyTarget(r, ctx) {
  return r.weighted([
    [4, () => pagePath(r, ctx)],
    [2, () => `/api${r.pick(API_ROUTES)[1].replace(/:\w+/g, 'x')}`],
    [2, () => (ctx.serverFns.length ? `/_serverFn/${r.pick(ctx.serverFns).id}` : '/_serverFn/x')],
    [1, () => r.pick(ctx.assets.length ? ctx.assets : ['/robots.txt'])],
    [1, () => r.pick(['/_ipx/w_64/favicon.ico', '/robots.txt', '/sitemap.xml', '/builds/latest.json', '*'])],
  ])()
}

function methodFamily(r, ctx) {
  const method = r.chance(0.75) ? r.pick(METHODS) : r.pick(ODD_METHODS)
  const target = anyTarget(r, ctx)
  const headers = browserHeaders(r, ctx)
  if (method === 'OPTIONS' && r.chance(0.6)) {
    headers.push(['Origin', r.pick(['https://evil.example', `http://${ctx.host}`, 'null'])])
    headers.push(['Access-Control-Request-Method', r.pick(['POST', 'DELETE', 'FOO'])])
    headers.push(['Access-Control-Request-Headers', r.pick(['content-type, authorization', 'x-evil', '*'])])
  }
  const request = { method, target, headers }
  if (method !== 'GET' && method !== 'HEAD' && r.chance(0.5)) {
    const { type, body } = fuzzBody(r)
    request.headers.push(['Content-Type', type])
    request.body = body
  }
  return request
}

function bodyFamily(r, ctx) {
  const target = anyTarget(r, ctx)
  const { type, body } = fuzzBody(r)
  const headers = browserHeaders(r, ctx, { accept: r.pick(['*/*', 'application/json', 'text/html']) })
  headers.push(['Content-Type', type])
  if (r.chance(0.1)) headers.push(['Content-Encoding', r.pick(['gzip', 'br', 'deflate', 'garbage'])])
  return { method: r.pick(['POST', 'POST', 'PUT', 'PATCH', 'DELETE']), target, headers, body }
}

function apiTarget(r, route) {
  let path = route.replace(':gateway', () =>
    r.pick(['stripe', 'aliumpay', 'sandbox', 'paypal', '%zz', '..', 'STRIPE', '']),
  )
  path = path.replace(':id', () =>
    r.pick([uuid(r), garbageValue(r, 40), '00000000-0000-0000-0000-000000000000', '%00']),
  )
  const query = r.weighted([
    [3, () => ''],
    [1, () => `currency=${r.pick(['USD', 'EUR', 'RUB', 'usd', 'XXX', '', garbageValue(r, 10)])}`],
    [1, () => `tier=${r.pick(['free', 'premium', 'x', ''])}`],
    [1, () => `code=${enc(garbageValue(r, 80))}&plan_id=${enc(garbageValue(r, 40))}`],
    [
      1,
      () =>
        `email=${enc(r.pick(['a@b.co', 'demo@planet-vpn.local', 'not-an-email', `${'a'.repeat(300)}@x.co`, garbageValue(r)]))}`,
    ],
    [1, () => `path=${enc(r.pick(['/', '/old/', 'x', `/${'p'.repeat(3000)}`, garbageValue(r)]))}`],
    [
      1,
      () =>
        `node_id=${r.pick(['1', '0', '-1', '999999999', '1e3', 'abc', '9'.repeat(30), ''])}&protocol=${r.pick(['wireguard', 'openvpn', 'ipsec', ''])}`,
    ],
    [1, () => `sig=${r.hex(64)}`],
    [1, () => randomQuery(r)],
  ])()
  return `/api${path}${query ? `?${query}` : ''}`
}

function apiBody(r, route) {
  const shaped = {
    '/register': () => ({
      email: r.pick([`fuzz${r.hex(6)}@example.com`, garbageValue(r)]),
      password: r.pick(['short', 'p'.repeat(12), 'p'.repeat(200), garbageValue(r)]),
      locale: r.pick(LOCALES.concat(BAD_LOCALES)),
    }),
    '/login': () => ({
      email: r.pick(['demo@planet-vpn.local', garbageValue(r)]),
      password: r.pick(['wrong-password!', 'x'.repeat(600), garbageValue(r)]),
    }),
    '/forgot': () => ({ email: r.pick(['demo@planet-vpn.local', garbageValue(r)]), locale: r.pick(BAD_LOCALES) }),
    '/v4/orders': () => ({
      plan_id: r.pick(['1m', '12m', 'x', 1, null, garbageValue(r, 20)]),
      currency: r.pick(['USD', 'EUR', 'RUB', 'XXX', 1]),
      promo_code: r.pick([undefined, 'PLANET10', garbageValue(r, 80)]),
    }),
    '/v4/checkout/:gateway': () => ({ order_id: r.pick([uuid(r), garbageValue(r, 40), 1]) }),
    '/v4/action-key/exchange': () => ({ key: r.pick([r.string(40), garbageValue(r), 'k'.repeat(300)]) }),
    '/v1/support/messages': () => ({
      email: r.pick(['a@b.co', garbageValue(r)]),
      topic: r.pick(['support', 'x', 1]),
      message: r.pick(['m'.repeat(30), 'm'.repeat(6000), garbageValue(r)]),
      locale: r.pick(LOCALES.concat(BAD_LOCALES)),
    }),
    '/affiliate/event': () => ({
      event: r.pick(['visit', 'signup', 'x']),
      aid: garbageValue(r, 80),
      btag: garbageValue(r, 200),
      page: garbageValue(r),
    }),
    '/affiliate-postback': () =>
      Object.fromEntries(
        Array.from({ length: r.between(0, 80) }, (_, k) => [
          r.chance(0.1) ? 'k'.repeat(100) : `k${k}`,
          garbageJsonValue(r),
        ]),
      ),
    '/webhooks/:gateway': () => ({
      id: uuid(r),
      outcome: r.pick(['paid', 'failed', 'x']),
      order_id: uuid(r),
      type: 'checkout.session.completed',
    }),
  }[route]
  if (shaped && r.chance(0.6)) return { type: 'application/json', body: Buffer.from(JSON.stringify(shaped())) }
  return fuzzBody(r)
}

function apiFamily(r, ctx, { authenticated = false } = {}) {
  const routes = authenticated ? API_ROUTES.filter(([, route]) => !SESSION_ENDING.has(route)) : API_ROUTES
  const [routeMethod, route] = r.pick(routes)
  const method = r.chance(0.85) ? routeMethod : r.pick(METHODS.concat(ODD_METHODS))
  const headers = [
    ['Host', r.chance(0.95) ? ctx.host : weirdHost(r, ctx)],
    ['Accept', r.pick(['application/json', '*/*', 'text/html'])],
    ['User-Agent', r.pick(AGENTS)],
  ]
  if (authenticated && ctx.session) headers.push(['Authorization', `Bearer ${ctx.session}`])
  else if (r.chance(0.3))
    headers.push([
      'Authorization',
      r.pick([
        'Bearer garbage',
        `Bearer ${r.hex(64)}`,
        'Bearer ',
        `Bearer ${'a'.repeat(r.between(100, 5000))}`,
        'Basic x',
      ]),
    ])
  if (r.chance(0.3)) headers.push(['x-locale', r.pick(LOCALES.concat(BAD_LOCALES))])
  if (r.chance(0.2)) headers.push(['Origin', r.pick(['https://evil.example', `http://${ctx.host}`, 'null'])])
  if (r.chance(0.2)) headers.push(...weirdHeaders(r, ctx).filter(([name]) => name !== 'Host'))
  if (route === '/webhooks/:gateway' && r.chance(0.5))
    headers.push([
      r.pick(['x-sandbox-signature', 'stripe-signature', 'x-aliumpay-signature']),
      r.pick([r.hex(64), 't=1,v1=abc', garbageValue(r)]),
    ])
  const request = { method, target: apiTarget(r, route), headers }
  if (method !== 'GET' && method !== 'HEAD') {
    const { type, body } = apiBody(r, route)
    if (r.chance(0.95)) headers.push(['Content-Type', type])
    request.body = body
  }
  return request
}

function serverFnFamily(r, ctx) {
  const fn = ctx.serverFns.length ? r.pick(ctx.serverFns) : { id: r.hex(64), method: 'POST' }
  const id = r.weighted([
    [12, fn.id],
    [1, r.hex(64)],
    [1, fn.id.toUpperCase()],
    [1, `${fn.id}/extra`],
    [1, `${fn.id}%00`],
    [1, garbageValue(r, 80)],
    [1, ''],
    [1, '..%2f..%2fde%2f'],
    [1, `${fn.id}?payload=x`],
  ])
  const method = r.chance(0.85) ? (fn.method ?? 'POST') : r.pick(METHODS.concat(['FOO']))
  const headers = [
    ['Host', r.chance(0.95) ? ctx.host : weirdHost(r, ctx)],
    [
      'Accept',
      r.pick([
        'application/x-tss-framed, application/x-ndjson, application/json',
        'application/json',
        '*/*',
        'text/html',
      ]),
    ],
    ['User-Agent', r.pick(AGENTS)],
  ]
  if (r.chance(0.85)) headers.push(['x-tsr-serverFn', r.pick(['true', 'true', 'true', 'false', 'x'])])
  // Same-origin headers (what a page of the site sends), cross-site ones, or none.
  headers.push(
    ...r.weighted([
      [
        3,
        [
          ['Origin', `http://${ctx.host}`],
          ['Sec-Fetch-Site', 'same-origin'],
        ],
      ],
      [
        2,
        [
          ['Origin', 'https://evil.example'],
          ['Sec-Fetch-Site', 'cross-site'],
        ],
      ],
      [1, [['Origin', 'null']]],
      [1, [['Origin', garbageValue(r, 30)]]],
      [1, [['Sec-Fetch-Site', r.pick(['same-site', 'none', 'garbage'])]]],
      [2, []],
    ]),
  )
  if (r.chance(0.3))
    headers.push([
      'Cookie',
      r.pick([
        'fvp_session=garbage',
        `fvp_session=${r.hex(64)}`,
        'i18n_redirected=xx',
        `fvp_session=${'a'.repeat(r.between(100, 4000))}`,
      ]),
    ])
  let target = `/_serverFn/${id}`
  const request = { method, headers }
  if (method === 'GET' || method === 'HEAD') {
    if (r.chance(0.9))
      target += `${target.includes('?') ? '&' : '?'}payload=${enc(serverFnPayload(r)).slice(0, 12_000)}`
    if (r.chance(0.1)) target += `&payload=${enc(serverFnPayload(r)).slice(0, 2000)}`
    if (r.chance(0.1)) target += `&createServerFn&${randomQuery(r)}`.slice(0, 4000)
  } else {
    const kind = r.weighted([
      [6, 'json'],
      [1, 'form'],
      [1, 'multipart'],
      [1, 'other'],
    ])
    if (kind === 'json') {
      headers.push([
        'Content-Type',
        r.chance(0.9) ? 'application/json' : r.pick(['application/json; charset=latin1', 'text/plain']),
      ])
      request.body = Buffer.from(serverFnPayload(r))
    } else if (kind === 'form') {
      headers.push(['Content-Type', 'application/x-www-form-urlencoded'])
      request.body = Buffer.from(
        r.chance(0.5) ? `_serverFnContext=${enc(serverFnPayload(r))}&${randomQuery(r)}` : randomQuery(r),
      )
    } else if (kind === 'multipart') {
      const { type, body } = multipart(r)
      headers.push(['Content-Type', type])
      request.body = Buffer.from(body)
    } else {
      const { type, body } = fuzzBody(r)
      headers.push(['Content-Type', type])
      request.body = body
    }
  }
  request.target = target
  return request
}

function imageFamily(r, ctx) {
  const modifier = () =>
    r.pick([
      `w_${r.pick([0, 1, 64, 320, 3072, 3073, 99999, -1, 'abc', '1e3', ''])}`,
      `h_${r.pick([1, 100, 5000, 'x'])}`,
      `s_${r.pick(['100x100', '0x0', '99999x1', 'axb', 'x', '100'])}`,
      `f_${r.pick(['webp', 'avif', 'png', 'jpeg', 'gif', 'svg', 'tiff', 'exe', ''])}`,
      `q_${r.pick([0, 50, 100, 101, -5, 'x'])}`,
      `fit_${r.pick(['cover', 'contain', 'fill', 'inside', 'outside', 'x'])}`,
      `b_${r.pick(['fff', 'zzz', '%23fff', ''])}`,
      `width_${r.between(1, 4000)}`,
      `format_${r.pick(['webp', 'x'])}`,
      `${garbageValue(r, 10)}_${garbageValue(r, 10)}`,
      '_',
      '',
    ])
  const modifiers = Array.from({ length: r.between(1, 4) }, modifier).join(',')
  const source = r.pick([
    ...ctx.images,
    'favicon.ico',
    'missing.png',
    '../package.json',
    '..%2f..%2fpackage.json',
    'http://evil.example/x.png',
    'https://127.0.0.1:22/x.png',
    '//evil.example/x.png',
    '%zz',
    'a'.repeat(r.between(200, 6000)),
    'robots.txt',
    'assets',
    'file:///etc/passwd',
    'data:image/png;base64,AAAA',
  ])
  return {
    method: r.chance(0.9) ? 'GET' : r.pick(['HEAD', 'POST']),
    target: `/_ipx/${modifiers}/${source.replace(/^\//, '')}`,
    headers: browserHeaders(r, ctx, { accept: 'image/avif,image/webp,*/*' }),
  }
}

/** Logged in as the demo user: account pages with odd queries, the API behind the session, the sandbox checkout form. */
function sessionFamily(r, ctx) {
  if (!ctx.session) return pathFamily(r, ctx)
  return r.weighted([
    [
      3,
      () => {
        const locale = r.pick(LOCALES)
        const path = `${locale === 'en' ? '' : `/${locale}`}${r.pick(ACCOUNT_PATHS)}`
        const headers = [
          ...browserHeaders(r, ctx),
          ['Cookie', `fvp_session=${ctx.session}${r.chance(0.3) ? `; i18n_redirected=${r.pick(LOCALES)}` : ''}`],
        ]
        return { method: 'GET', target: r.chance(0.6) ? `${path}?${randomQuery(r)}` : mutatePath(r, path), headers }
      },
    ],
    [3, () => apiFamily(r, ctx, { authenticated: true })],
    [
      2,
      () => {
        const checkout = ctx.sandbox.length ? r.pick(ctx.sandbox) : '/api/sandbox/checkout/stripe/x?sig=x'
        const body = r.weighted([
          [3, `outcome=${enc(r.pick(['x', '', 'PAID', 'paid ', garbageValue(r, 30)]))}`],
          [1, 'outcome=pending'],
          [1, `outcome=failed&outcome=${garbageValue(r, 10)}`],
          [1, randomQuery(r)],
          [1, ''],
        ])
        const type = r.weighted([
          [6, 'application/x-www-form-urlencoded'],
          [1, 'multipart/form-data; boundary=x'],
          [1, 'application/json'],
          [1, 'text/plain'],
        ])
        return {
          method: r.chance(0.85) ? 'POST' : 'GET',
          target: r.chance(0.8) ? checkout : checkout.replace(/sig=[0-9a-f]+/, `sig=${r.hex(64)}`),
          headers: [
            ['Host', ctx.host],
            ['Content-Type', type],
            ['Origin', r.pick(['null', `http://${ctx.host}`])],
            ['Accept', 'text/html'],
          ],
          body: Buffer.from(body),
        }
      },
    ],
  ])()
}

// ---------------------------------------------------------------------------------------------
// Raw HTTP: what a client library will not send

const CRLF = '\r\n'

function rawFamily(r, ctx) {
  const host = `Host: ${ctx.host}${CRLF}`
  const page = pagePath(r, ctx)
  // 'wait': a complete request, read its answer; 'end': the request is unfinished on purpose and
  // the client goes away (half-close); 'destroy': the connection drops right after the bytes.
  const make = (text, close = 'wait', expect = 1) => ({ raw: Buffer.from(text, 'latin1'), close, expect })
  return r.weighted([
    [
      2,
      () =>
        make(
          r.pick([
            `GARBAGE${CRLF}${CRLF}`,
            `GET${CRLF}${CRLF}`,
            `GET / HTTP/9.9${CRLF}${host}${CRLF}`,
            `GET / HTTP/1.1 extra${CRLF}${host}${CRLF}`,
            `GET  /  HTTP/1.1${CRLF}${host}${CRLF}`,
            `GET / HTTP/1.1\n${host.trim()}\n\n`,
            `GET /${CRLF}${CRLF}`,
            `GET / HTTP/1.0${CRLF}${CRLF}`,
            `GET / HTTP/0.9${CRLF}${CRLF}`,
            `get / HTTP/1.1${CRLF}${host}${CRLF}`,
            `G\u00c9T / HTTP/1.1${CRLF}${host}${CRLF}`,
            `\u0000\u0001\u0002${CRLF}${CRLF}`,
            `GET /${'x'.repeat(r.between(17_000, 70_000))} HTTP/1.1${CRLF}${host}${CRLF}`,
          ]),
        ),
    ],
    [1, () => make(r.pick([`GET / HTTP/1.1${CRLF}`, `${CRLF}${CRLF}${CRLF}`, `GET / HTTP/1.1${CRLF}${host}`]), 'end')],
    [
      1,
      () =>
        make(
          `${r.pick(['FOO', 'BREW', 'CONNECT', 'PRI', 'M-SEARCH', 'SOURCE', 'UNLINK', 'PURGE', 'QUERY'])} ${r.pick([page, '*', `${ctx.host}:443`, 'http://evil.example/'])} HTTP/1.1${CRLF}${host}${CRLF}`,
        ),
    ],
    [
      2,
      () =>
        make(
          `GET ${page}${r.pick([' ', '\t', '\u0000', '\u00e9', '\u00ff', '\\', '"', '<', '{', '|', '^', '`', '\u007f'])}x HTTP/1.1${CRLF}${host}${CRLF}`,
        ),
    ],
    [
      1,
      () =>
        make(
          `GET ${page}${Buffer.from(r.pick(['日本語', 'äöü', '😀', '\u202e'])).toString('latin1')}/ HTTP/1.1${CRLF}${host}${CRLF}`,
        ),
    ],
    [
      1,
      () =>
        make(
          `GET http://${r.pick(['evil.example', ctx.host, 'localhost:99999', '[::1]'])}${page} HTTP/1.1${CRLF}${host}${CRLF}`,
        ),
    ],
    [1, () => make(`OPTIONS * HTTP/1.1${CRLF}${host}${CRLF}`)],
    [
      2,
      () =>
        make(
          `GET ${page} HTTP/1.1${CRLF}${host}${r.pick(['Bad Header: x', 'Bad(Name): x', 'NoColon', ': empty-name', 'X-\u00e9: x', 'X-Null: a\u0000b', 'X-Ctl: a\u0001b', ' Leading-Space: x', 'X-Fold: a\r\n folded', 'X-LF: a\nb', 'X-CR: a\rb', `X-Long-Name-${'n'.repeat(20000)}: x`])}${CRLF}${CRLF}`,
        ),
    ],
    [
      1,
      () =>
        make(
          `GET ${page} HTTP/1.1${CRLF}${r.pick(['', `Host: a${CRLF}Host: b${CRLF}`, `Host: ${ctx.host}${CRLF}Host: ${ctx.host}${CRLF}`, `Host: a b${CRLF}`, `Host: ${'h'.repeat(9000)}${CRLF}`, `Host: localhost:99999${CRLF}`, `Host: [::1${CRLF}`, `Host: ${ctx.host}\u00e9${CRLF}`])}${CRLF}`,
        ),
    ],
    [
      1,
      () =>
        make(
          `GET ${page} HTTP/1.1${CRLF}${host}${Array.from({ length: r.between(300, 3000) }, (_, k) => `X-H${k}: ${'v'.repeat(r.between(1, 40))}`).join(CRLF)}${CRLF}${CRLF}`,
        ),
    ],
    [1, () => make(`GET ${page} HTTP/1.1${CRLF}${host}X-Big: ${'b'.repeat(r.between(20_000, 90_000))}${CRLF}${CRLF}`)],
    [
      2,
      () => {
        const body = r.pick(['{"a":1}', '', 'x'.repeat(100)])
        const length = r.pick([
          '-1',
          'abc',
          '1e3',
          '0x10',
          '99999999999999999999',
          `${body.length} ${body.length}`,
          `${body.length + 50}`,
          `${Math.max(0, body.length - 3)}`,
          '+5',
          '',
        ])
        // A length larger than the body leaves the server waiting: the client then goes away.
        return make(
          `POST ${r.pick(['/api/login', '/_serverFn/x', page, '/api/v1/support/messages'])} HTTP/1.1${CRLF}${host}Content-Type: application/json${CRLF}Content-Length: ${length}${CRLF}${CRLF}${body}`,
          'end',
        )
      },
    ],
    [
      1,
      () =>
        make(
          `POST /api/login HTTP/1.1${CRLF}${host}Content-Type: application/json${CRLF}Content-Length: 7${CRLF}Content-Length: 9${CRLF}${CRLF}{"a":1}`,
        ),
    ],
    [
      1,
      () =>
        make(
          `POST ${page} HTTP/1.1${CRLF}${host}Content-Length: 5${CRLF}Transfer-Encoding: chunked${CRLF}${CRLF}0${CRLF}${CRLF}GET /smuggled HTTP/1.1${CRLF}${host}${CRLF}`,
          'wait',
          2,
        ),
    ],
    [
      2,
      () => {
        const [chunks, close] = r.pick([
          [`zz${CRLF}abc${CRLF}0${CRLF}${CRLF}`, 'wait'],
          [`5${CRLF}abc${CRLF}0${CRLF}${CRLF}`, 'end'],
          [`3${CRLF}abc`, 'end'],
          [`-1${CRLF}x${CRLF}`, 'wait'],
          [`ffffffffffffffff${CRLF}x${CRLF}`, 'end'],
          [`3;ext=${'e'.repeat(10000)}${CRLF}abc${CRLF}0${CRLF}${CRLF}`, 'wait'],
          [`3${CRLF}abc${CRLF}0${CRLF}Trailer: x${CRLF}${CRLF}`, 'wait'],
          [`3\nabc\n0\n\n`, 'end'],
          [`0${CRLF}`, 'end'],
          [`${CRLF}${CRLF}`, 'wait'],
          [`3 ${CRLF}abc${CRLF}0${CRLF}${CRLF}`, 'wait'],
          [`3${CRLF}abc${CRLF}0${CRLF}${CRLF}`, 'wait'],
        ])
        return make(
          `POST ${r.pick(['/api/login', '/api/v1/support/messages', '/_serverFn/x', page])} HTTP/1.1${CRLF}${host}Content-Type: application/json${CRLF}Transfer-Encoding: ${r.pick(['chunked', 'chunked, identity', 'gzip, chunked', 'xchunked', 'chunked\u0000'])}${CRLF}${CRLF}${chunks}`,
          close,
        )
      },
    ],
    [
      2,
      () => {
        // A request cut short: only part of it arrives before the connection goes away.
        const full = `POST /api/login HTTP/1.1${CRLF}${host}Content-Type: application/json${CRLF}Content-Length: 100${CRLF}${CRLF}{"email":`
        return make(full.slice(0, r.between(1, full.length)), r.chance(0.5) ? 'destroy' : 'end')
      },
    ],
    [
      1,
      () =>
        make(
          `GET ${page} HTTP/1.1${CRLF}${host}Connection: Upgrade${CRLF}Upgrade: ${r.pick(['websocket', 'h2c', 'garbage'])}${CRLF}Sec-WebSocket-Key: x${CRLF}Sec-WebSocket-Version: 13${CRLF}${CRLF}`,
        ),
    ],
    [1, () => make(`PRI * HTTP/2.0${CRLF}${CRLF}SM${CRLF}${CRLF}`)],
    [
      1,
      () => {
        const count = r.between(2, 20)
        return make(
          Array.from({ length: count }, () => `GET ${pagePath(r, ctx)} HTTP/1.1${CRLF}${host}${CRLF}`).join(''),
          'wait',
          count,
        )
      },
    ],
    [
      1,
      () =>
        make(
          `GET ${page} HTTP/1.1${CRLF}${host}Expect: ${r.pick(['100-continue', 'x'])}${CRLF}Content-Length: 10${CRLF}${CRLF}`,
          'end',
        ),
    ],
    [1, () => make(r.bytes(r.between(1, 4000)).toString('latin1'), r.pick(['end', 'destroy']))],
    [1, () => make(`\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03${r.bytes(200).toString('latin1')}`, 'end')],
  ])()
}

/** The families and their share of the run. */
export const FAMILIES = [
  ['path', 18, pathFamily],
  ['query', 11, queryFamily],
  ['header', 15, headerFamily],
  ['method', 7, methodFamily],
  ['body', 8, bodyFamily],
  ['api', 12, apiFamily],
  ['serverFn', 12, serverFnFamily],
  ['image', 4, imageFamily],
  ['session', 5, sessionFamily],
  ['raw', 8, rawFamily],
]

/** Request `index` of the run: the family, then the request that family builds. */
export function generateRequest(r, ctx) {
  const [family, , build] = r.weighted(FAMILIES.map((entry) => [entry[1], entry]))
  return { family, ...build(r, ctx) }
}
