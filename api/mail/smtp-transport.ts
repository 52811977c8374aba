import nodemailer from 'nodemailer'

import type { Mail, MailTransport } from './outbox.ts'

/** Delivery over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587). A failure leaves the mail queued. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(mail: Mail & { id: string }) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@planet-vpn>`,
      })
    },
  }
}
