import * as v from 'valibot'

import { EmailSchema } from '#contracts/auth.ts'
import { ContactMessageSchema } from '#contracts/support.ts'
import { schemaCheck } from '../../components/forms/form-check'

/** What the contact form checks before sending (the API checks the same rules, and the locale). */
export const ContactFormSchema = v.object({
  email: EmailSchema,
  topic: ContactMessageSchema.entries.topic,
  message: ContactMessageSchema.entries.message,
})

export type ContactFormInput = v.InferOutput<typeof ContactFormSchema>

export const checkContactForm = schemaCheck(ContactFormSchema)
