import { createServerFn } from '@tanstack/react-start'

import { accountServiceAvailable } from '../../lib/api/account-client.server'

/** Whether the account API answers now (cached for a few seconds; bounded by the call timeout). */
export const accountServiceFn = createServerFn({ method: 'GET' }).handler(() => accountServiceAvailable())
