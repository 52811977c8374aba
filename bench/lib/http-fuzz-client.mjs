// Sends the requests of bench/http-fuzz.mjs and reads what comes back: through node:http for
// requests a client library can express, as raw bytes on a socket for the rest. Nothing here
// throws: every outcome (status, body, connection error, timeout) comes back as a value.
import http from 'node:http'
import net from 'node:net'

/** At most this much of a body is kept to look for stack traces (the rest is drained). */
const KEEP_BYTES = 1 << 20

/**
 * Signs that a body carries an error's internals rather than a page or an error message. The
 * path signs name the word they look for: a page that echoes the request's own path (a 404 for
 * `/node_modules/` links to `/de/node_modules/`) is not a leak, so those are skipped when the
 * request itself contained the word.
 */
const STACK_SIGNS = [
  ['stack frame', /(?:\n|\\n)\s*at .+?\(.+?:\d+:\d+\)/],
  ['stack frame', /(?:\n|\\n)\s*at (?:async )?(?:file|node):[^\s)]+:\d+:\d+/],
  ['error with stack', /\b[A-Z]\w*Error: [^\n]*(?:\n|\\n)\s+at /],
  ['node:internal', /node:internal/, 'node:internal'],
  ['project path', /\/(?:work|tmp)\/[\w.-]+\/(?:dist|server|app|scripts|node_modules)\//, '/work/'],
  ['build path', /dist\/server\//, 'dist/server'],
  ['file URL', /file:\/\/\//, 'file:'],
  ['node_modules', /node_modules\//, 'node_modules'],
]

/** Static build output (scripts, styles, images) may mention paths; only other bodies are searched. */
const BUILD_OUTPUT = /javascript|text\/css|^image\/|^font\/|octet-stream|wasm/

/** The first stack-trace sign in `text` that the request (`sent`, as text) did not carry itself. */
export function findStackTrace(text, sent = '') {
  const echoed = safeDecode(sent)
  for (const [name, pattern, word] of STACK_SIGNS) {
    if (word && (sent.includes(word) || echoed.includes(word))) continue
    const match = pattern.exec(text)
    if (match) return { sign: name, excerpt: text.slice(Math.max(0, match.index - 80), match.index + 160) }
  }
  return undefined
}

function safeDecode(text) {
  try {
    return decodeURIComponent(decodeURIComponent(text))
  } catch {
    return text.replace(/%2f/gi, '/')
  }
}

export function shouldSearchBody(status, contentType) {
  return !(status < 400 && BUILD_OUTPUT.test(contentType ?? ''))
}

/** Builds the bytes of a request (used when node:http refuses to send it as it is). */
export function rawBytes({ method, target, headers, body }) {
  const lines = [`${method} ${target} HTTP/1.1`, ...headers.map(([name, value]) => `${name}: ${value}`)]
  if (body?.length) lines.push(`Content-Length: ${body.length}`)
  lines.push('Connection: close', '', '')
  return Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), body ?? Buffer.alloc(0)])
}

/**
 * Sends one request with node:http. Resolves `{ status, headers, body }`, `{ error }` for a
 * connection failure or `{ timeout: true }`; `{ refused }` when node:http will not send it.
 */
