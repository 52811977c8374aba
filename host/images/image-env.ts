import * as v from 'valibot'

import type { ImageProxyOptions } from './image-proxy.ts'

const megabytes = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d+$/, 'must be a whole number of megabytes'),
    v.transform((mb) => Number(mb) * 1024 * 1024),
  )

const ImageEnvSchema = v.object({
  DATA_DIR: v.optional(v.string(), '.data'),
  IMAGE_REMOTE_HOSTS: v.optional(v.string(), ''),
  IMAGE_CACHE_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must name a folder'))),
  IMAGE_CACHE_MB: megabytes('256'),
  IMAGE_MEMORY_CACHE_MB: megabytes('32'),
})

/** The image proxy's settings from the environment; a bad value stops the server with its name. */
export function parseImageProxyEnv(
  source: Record<string, string | undefined>,
): Pick<ImageProxyOptions, 'remoteHosts' | 'cache'> {
  const result = v.safeParse(ImageEnvSchema, source)
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`)
    throw new Error(`Invalid image proxy configuration:\n${lines.join('\n')}`)
  }
  const env = result.output
  return {
    remoteHosts: env.IMAGE_REMOTE_HOSTS.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    cache: {
      dir: env.IMAGE_CACHE_DIR ?? `${env.DATA_DIR}/image-cache`,
      diskBytes: env.IMAGE_CACHE_MB,
      memoryBytes: env.IMAGE_MEMORY_CACHE_MB,
    },
  }
}
