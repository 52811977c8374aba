import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

import { ContactMessageSchema } from '#contracts/support.ts'
import { accountCall } from '../../lib/api/account-client.server'
import { sameSiteOnly } from '../../lib/api/same-site.middleware'
import type { FormResult } from '../account/auth.functions'

/** The contact form's message, handed to the API, which delivers it to the support inbox. */
export const contactFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(ContactMessageSchema)
  .handler(async ({ data }): Promise<FormResult> => {
    const [, error] = await accountCall(v.unknown(), '/v1/support/messages', { method: 'POST', body: data })
    return error ? { ok: false, error } : { ok: true }
  })
