// Fills version, release day, size and SHA-256 of every file entry in data/downloads.json from a
// folder that holds the release files under the same paths as on the content-delivery host, signs
// each file (an armored detached OpenPGP signature beside it, `<file>.asc`) and publishes the
// signing key's public half there too (SIGNING_KEY_PATH), recording its fingerprint.
//   npm run downloads:manifest -- <release folder> [version] [YYYY-MM-DD]
//     (defaults: public/downloads, the version kept, today's date when the version changes)
// The key: DOWNLOADS_SIGNING_KEY_FILE (armored private key; default .data/downloads-signing-key.asc,
// made by `npm run downloads:keygen`), its passphrase in DOWNLOADS_SIGNING_KEY_PASSPHRASE if any.
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { createMessage, decryptKey, readPrivateKey, sign } from 'openpgp'

const MANIFEST = 'data/downloads.json'
/** Where the public key is published, under the downloads' base address. */
const SIGNING_KEY_PATH = '/planet-vpn-downloads-key.asc'
const [folder = 'public/downloads', version, releaseDay] = process.argv.slice(2)
const keyFile = process.env.DOWNLOADS_SIGNING_KEY_FILE || '.data/downloads-signing-key.asc'
const passphrase = process.env.DOWNLOADS_SIGNING_KEY_PASSPHRASE

const armoredKey = await readFile(keyFile, 'utf8').catch(() => {
  throw new Error(`No signing key at ${keyFile}: run npm run downloads:keygen, or name one in DOWNLOADS_SIGNING_KEY_FILE`)
})
const key = await readPrivateKey({ armoredKey })
const signingKey = passphrase ? await decryptKey({ privateKey: key, passphrase }) : key
const today = new Date().toISOString().slice(0, 10)
if (releaseDay && !/^\d{4}-\d{2}-\d{2}$/.test(releaseDay)) throw new Error('the release day is YYYY-MM-DD')

const manifest = JSON.parse(await readFile(MANIFEST, 'utf8'))
for (const platform of manifest.platforms) {
  for (const entry of platform.files ?? []) {
    const file = path.join(folder, entry.file)
    const bytes = await readFile(file).catch(() => {
      throw new Error(`${entry.file} is missing in ${folder}: every file entry needs its release file`)
    })
    entry.size = bytes.length
    entry.sha256 = createHash('sha256').update(bytes).digest('hex')
    if (version) entry.version = version
    if (releaseDay || version || !entry.released) entry.released = releaseDay ?? today
    const signature = await sign({
      message: await createMessage({ binary: bytes }),
      signingKeys: signingKey,
      detached: true,
      format: 'armored',
    })
    await writeFile(`${file}.asc`, signature)
    console.log(`${entry.file}  ${entry.version}  ${entry.released}  ${entry.size} B  ${entry.sha256}  signed`)
  }
}
await writeFile(path.join(folder, SIGNING_KEY_PATH), key.toPublic().armor())
manifest.signingKey = { fingerprint: key.getFingerprint().toUpperCase(), file: SIGNING_KEY_PATH }
await writeFile(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`signed with ${manifest.signingKey.fingerprint}; public key at ${SIGNING_KEY_PATH}`)
