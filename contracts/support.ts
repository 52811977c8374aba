import * as v from 'valibot'

import { EmailSchema, LocaleSchema } from './auth.ts'
import { MESSAGE_MAX, MESSAGE_MIN } from './limits.ts'

export { MESSAGE_MAX, MESSAGE_MIN }

export const CONTACT_TOPICS = ['support', 'billing', 'partnership', 'press', 'other'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

/** A message from the contact form (`POST /v1/support/messages`). */
export const ContactMessageSchema = v.object({
  email: EmailSchema,
  topic: v.picklist(CONTACT_TOPICS, 'topic_required'),
  message: v.pipe(
    v.string('message_required'),
    v.trim(),
    v.nonEmpty('message_required'),
    v.minLength(MESSAGE_MIN, 'message_too_short'),
    v.maxLength(MESSAGE_MAX, 'message_too_long'),
  ),
  locale: LocaleSchema,
})
