import { languageTag } from '#contracts/locales.ts'
import { isRtl, serverI18n } from '../i18n/server-i18n.ts'
import type { Mail } from './outbox.ts'
import { escapeHtml } from '../http/html.ts'

function layout(
  locale: string,
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): Mail {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', 'Planet VPN'].join('\n')
  const dir = isRtl(locale) ? 'rtl' : 'ltr'
  const html = `<!doctype html><html lang="${languageTag(locale)}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">${lines
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('')}<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p><p>Planet VPN</p></body></html>`
  return { to, subject, text, html }
}

export function confirmEmailMail(locale: string, to: string, url: string): Mail {
  const i18n = serverI18n(locale)
  return layout(
    locale,
    to,
    i18n._('Confirm your e-mail address for Planet VPN'),
    [
      i18n._('Please confirm that this e-mail address belongs to your Planet VPN account.'),
      i18n._('The link works for 48 hours.'),
    ],
    { label: i18n._('Confirm e-mail address'), url },
  )
}

export function resetPasswordMail(locale: string, to: string, url: string): Mail {
  const i18n = serverI18n(locale)
  return layout(
    locale,
    to,
    i18n._('Reset your Planet VPN password'),
    [
      i18n._('Somebody asked to reset the password of your Planet VPN account.'),
      i18n._('If it was you, choose a new password with the link below. It works once, for one hour.'),
      i18n._('If it was not you, ignore this e-mail: your password stays the same.'),
    ],
    { label: i18n._('Choose a new password'), url },
  )
}

/**
 * The notice after a password change or reset. It names no address, password or token: whoever
 * reads it learns only that the password changed, when, and where to take the account back.
 */
export function passwordChangedMail(locale: string, to: string, input: { changedAt: Date; forgotUrl: string }): Mail {
  const i18n = serverI18n(locale)
  const date = new Intl.DateTimeFormat(languageTag(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(input.changedAt)
  return layout(
    locale,
    to,
    i18n._('Your Planet VPN password was changed'),
    [
      i18n._({
        id: 'The password of your Planet VPN account was changed on {date} (UTC).',
        comment: '{date} is the date and time of the change, for example "12 May 2026, 14:05".',
        values: { date },
      }),
      i18n._('For your safety, every other device and browser signed in to your account was logged out.'),
      i18n._('If it was you, there is nothing else to do.'),
      i18n._(
        'If it was not you, choose a new password right away with the link below, and change the password of your e-mail account too.',
      ),
    ],
    { label: i18n._('Reset your password'), url: input.forgotUrl },
  )
}

export function receiptMail(
  locale: string,
  to: string,
  input: { amountMinor: number; currency: string; periodEnd: Date; url: string },
): Mail {
  const i18n = serverI18n(locale)
  const tag = languageTag(locale)
  const amount = new Intl.NumberFormat(tag, { style: 'currency', currency: input.currency }).format(
    input.amountMinor / 100,
  )
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(input.periodEnd)
  return layout(
    locale,
    to,
    i18n._('Your Planet VPN receipt'),
    [
      i18n._('Thank you for your payment. Your Premium access runs until {date}.', { date }),
      i18n._('Amount paid: {amount}', { amount }),
    ],
    { label: i18n._('Open your account'), url: input.url },
  )
}
