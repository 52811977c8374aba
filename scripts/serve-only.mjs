// Serves an existing production build (used by the browser tests, which build once first).
import { startServer } from './serve.mjs'

const server = await startServer()
console.log(`Serving the production build on ${server.url}`)
