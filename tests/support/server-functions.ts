import { readFileSync } from 'node:fs'

import { toJSONAsync } from 'seroval'

/** Server-function ids by function name, from the manifest of the production build under `root`. */
export function serverFunctionIds(root = '.'): Map<string, string> {
  const bundle = readFileSync(`${root}/dist/server/server.js`, 'utf8')
  const found = [...bundle.matchAll(/"([0-9a-f]{64})":\s*\{\s*functionName:\s*"(\w+?)_createServerFn_handler"/g)]
  return new Map(found.map(([, id, name]) => [name!, id!]))
}

/** The body Start's client sends for a call with `data`. */
export const serverFnBody = async (data: unknown) => JSON.stringify(await toJSONAsync({ data }))

/** The headers Start's client sends with every call. */
export const SERVER_FN_HEADERS = { accept: 'application/json', 'x-tsr-serverfn': 'true' } as const
