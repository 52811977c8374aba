/* eslint-disable lingui/no-unlocalized-strings -- a developer page, never shown to visitors (it
   answers 404 unless the developer tools are on, like /api/dev/mailbox), in English on purpose;
   its Arabic lines are samples of right-to-left layout. */
import { useId, type ReactNode } from 'react'

import { bcp47, textDirection, type Locale } from '../../lib/i18n/locales'
import appCss from '../../styles/app.css?url'
import { TableOfContents } from '../documents/TableOfContents'
import type { TocEntry } from '../documents/toc'

/** Text token on background token; design.css paints swatch N with pair N (no inline styles: CSP). */
const COLOUR_PAIRS = [
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-surface-alt'],
  ['--color-text', '--color-surface-raised'],
  ['--color-on-primary', '--color-primary'],
  ['--color-on-action', '--color-action'],
  ['--color-on-danger', '--color-danger'],
  ['--color-link', '--color-info-surface'],
  ['--color-success', '--color-success-surface'],
  ['--color-warning', '--color-warning-surface'],
  ['--color-danger', '--color-danger-surface'],
  ['--color-muted', '--color-surface'],
  ['--color-focus-on-primary', '--color-primary'],
] as const

const SAMPLE_TOC: TocEntry[] = [
  { id: 'design-toc-1', text: '1. About this policy', level: 2 },
  { id: 'design-toc-2', text: '2. What we process', level: 2 },
  { id: 'design-toc-2-1', text: '2.1 Your account', level: 3 },
  { id: 'design-toc-3', text: '3. Your rights', level: 2 },
]

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="design__block">
      <h3 className="design__block-title">{title}</h3>
      {children}
    </section>
  )
}

