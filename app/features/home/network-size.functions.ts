import { createServerFn } from '@tanstack/react-start'

import { loadNetworkSize } from './network-size.server'

/** The number of server locations and countries (service data, the same for everyone). */
export const networkSizeFn = createServerFn({ method: 'GET' }).handler(() => loadNetworkSize())