export function sendHttp(agent, port, { method, target, headers, body }, timeoutMs) {
  return new Promise((resolve) => {
    let request
    try {
      request = http.request({
        host: '127.0.0.1',
        port,
        agent,
        method,
        path: target,
        // node:http sends a DELETE or OPTIONS body without any framing unless told its length.
        headers:
          body?.length && !headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name))
            ? [...headers, ['Content-Length', String(body.length)]].flat()
            : headers.flat(),
        setHost: false,
        // A redirect may carry a long query back in its Location: read it rather than fail.
        maxHeaderSize: 256 * 1024,
        // The server's answer may be odd too; the client should not be the one to refuse it.
        insecureHTTPParser: true,
      })
    } catch (error) {
      resolve({ refused: error.code ?? error.message })
      return
    }
    let settled = false
    const finish = (outcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(outcome)
    }
    const timer = setTimeout(() => {
      request.destroy()
      finish({ timeout: true })
    }, timeoutMs)
    request.on('error', (error) => finish({ error: error.code ?? error.message }))
    request.on('response', (response) => {
      const chunks = []
      let kept = 0
      response.on('data', (chunk) => {
        if (kept < KEEP_BYTES) {
          chunks.push(chunk)
          kept += chunk.length
        }
      })
      response.on('end', () =>
        finish({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
      response.on('error', (error) => finish({ error: error.code ?? error.message }))
      response.on('aborted', () => finish({ error: 'response aborted' }))
    })
    try {
      if (body?.length) request.end(body)
      else request.end()
    } catch (error) {
      finish({ refused: error.code ?? error.message })
    }
  })
}

/**
 * How many complete responses `buffer` holds (status line, headers and a body framed by
 * Content-Length or chunked encoding; 1xx answers are not counted). A response whose end only the
 * server's closing can tell (no length, no chunking) is not complete until then.
 */
export function completeResponses(buffer) {
  let offset = 0
  let count = 0
  for (;;) {
    const headerEnd = buffer.indexOf('\r\n\r\n', offset)
    if (headerEnd === -1) return count
    const head = buffer.toString('latin1', offset, headerEnd)
    const status = Number(/^HTTP\/\d(?:\.\d)? (\d{3})/.exec(head)?.[1])
    if (!status) return count
    let next = headerEnd + 4
    if (status >= 100 && status < 200) {
      offset = next
      continue
    }
    if (status !== 204 && status !== 304) {
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)
      if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head)) {
        for (;;) {
          const lineEnd = buffer.indexOf('\r\n', next)
          if (lineEnd === -1) return count
          const size = Number.parseInt(buffer.toString('latin1', next, lineEnd), 16)
          if (Number.isNaN(size)) return count
          if (size === 0) {
            const trailerEnd = buffer.indexOf('\r\n\r\n', lineEnd)
            if (trailerEnd === -1 && buffer.toString('latin1', lineEnd, lineEnd + 4) !== '\r\n\r\n') return count
            next = trailerEnd === -1 ? lineEnd + 4 : trailerEnd + 4
            break
          }
          next = lineEnd + 2 + size + 2
          if (next > buffer.length) return count
        }
      } else if (length) {
        next += Number(length[1])
        if (next > buffer.length) return count
      } else {
        return count
      }
    }
    count++
    offset = next
  }
}

/**
 * Writes raw bytes to a fresh connection and reads the answers. `close: 'wait'` keeps our side
 * open until `expect` complete responses arrived or the server closed; `'end'` half-closes right
 * after writing (a client that goes away), `'destroy'` drops the connection. Resolves the status
 * codes of every response seen and the text received.
 */
export function sendRaw(port, { raw, close = 'wait', expect = 1 }, timeoutMs) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    const chunks = []
    let kept = 0
    let settled = false
    const finish = (extra = {}) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      const text = Buffer.concat(chunks).toString('latin1')
      const statuses = [...text.matchAll(/(?:^|\r\n)HTTP\/\d(?:\.\d)? (\d{3})/g)].map((match) => Number(match[1]))
      resolve({ statuses, text, ...extra })
    }
    const timer = setTimeout(() => finish({ timeout: true }), timeoutMs)
    socket.on('data', (chunk) => {
      if (kept < KEEP_BYTES) {
        chunks.push(chunk)
        kept += chunk.length
      }
      if (close === 'wait' && completeResponses(Buffer.concat(chunks)) >= expect) finish()
    })
    socket.on('error', (error) => finish({ error: error.code ?? error.message }))
    socket.on('close', () => finish())
    socket.on('connect', () => {
      if (close === 'destroy') socket.write(raw, () => socket.destroy())
      else if (close === 'end') socket.end(raw)
      else socket.write(raw)
    })
  })
}
