// Makes the OpenPGP key pair that signs the development stand-ins of the app downloads:
//   npm run downloads:keygen [-- --force]
// The private key goes to .data/ (never committed); `npm run downloads:manifest` signs with it and
// publishes its public half beside the files. Production signs with its own key, kept offline and
// named by DOWNLOADS_SIGNING_KEY_FILE when the release manifest is made (docs/deployment.md).
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

import { generateKey, readKey } from 'openpgp'

const DEV_SIGNING_KEY_FILE = '.data/downloads-signing-key.asc'

if (existsSync(DEV_SIGNING_KEY_FILE) && !process.argv.includes('--force')) {
  console.error(`${DEV_SIGNING_KEY_FILE} exists; --force replaces it (and every signature must then be made again)`)
  process.exit(1)
}
const { privateKey, publicKey } = await generateKey({
  type: 'curve25519',
  userIDs: [{ name: 'Planet VPN downloads (development)', email: 'downloads@freevpnplanet.com' }],
  format: 'armored',
})
await mkdir(dirname(DEV_SIGNING_KEY_FILE), { recursive: true })
await writeFile(DEV_SIGNING_KEY_FILE, privateKey, { mode: 0o600 })
const fingerprint = (await readKey({ armoredKey: publicKey })).getFingerprint().toUpperCase()
console.log(`${DEV_SIGNING_KEY_FILE}: ${fingerprint}`)
