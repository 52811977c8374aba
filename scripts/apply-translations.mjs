// Writes translations handed over as JSON into the PO catalogs, after `npm run i18n:extract` has
// added the new messages (empty msgstr). Usage: node scripts/apply-translations.mjs FILE.json [...]
// Each file is a list of { message, context?, translations: { de: '…', … } } with every locale but
// the source one. Fails, naming them, on messages the catalogs do not have or locales left out, so a
// hand-over cannot silently drop a translation.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'

const LOCALES_DIR = new URL('../locales/', import.meta.url)
const files = process.argv.slice(2)
if (files.length === 0) {
  console.error('usage: node scripts/apply-translations.mjs FILE.json [...]')
  process.exit(2)
}

const poString = (text) =>
  '"' + text.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n').replaceAll('\t', '\\t') + '"'

const entries = files.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')))
const locales = readdirLocales()
const problems = []

for (const locale of locales) {
  const path = new URL(`${locale}/messages.po`, LOCALES_DIR)
  const blocks = readFileSync(path, 'utf8').split('\n\n')
  for (const entry of entries) {
    const translation = entry.translations[locale]
    if (typeof translation !== 'string' || translation.trim() === '') {
      problems.push(`${locale}: no translation of ${JSON.stringify(entry.message)}`)
      continue
    }
    const idLine = `msgid ${poString(entry.message)}`
    const contextLine = entry.context === undefined ? undefined : `msgctxt ${poString(entry.context)}`
    const index = blocks.findIndex((block) => {
      const lines = block.split('\n')
      const hasContext = lines.some((line) => line.startsWith('msgctxt '))
      return lines.includes(idLine) && (contextLine ? lines.includes(contextLine) : !hasContext)
    })
    if (index < 0) {
      problems.push(`${locale}: the catalog has no ${JSON.stringify(entry.message)} (run npm run i18n:extract first)`)
      continue
    }
    blocks[index] = blocks[index].replace(/^msgstr .*$/m, `msgstr ${poString(translation)}`)
  }
  writeFileSync(path, blocks.join('\n\n'))
}

function readdirLocales() {
  return readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'en' && existsSync(new URL(`${entry.name}/messages.po`, LOCALES_DIR)))
    .map((entry) => entry.name)
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`${entries.length} messages × ${locales.length} locales written`)
