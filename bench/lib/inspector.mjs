// Memory of a server process measured through its inspector (started with `--inspect` on a
// loopback port): full garbage collections first, then `process.memoryUsage()`. RSS alone says
// little under load: V8 grows its heap as long as it may and collects lazily, so RSS rises for
// minutes without any leak. What is still reachable after a full collection is what a leak grows.

/** Connects to the inspector on `port` (127.0.0.1) and returns `measure()` and `close()`. */
export async function connectInspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let lastId = 0
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId
      const onMessage = (event) => {
        const message = JSON.parse(event.data)
        if (message.id !== id) return
        socket.removeEventListener('message', onMessage)
        if (message.error) reject(new Error(`${method}: ${message.error.message}`))
        else resolve(message.result)
      }
      socket.addEventListener('message', onMessage)
      socket.send(JSON.stringify({ id, method, params }))
    })
  await call('HeapProfiler.enable')
  return {
    /** MB after two full collections: rss, heapUsed, external. */
    async measure() {
      await call('HeapProfiler.collectGarbage')
      await call('HeapProfiler.collectGarbage')
      const { result } = await call('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      })
      const usage = JSON.parse(result.value)
      const mb = (bytes) => bytes / 1048576
      return { rss: mb(usage.rss), heapUsed: mb(usage.heapUsed), external: mb(usage.external) }
    },
    close: () => socket.close(),
  }
}
