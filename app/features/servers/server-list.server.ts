import * as v from 'valibot'

import { NodePoolsSchema } from '#contracts/catalog.ts'
import { serviceClient } from '../../lib/api/service-client.server'
import { serverListSource } from './server-list-source'

const source = serverListSource({
  fetchPools: async () => v.parse(NodePoolsSchema, await serviceClient('/nodes-pools')),
})

/** Every location of the service, from the API's `/nodes-pools` (see serverListSource). */
export const readServerList = source.read
