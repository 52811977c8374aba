import type { Mail } from './outbox.ts'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

function layout(to: string, subject: string, lines: string[], action: { label: string; url: string }): Mail {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', 'Planet VPN'].join('\n')
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${lines
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('')}<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p><p>Planet VPN</p></body></html>`
  return { to, subject, text, html }
}

export function confirmEmailMail(to: string, url: string): Mail {
  return layout(
    to,
    'Confirm your e-mail address for Planet VPN',
    ['Please confirm that this e-mail address belongs to your Planet VPN account.', 'The link works for 48 hours.'],
    { label: 'Confirm e-mail address', url },
  )
}

export function resetPasswordMail(to: string, url: string): Mail {
  return layout(
    to,
    'Reset your Planet VPN password',
    [
      'Somebody asked to reset the password of your Planet VPN account.',
      'If it was you, choose a new password with the link below. It works once, for one hour.',
      'If it was not you, ignore this e-mail: your password stays the same.',
    ],
    { label: 'Choose a new password', url },
  )
}