function Fields() {
  const id = useId()
  return (
    <form className="form" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-email`}>E-mail address</label>
        <p id={`${id}-email-hint`} className="field__hint">
          We send the receipt here.
        </p>
        <input id={`${id}-email`} type="email" aria-describedby={`${id}-email-hint`} placeholder="name@example.com" />
      </div>
      <div className="field field--invalid">
        <label htmlFor={`${id}-promo`}>Promo code</label>
        <p id={`${id}-promo-error`} className="field__error">
          This code has expired.
        </p>
        <input id={`${id}-promo`} defaultValue="WINTER-2019" aria-invalid aria-describedby={`${id}-promo-error`} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-topic`}>Topic</label>
        <select id={`${id}-topic`} defaultValue="">
          <option value="">Choose a topic</option>
          <option>Payments</option>
          <option>Apps</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>Your message</label>
        <textarea id={`${id}-message`} rows={3} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-length`}>Length: 16</label>
        <input id={`${id}-length`} type="range" min={8} max={64} defaultValue={16} />
      </div>
      <fieldset>
        <legend>Plan</legend>
        <label className="radio">
          <input type="radio" name={`${id}-plan`} defaultChecked /> 1 month
        </label>
        <label className="radio">
          <input type="radio" name={`${id}-plan`} /> 1 year
        </label>
      </fieldset>
      <label className="checkbox">
        <input type="checkbox" defaultChecked /> Include symbols
      </label>
      <div className="field">
        <label htmlFor={`${id}-disabled`}>Disabled field</label>
        <input id={`${id}-disabled`} disabled defaultValue="Not editable" />
      </div>
      <div className="actions">
        <button type="submit" className="button">
          Send
        </button>
        <button type="button" className="button button--ghost">
          Cancel
        </button>
      </div>
    </form>
  )
}

/** Every component once, in the colours of the scheme around it. */
function Gallery() {
  const id = useId()
  return (
    <>
      <Block title="Colour pairs">
        <ul className="design__swatches">
          {COLOUR_PAIRS.map(([text, background], index) => (
            <li key={`${text} ${background}`} className={`design__swatch design__swatch--${index + 1}`}>
              <code dir="ltr">{text}</code>
              <span>on {background}</span>
            </li>
          ))}
        </ul>
      </Block>
      <Block title="Type">
        <h1>Heading 1: Free VPN</h1>
        <h2>Heading 2: Why Planet VPN</h2>
        <h3>Heading 3: No logs</h3>
        <h4>Heading 4: What we never store</h4>
        <p>
          Body text with <a href="#design">a link in running text</a>, <strong>strong words</strong> and{' '}
          <code>inline code</code>. Datenschutzgrundverordnungskonformitätsprüfung wraps instead of widening the page.
        </p>
        <p className="card__note">Small print in the muted colour.</p>
      </Block>
      <Block title="Buttons">
        <div className="actions">
          <button type="button" className="button">
            Primary
          </button>
          <button type="button" className="button button--ghost">
            Secondary
          </button>
          <button type="button" className="button button--quiet">
            Quiet
          </button>
          <button type="button" className="button button--danger">
            Delete account
          </button>
          <button type="button" className="button" disabled>
            Disabled
          </button>
          <a href="#design" className="button">
            Link as button
          </a>
          <button type="button" className="link-button">
            Button as link
          </button>
        </div>
        <div className="actions">
          <button type="button" className="button button--large">
            Large
          </button>
          <button type="button" className="button button--small">
            Small
          </button>
          <button type="button" className="button button--block">
            Block on phones
          </button>
        </div>
        <div className="band design__band">
          <p>On a navy band (focus ring: --color-focus-on-primary)</p>
          <div className="actions">
            <button type="button" className="button">
              Get Planet VPN
            </button>
            <button type="button" className="button button--ghost">
              See Premium plans
            </button>
            <a href="#design">A link on the band</a>
          </div>
        </div>
      </Block>
      <Block title="Form fields">
        <Fields />
      </Block>
      <Block title="Notices">
        <div className="design__stack">
          <div className="notice" role="note">
            <p className="notice__title">Information</p>
            <p>Prices are shown in your currency.</p>
          </div>
          <div className="notice notice--success" role="note">
            Your e-mail address is confirmed.
          </div>
          <div className="notice notice--warning" role="note">
            This page is not translated into your language yet.
          </div>
          <div className="notice notice--error" role="note">
            The payment failed. Nothing was charged.
          </div>
          <div className="form-alert form-alert--error" role="note">
            form-alert--error (FormError)
          </div>
          <div className="form-alert form-alert--ok" role="note">
            form-alert--ok (FormNotice)
          </div>
        </div>
      </Block>
      <Block title="Badges">
        <div className="actions">
          <span className="badge">Neutral</span>
          <span className="badge badge--ok">Active</span>
          <span className="badge badge--premium">Premium</span>
          <span className="badge badge--warn">Expires soon</span>
          <span className="badge badge--danger">Failed</span>
          <span className="badge badge--info">New</span>
          <span className="badge badge--accent">Best value</span>
        </div>
      </Block>
      <Block title="Cards">
        <ul className="card-grid design__cards">
          <li className="card">
            <h4 className="card__title">No logs</h4>
            <p>We never store the sites you visit.</p>
          </li>
          <li>
            <a className="card" href="#design">
              <h4 className="card__title">A linked card</h4>
              <p>Lifts on hover.</p>
            </a>
          </li>
        </ul>
      </Block>
      <Block title="Dialog">
        <dialog open className="design__dialog" aria-labelledby={`${id}-dialog`}>
          <h4 id={`${id}-dialog`} className="dialog__title">
            Try Premium
          </h4>
          <p>Faster locations and up to 10 devices.</p>
          <div className="dialog__actions">
            <button type="button" className="button button--ghost">
              Not now
            </button>
            <button type="button" className="button">
              See plans
            </button>
          </div>
        </dialog>
      </Block>
      <Block title="Table">
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reachable by keyboard */}
        <div className="table-scroll" role="region" aria-label="Sample table" tabIndex={0}>
          <table className="table">
            <caption>Sample plans (not real prices)</caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Devices</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Free</th>
                <td>1</td>
                <td>
                  <span className="badge">Free</span>
                </td>
              </tr>
              <tr>
                <th scope="row">Premium</th>
                <td>10</td>
                <td>
                  <span className="badge badge--premium">Active</span>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </Block>
      <Block title="Steps, FAQ, table of contents">
        <ol className="steps">
          <li>Download the app.</li>
          <li>Open it and press Connect.</li>
        </ol>
        <details className="faq__item">
          <summary>Is Planet VPN free?</summary>
          <p>Yes, with free locations; Premium adds more.</p>
        </details>
        <TableOfContents toc={SAMPLE_TOC} collapsible />
        <TableOfContents toc={SAMPLE_TOC} />
      </Block>
    </>
  )
}

function RightToLeft() {
  const id = useId()
  return (
    <div className="design__rtl" dir="rtl" lang="ar">
      <nav className="breadcrumbs" aria-label="مسار التنقل">
        <ol>
          <li>
            <a href="#design">الرئيسية</a>
          </li>
          <li>
            <a href="#design">التنزيل</a>
          </li>
          <li aria-current="page">Windows</li>
        </ol>
      </nav>
      <div className="actions">
        <button type="button" className="button">
          احصل على Planet VPN
        </button>
        <button type="button" className="button button--ghost">
          خطط Premium
        </button>
      </div>
      <form className="form" onSubmit={(event) => event.preventDefault()}>
        <div className="field field--invalid">
          <label htmlFor={`${id}-email`}>البريد الإلكتروني</label>
          <p id={`${id}-error`} className="field__error">
            أدخل عنوان بريد إلكتروني صالحًا.
          </p>
          <input id={`${id}-email`} type="email" aria-invalid aria-describedby={`${id}-error`} dir="ltr" />
        </div>
        <label className="checkbox">
          <input type="checkbox" defaultChecked /> تضمين الرموز
        </label>
      </form>
      <div className="notice notice--warning" role="note">
        هذه الصفحة غير مترجمة إلى لغتك بعد.
      </div>
      <ol className="steps">
        <li>نزّل التطبيق.</li>
        <li>افتحه واضغط «اتصال».</li>
      </ol>
    </div>
  )
}

/**
 * The living style page (`/_design/`): every component of components.css and pages.css in the
 * light and the dark theme side by side (`data-theme` on a wrapper declares the tokens again in its
 * scheme), and right-to-left samples. A whole document, rendered on the server without a script
 * (see the route).
 */
export function DesignDocument({ locale }: { locale: Locale }) {
  return (
    <html lang={bcp47(locale)} dir={textDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>Design system | Planet VPN</title>
        <link rel="stylesheet" href={appCss} />
        {/* A static file (public/): no page of the site imports it, so the build would not emit it. */}
        <link rel="stylesheet" href="/design-system.css" />
      </head>
      <body>
        <main className="container design" id="design">
          <h1>Design system</h1>
          <p className="design__lead">
            Tokens: <code>app/styles/tokens.css</code>. Components: <code>components.css</code>, pages:{' '}
            <code>pages.css</code>. Developer tools only; not indexed. <a href="/ar/_design/">Arabic page</a> ·{' '}
            <a href="/_design/">English page</a>
          </p>
          <div className="design__themes">
            <section className="design__theme" data-theme="light" aria-labelledby="design-light">
              <h2 id="design-light">Light</h2>
              <Gallery />
            </section>
            <section className="design__theme" data-theme="dark" aria-labelledby="design-dark">
              <h2 id="design-dark">Dark</h2>
              <Gallery />
            </section>
          </div>
          <div className="design__themes">
            <section className="design__theme" data-theme="light" aria-labelledby="design-rtl-light">
              <h2 id="design-rtl-light">Right to left, light</h2>
              <RightToLeft />
            </section>
            <section className="design__theme" data-theme="dark" aria-labelledby="design-rtl-dark">
              <h2 id="design-rtl-dark">Right to left, dark</h2>
              <RightToLeft />
            </section>
          </div>
        </main>
      </body>
    </html>
  )
}
