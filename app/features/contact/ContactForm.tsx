import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'

import { MESSAGE_MAX } from '#contracts/limits.ts'
import type { ContactTopic } from '#contracts/support.ts'
import { FormError, SubmitButton } from '../../components/forms/FormAlert'
import { errorMessage } from '../../components/forms/error-messages'
import { TextField } from '../../components/forms/TextField'
import { useForm, type FormCheck } from '../../components/forms/use-form'
import { useLocale } from '../../lib/i18n/use-locale'
import { localizePath } from '../../lib/routing/locale-path'
import { useAuth } from '../account/auth-hooks'
import type { ContactFormInput } from './contact-form-schema'
import { contactFn } from './contact.functions'

/** A field's error paragraph and the attributes that tie it to its control. */
function useFieldError(error: string | undefined) {
  const { i18n } = useLinguiCore()
  const id = useId()
  return {
    id,
    control: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined },
    message: error && (
      <p id={`${id}-error`} className="field__error">
        {errorMessage(i18n, error)}
      </p>
    ),
  }
}

/** `/contact-us/`: e-mail, topic and message; on success the visitor lands on `/thanks/`. */
export function ContactFormWidget() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const auth = useAuth()
  // The rules (and valibot) and the error sentences load when the form is first sent: most
  // visitors of the page only read it.
  const check: FormCheck<ContactFormInput> = async (values) => {
    const [rules] = await Promise.all([
      import('./contact-form-schema'),
      import('../../lib/i18n/error-catalogs').then((catalogs) => catalogs.loadErrorSentences(i18n, locale)),
    ])
    return rules.checkContactForm(values)
  }
  const form = useForm(check, { email: auth.email ?? '', topic: '', message: '' }, async (input) => {
    const result = await contactFn({ data: { ...input, locale } })
    if (result.ok) await navigate({ href: localizePath('/thanks/', locale) })
    return result
  })
  const topic = form.field('topic')
  const message = form.field('message')
  const topicField = useFieldError(topic.error)
  const messageField = useFieldError(message.error)
  const topics: Record<ContactTopic, string> = {
    support: t({
      message: 'Help with the app or the website',
      comment: 'Entry of the Topic list of the contact form: what the message is about',
    }),
    billing: t({
      message: 'Payments, subscriptions and refunds',
      comment: 'Entry of the Topic list of the contact form: what the message is about',
    }),
    partnership: t({
      message: 'Affiliate program and partnerships',
      comment: 'Entry of the Topic list of the contact form: what the message is about',
    }),
    press: t({
      message: 'Press',
      comment:
        'Entry of the Topic list of the contact form: questions from journalists and the media (press = news media)',
    }),
    other: t({
      message: 'Something else',
      comment: 'Entry of the Topic list of the contact form: a topic that none of the other entries covers',
    }),
  }
  return (
    <section className="section" aria-labelledby="contact-title">
      <div className="container tool__panel">
        <h2 id="contact-title">
          <Trans comment="Heading of the contact form">Write to us</Trans>
        </h2>
        <form method="post" onSubmit={form.onSubmit} noValidate className="form">
          <FormError code={form.formError} />
          <TextField
            {...form.field('email')}
            label={t({
              message: 'Your e-mail address',
              comment: 'Label of the e-mail field of the contact form: where the answer is sent',
            })}
            type="email"
            autoComplete="email"
          />
          <div className={`field${topic.error ? ' field--invalid' : ''}`}>
            <label htmlFor={topicField.id}>
              <Trans comment="Label of the drop-down list of the contact form that says what the message is about">
                Topic
              </Trans>
            </label>
            <select {...topicField.control} name="topic" defaultValue={topic.defaultValue} onChange={topic.onChange}>
              <option value="">
                {t({
                  message: 'Choose a topic',
                  comment: 'First, empty entry of the Topic list of the contact form, shown before anything is chosen',
                })}
              </option>
              {Object.entries(topics).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            {topicField.message}
          </div>
          <div className={`field${message.error ? ' field--invalid' : ''}`}>
            <label htmlFor={messageField.id}>
              <Trans comment="Label of the large text box of the contact form">Your message</Trans>
            </label>
            <textarea
              {...messageField.control}
              name="message"
              rows={8}
              maxLength={MESSAGE_MAX}
              defaultValue={message.defaultValue}
              onChange={message.onChange}
            />
            {messageField.message}
          </div>
          <p className="field__hint">
            <Trans>Never send your password. We answer at the e-mail address you give here.</Trans>
          </p>
          <SubmitButton pending={form.pending}>
            <Trans comment="Submit button of the contact form">Send the message</Trans>
          </SubmitButton>
        </form>
      </div>
    </section>
  )
}
