import { mkdir, writeFile } from 'node:fs/promises'

import type { Mail, MailTransport } from './outbox.ts'

const header = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`

/** Development delivery: each e-mail becomes an .eml file in the outbox folder. */
export function fileTransport(dir: string, from: string): MailTransport {
  return {
    async send(mail: Mail & { id: string }) {
      await mkdir(dir, { recursive: true })
      const boundary = `b-${mail.id}`
      const eml = [
        `From: ${header(from)}`,
        `To: ${mail.to}`,
        `Subject: ${header(mail.subject)}`,
        `Date: ${new Date().toUTCString()}`,
        `Message-ID: <${mail.id}@planet-vpn.local>`,
        'MIME-Version: 1.0',
        `Content-Type: multipart/alternative; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from(mail.text).toString('base64'),
        `--${boundary}`,
        'Content-Type: text/html; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from(mail.html).toString('base64'),
        `--${boundary}--`,
        '',
      ].join('\r\n')
      await writeFile(`${dir}/${Date.now()}-${mail.id}.eml`, eml)
    },
  }
}
