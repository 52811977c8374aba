import { type ChildProcess, fork } from 'node:child_process'
import { setPriority } from 'node:os'

import type { ImageTransform, TransformOutput } from './image-transform.ts'

export interface TransformWorkerOptions {
  dirs: string[]
  remoteHosts: string[]
  maxAge: number
}

export interface TransformRequest {
  id: number
  source: string
  modifiers: Record<string, string>
}

export type TransformReply =
  { id: number; ok: true; output: TransformOutput } | { id: number; ok: false; message: string; statusCode?: number }

/** Nice value of the transform process: the kernel gives the site's own thread the core first. */
const TRANSFORM_PRIORITY = 15

/** A transform's failure as ipx reported it (its status code decides the answer). */
class TransformError extends Error {
  readonly statusCode: number | undefined

  constructor(message: string, statusCode?: number) {
    super(message)
    this.statusCode = statusCode
  }
}

/**
 * Image transforms in a child process at a low priority. sharp works on libuv's thread pool, the
 * same threads that hash passwords and read files, and on the cores that answer pages: in-process,
 * a burst of uncached images doubled the latency of `/api/plans`. In a niced process of its own a
 * transform only takes what the site leaves. Started on the first transform, started again after
 * a crash (the transforms in flight then fail).
 */
export function processTransform(
  options: TransformWorkerOptions,
): ImageTransform & { close: () => void; readonly pid: number | undefined } {
  let child: ChildProcess | undefined
  let nextId = 0
  const pending = new Map<number, { resolve: (output: TransformOutput) => void; reject: (error: Error) => void }>()

  const start = () => {
    const worker = fork(new URL('./transform-worker.ts', import.meta.url), [], {
      env: { ...process.env, IMAGE_TRANSFORM_OPTIONS: JSON.stringify(options) },
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    if (worker.pid) setPriority(worker.pid, TRANSFORM_PRIORITY)
    worker.on('message', (reply: TransformReply) => {
      const waiting = pending.get(reply.id)
      if (!waiting) return
      pending.delete(reply.id)
      if (reply.ok) waiting.resolve({ ...reply.output, data: Buffer.from(reply.output.data) })
      else waiting.reject(new TransformError(reply.message, reply.statusCode))
    })
    worker.on('exit', () => {
      if (child === worker) child = undefined
      for (const [id, waiting] of pending) {
        pending.delete(id)
        waiting.reject(new Error('image transform process exited'))
      }
    })
    // Idle, it keeps no one waiting: the server exits without closing it first.
    worker.unref()
    worker.channel?.unref()
    return worker
  }

  const transform = (source: string, modifiers: Record<string, string>) =>
    new Promise<TransformOutput>((resolve, reject) => {
      child ??= start()
      const id = ++nextId
      pending.set(id, { resolve, reject })
      // While transforms are in flight the channel keeps the parent waiting for their answers.
      child.channel?.ref()
      child.send({ id, source, modifiers } satisfies TransformRequest)
    }).finally(() => {
      if (pending.size === 0) child?.channel?.unref()
    })

  return Object.defineProperties(
    transform as ImageTransform & { close: () => void; readonly pid: number | undefined },
    {
      close: { value: () => child?.kill() },
      pid: { get: () => child?.pid },
    },
  )
}
