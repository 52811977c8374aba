// Serves an existing production build (used by the browser tests, which build once first).
import { exitGracefullyOnSignals, startServer } from './serve.ts'

const server = await startServer()
exitGracefullyOnSignals(server)
console.log(`Serving the production build on ${server.url}`)
