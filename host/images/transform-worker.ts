// The image transforms of the site's server, in a process of their own at a lower priority (see
// transform-process.ts). Started by `fork` with its options in IMAGE_TRANSFORM_OPTIONS.
import sharp from 'sharp'

import { ipxTransform } from './image-transform.ts'
import type { TransformReply, TransformRequest, TransformWorkerOptions } from './transform-process.ts'

const options = JSON.parse(process.env.IMAGE_TRANSFORM_OPTIONS ?? '{}') as TransformWorkerOptions
sharp.concurrency(1)
const transform = ipxTransform(options)

process.on('message', (message: TransformRequest) => {
  transform(message.source, message.modifiers).then(
    (output) => send({ id: message.id, ok: true, output }),
    (error: unknown) =>
      send({
        id: message.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        statusCode: (error as { statusCode?: number } | null)?.statusCode,
      }),
  )
})

// The site's server is gone (stopped or crashed): so is the reason to run.
process.on('disconnect', () => process.exit(0))

function send(reply: TransformReply) {
  process.send?.(reply)
}
