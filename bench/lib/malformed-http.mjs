// Malformed HTTP on raw sockets against 127.0.0.1:<port>, one request after the other with a short
// pause, until SIGTERM; then prints how many were sent. A process of its own, so it keeps sending
// while the benchmark that started it waits for wrk (bench/soak.mjs).
import net from 'node:net'

const port = Number(process.argv[2])
const REQUESTS = [
  'GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n',
  `GET / HTTP/1.1\r\nHost: localhost\r\nX-Junk: ${'h'.repeat(20_000)}\r\n\r\n`,
  'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 52428800\r\n\r\n{"a":',
  'GARBAGE\r\n\r\n',
]
let sent = 0
let stopped = false
process.on('SIGTERM', () => (stopped = true))

while (!stopped) {
  const text = REQUESTS[sent % REQUESTS.length]
  await new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text))
    socket.setTimeout(2000, () => socket.destroy())
    socket.on('data', () => socket.destroy())
    socket.on('close', resolve)
    socket.on('error', resolve)
  })
  sent++
  await new Promise((resolve) => setTimeout(resolve, 50))
}
console.log(sent)
