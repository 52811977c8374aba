import { randomBytes } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { compressedCopies } from '../../scripts/vite-plugins/precompressed-files.ts'

describe('the build’s compressed copies of its text files', () => {
  it('are brotli and gzip of the file, byte for byte, and smaller', async () => {
    const text = Buffer.from('export const words = ["Planet VPN", "free", "servers"];\n'.repeat(200))
    const { br, gz } = await compressedCopies(text)
    expect(brotliDecompressSync(br!)).toEqual(text)
    expect(gunzipSync(gz!)).toEqual(text)
    expect(br!.length).toBeLessThan(gz!.length)
    expect(gz!.length).toBeLessThan(text.length)
  })

  it('are not made for a file under 1 kB or one that compression would not shrink', async () => {
    expect(await compressedCopies(Buffer.from('a'.repeat(1023)))).toEqual({})
    expect(await compressedCopies(randomBytes(4096))).toEqual({ br: undefined, gz: undefined })
  })
})
