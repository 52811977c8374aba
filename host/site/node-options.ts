/**
 * Node options of the production server process (docs/deployment.md). With
 * `--experimental-async-context-frame` (Node 24's default) AsyncLocalStorage, which the Start
 * server uses for each request's context, rides on V8's continuation data instead of async hooks:
 * without it every promise and callback pays a hook call, ≈ 10 % of a page from the render cache.
 * Passed on the command line by `npm start`, the tests and the benchmarks; not in `.npmrc`, whose
 * `node-options` would also reach `npm install`'s scripts, which may run on an older Node.
 */
export const SERVER_NODE_OPTIONS: readonly string[] = ['--experimental-async-context-frame']

/** Whether this process runs with them (on the command line or in NODE_OPTIONS). */
export function hasServerNodeOptions(execArgv: readonly string[], nodeOptions = ''): boolean {
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)])
  return SERVER_NODE_OPTIONS.every((option) => given.has(option))
}
