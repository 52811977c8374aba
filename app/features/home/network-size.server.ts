import * as v from 'valibot'

import { NodePoolsSchema } from '#contracts/catalog.ts'
import { keptAnswers } from '../../lib/api/kept-answers'
import { serviceClient } from '../../lib/api/service-client.server'
import { networkSize, type NetworkSize } from './network-size'

const kept = keptAnswers<NetworkSize, unknown>()

/** From `/nodes-pools`, kept like the plans (kept-answers.ts); undefined until the API has answered once. */
export async function loadNetworkSize(): Promise<NetworkSize | undefined> {
  const [size] = await kept('all', async () => {
    try {
      return [networkSize(v.parse(NodePoolsSchema, await serviceClient('/nodes-pools'))), null] as const
    } catch (error) {
      console.warn('Server locations unavailable:', error instanceof Error ? error.message : error)
      return [null, error] as const
    }
  })
  return size ?? undefined
}
