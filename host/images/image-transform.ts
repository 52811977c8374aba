import { createIPX, ipxFSStorage, ipxHttpStorage } from 'ipx'

/** What a transform produces: the image bytes, their format and how long they may be kept. */
export interface TransformOutput {
  data: Buffer
  format: string
  /** Seconds: the source's own max-age for remote sources, else the proxy's. */
  maxAge: number
}

/** Renders `source` with ipx modifiers (long names: `format`, `width`, …). */
export type ImageTransform = (source: string, modifiers: Record<string, string>) => Promise<TransformOutput>

/** Refuse decompression bombs: sources above ~40 megapixels are not processed. */
const MAX_INPUT_PIXELS = 40_000_000
/** A slow remote host must not hold a transform slot for long. */
const REMOTE_TIMEOUT_MS = 10_000

/** The transform of the running site: ipx over sharp, local folders and allow-listed hosts. */
export function ipxTransform(options: { dirs: string[]; remoteHosts: string[]; maxAge: number }): ImageTransform {
  const { maxAge } = options
  const ipx = createIPX({
    storage: ipxFSStorage({ dir: options.dirs, maxAge }),
    httpStorage: ipxHttpStorage({
      domains: options.remoteHosts,
      maxAge,
      // ofetch reads `timeout`; the type only knows RequestInit.
      fetchOptions: { redirect: 'error', timeout: REMOTE_TIMEOUT_MS } as RequestInit,
    }),
    sharpOptions: { limitInputPixels: MAX_INPUT_PIXELS },
    svgo: false,
  })
  return async (source, modifiers) => {
    const image = ipx(source, modifiers)
    const meta = await image.getSourceMeta()
    const { data, format } = await image.process()
    return {
      data: typeof data === 'string' ? Buffer.from(data) : data,
      format: format ?? modifiers.format ?? 'webp',
      maxAge: Math.min(maxAge, meta.maxAge ?? maxAge),
    }
  }
}
