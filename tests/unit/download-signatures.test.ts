import { readFileSync } from 'node:fs'

import { createMessage, readKey, readSignature, verify } from 'openpgp'
import { describe, expect, it } from 'vitest'

import { groupFingerprint } from '#app/features/downloads/fingerprint.ts'
import { DOWNLOADS, SIGNING_KEY, signaturePath } from '#app/lib/site/downloads.ts'

/** The development stand-ins and what the manifest script published beside them. */
const FOLDER = 'public/downloads'
const files = DOWNLOADS.flatMap((platform) => platform.files ?? [])
const publicKey = await readKey({ armoredKey: readFileSync(`${FOLDER}${SIGNING_KEY.file}`, 'utf8') })

async function verified(bytes: Uint8Array, armoredSignature: string): Promise<boolean> {
  const { signatures } = await verify({
    message: await createMessage({ binary: bytes }),
    signature: await readSignature({ armoredSignature }),
    verificationKeys: publicKey,
  })
  return signatures[0]!.verified.then(
    () => true,
    () => false,
  )
}

describe('the download signatures', () => {
  it('are made by the key whose fingerprint the pages show', () => {
    expect(publicKey.getFingerprint().toUpperCase()).toBe(SIGNING_KEY.fingerprint)
    expect(publicKey.isPrivate()).toBe(false)
    expect(groupFingerprint('95F73A0D631A528D42B53AA03407C346BB4A71E5')).toBe(
      '95F7 3A0D 631A 528D 42B5 3AA0 3407 C346 BB4A 71E5',
    )
  })

  it.each(files.map((file) => [file.file, file] as const))('verify %s', async (_, file) => {
    const bytes = readFileSync(`${FOLDER}${file.file}`)
    expect(await verified(bytes, readFileSync(`${FOLDER}${signaturePath(file)}`, 'utf8'))).toBe(true)
  })

  it('fail for a file changed by one byte, or for another file’s signature', async () => {
    const [first, second] = files
    const bytes = readFileSync(`${FOLDER}${first!.file}`)
    const signature = readFileSync(`${FOLDER}${signaturePath(first!)}`, 'utf8')
    const tampered = Uint8Array.from(bytes)
    tampered[tampered.length >> 1]! ^= 1
    expect(await verified(tampered, signature)).toBe(false)
    expect(await verified(bytes, readFileSync(`${FOLDER}${signaturePath(second!)}`, 'utf8'))).toBe(false)
  })
})
