// Fills version, size and SHA-256 of every file entry in data/downloads.json from a folder that holds
// the release files under the same paths as on the content-delivery host.
//   npm run downloads:manifest -- <release folder> [version]     (default: public/downloads, version kept)
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

const MANIFEST = 'data/downloads.json'
const [folder = 'public/downloads', version] = process.argv.slice(2)

const manifest = JSON.parse(await readFile(MANIFEST, 'utf8'))
for (const platform of manifest.platforms) {
  for (const entry of platform.files ?? []) {
    const bytes = await readFile(path.join(folder, entry.file)).catch(() => {
      throw new Error(`${entry.file} is missing in ${folder}: every file entry needs its release file`)
    })
    entry.size = bytes.length
    entry.sha256 = createHash('sha256').update(bytes).digest('hex')
    if (version) entry.version = version
    console.log(`${entry.file}  ${entry.version}  ${entry.size} B  ${entry.sha256}`)
  }
}
await writeFile(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`)
