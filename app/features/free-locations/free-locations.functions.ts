import { createServerFn } from '@tanstack/react-start'

import { loadFreeLocations } from './free-locations.server'

/** Countries and cities of the free servers (service data, no authentication). */
export const freeLocationsFn = createServerFn({ method: 'GET' }).handler(() => loadFreeLocations())
