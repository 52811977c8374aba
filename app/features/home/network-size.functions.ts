import { createServerFn } from '@tanstack/react-start'

import { answerPublicly } from '../../lib/api/public-answer.server'
import { loadNetworkSize } from './network-size.server'

/** The number of server locations and countries (service data, the same for everyone). */
export const networkSizeFn = createServerFn({ method: 'GET' }).handler(async () => {
  const size = await loadNetworkSize()
  // Not counted yet (the API has not answered): asked again next time, not kept for a minute.
  if (size) answerPublicly('service')
  return size
})
