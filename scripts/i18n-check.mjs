// `npm run i18n:check`: fails when a catalog is out of date with the source code, when any of the
// 19 translated catalogs misses a translation, when a translation loses a placeholder or tag, or
// when a message breaks a rule of scripts/i18n-rules.ts (ICU syntax, the language's plural forms),
// or when a catalog or content file breaks a writing rule of its language (i18n-writing-rules.ts)
// or the glossary (locales/glossary.csv, i18n-glossary.ts), or a content file loses a placeholder,
// a tag or a link of the English one or keeps English in it (i18n-content-rules.ts).
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'

import { parse } from '@messageformat/parser'

import { entryProblems, icuSyntaxProblems } from './i18n-rules.ts'
import { contentTextProblems, markdownProblems } from './i18n-content-rules.ts'
import { glossaryProblems, parseGlossary } from './i18n-glossary.ts'
import { contentTexts, headerLanguageProblems, writingProblems } from './i18n-writing-rules.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const localesDir = `${root}locales`
const locales = readdirSync(localesDir)
  .filter((l) => existsSync(`${localesDir}/${l}/messages.po`))
  .sort()
const files = Object.fromEntries(locales.map((l) => [l, `${localesDir}/${l}/messages.po`]))
const problems = []

// 1. Up to date: extract into a scratch copy of the catalogs and compare with the committed ones.
const before = Object.fromEntries(Object.entries(files).map(([l, f]) => [l, readFileSync(f, 'utf8')]))
const scratch = mkdtempSync(`${tmpdir()}/i18n-check-`)
cpSync(localesDir, scratch, { recursive: true })
const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, LINGUI_CATALOG_DIR: scratch },
})
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr)
  process.exit(1)
}
const withoutDate = (s) => s.replace(/^"POT-Creation-Date:.*\n/m, '')
for (const locale of locales) {
  const after = readFileSync(`${scratch}/${locale}/messages.po`, 'utf8')
  if (withoutDate(after) !== withoutDate(before[locale])) {
    problems.push(`${locale}: catalog is out of date with the source — run npm run i18n:extract`)
  }
}
rmSync(scratch, { recursive: true, force: true })

// 2. Complete and consistent translations.
function parsePo(text) {
  const entries = []
  let current = null
  let field = null
  for (const line of text.split('\n')) {
    const start = /^(msgctxt|msgid|msgstr) "(.*)"$/.exec(line)
    if (start) {
      if (start[1] === 'msgctxt' || (start[1] === 'msgid' && !current?.pendingContext)) {
        current = { msgctxt: undefined, msgid: '', msgstr: '' }
        entries.push(current)
      }
      if (start[1] === 'msgctxt') current.pendingContext = true
      if (start[1] === 'msgid') current.pendingContext = false
      field = start[1]
      current[field] = JSON.parse(`"${start[2]}"`)
    } else if (/^"(.*)"$/.test(line) && current && field) {
      current[field] += JSON.parse(line)
    } else if (!line.trim()) {
      field = null
    }
  }
  return entries.filter((e) => e.msgid !== '')
}

/**
 * What a translation must keep of its source: the names of its placeholders and plural/select
 * arguments and its numbered tags, as a set. ICU plural and select cases are read with the
 * MessageFormat parser, so a language with other plural categories (Russian few/many, Japanese
 * other only) keeps its own cases; every plural or select must still have an `other` case.
 */
function icuShape(message) {
  const names = new Set()
  let missingOther = false
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'content') {
        for (const tag of token.value.matchAll(/<\/?\d+\/?>/g)) names.add(tag[0])
      } else if (token.type === 'argument' || token.type === 'function') {
        names.add(`{${token.arg}}`)
      } else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(`{${token.arg}}`)
        if (!token.cases.some((c) => c.key === 'other')) missingOther = true
        for (const c of token.cases) walk(c.tokens)
      }
    }
  }
  try {
    walk(parse(message, { strict: false }))
  } catch {
    return 'unparsable'
  }
  return [...names].sort().join(' ') + (missingOther ? ' (no other case)' : '')
}
let total = 0
let sameAsEnglish = 0
for (const locale of locales) {
  for (const entry of parsePo(before[locale])) {
    // Every catalog, the source one too: English messages need English's plural forms.
    problems.push(...entryProblems(locale, entry))
    if (locale === 'en') continue
    total++
    const label = `${locale}: "${entry.msgid.slice(0, 60)}"`
    if (!entry.msgstr.trim()) problems.push(`${label} has no translation`)
    // A translation that does not parse is reported once, by entryProblems.
    else if (icuSyntaxProblems(entry.msgstr).length) continue
    else if (icuShape(entry.msgstr) !== icuShape(entry.msgid)) problems.push(`${label} changes placeholders or tags`)
    else if (entry.msgstr === entry.msgid && /[a-z]{4,}\s[a-z]{4,}/i.test(entry.msgid)) sameAsEnglish++
  }
}

console.log(`Checked ${locales.length} catalogs, ${total} translations; ${sameAsEnglish} identical to English.`)

// 3. How each language is written (scripts/i18n-writing-rules.ts: the catalogs' declared
// language, right-to-left arrows, French spacing) and the glossary's terms and names
// (locales/glossary.csv, scripts/i18n-glossary.ts); in the catalogs and the content files. A page
// file is compared with the English one value by value, so a name it lost is found too.
const glossary = parseGlossary(readFileSync(`${localesDir}/glossary.csv`, 'utf8'))
const textProblems = (locale, label, source, text) => [
  ...writingProblems(locale, label, text),
  ...glossaryProblems(glossary, locale, label, source, text),
]
/** Pairs of (English, translated) strings of two page files with the same shape. */
const pairs = (english, translated, out = []) => {
  if (typeof translated === 'string') out.push([typeof english === 'string' ? english : '', translated])
  else if (translated && typeof translated === 'object') {
    for (const [key, value] of Object.entries(translated)) pairs(english?.[key], value, out)
  }
  return out
}
for (const locale of locales) {
  problems.push(...headerLanguageProblems(locale, before[locale]))
  if (locale === 'en') continue
  for (const entry of parsePo(before[locale])) {
    problems.push(...textProblems(locale, `"${entry.msgid.slice(0, 60)}"`, entry.msgid, entry.msgstr))
  }
  for (const kind of ['pages', 'legal', 'blog']) {
    const dir = `${root}content/${kind}/${locale}`
    if (!existsSync(dir)) continue
    for (const file of readdirSync(dir)) {
      const label = `content/${kind}/${locale}/${file}`
      const source = readFileSync(`${dir}/${file}`, 'utf8')
      const englishFile = `${root}content/${kind}/en/${file}`
      const texts =
        kind === 'pages' && existsSync(englishFile)
          ? pairs(JSON.parse(readFileSync(englishFile, 'utf8')), JSON.parse(source)).filter(
              ([, text]) => !/^(\/|https?:)/.test(text),
            )
          : contentTexts(file, source).map((text) => ['', text])
      for (const [english, text] of texts) problems.push(...textProblems(locale, label, english, text))
      // Against the English file (i18n-content-rules.ts): placeholders, tags and links kept, no English left.
      if (!existsSync(englishFile)) continue
      if (kind === 'pages') {
        for (const [english, text] of texts) problems.push(...contentTextProblems(locale, label, english, text))
      } else {
        problems.push(...markdownProblems(locale, label, readFileSync(englishFile, 'utf8'), source))
      }
    }
  }
}

// Long documents may wait for their translation (the English text is shown with a note): listed, not failed.
for (const kind of ['legal', 'blog']) {
  const english = readdirSync(`${root}content/${kind}/en`)
  const missing = locales
    .filter((locale) => locale !== 'en')
    .map((locale) => [locale, english.filter((file) => !existsSync(`${root}content/${kind}/${locale}/${file}`))])
    .filter(([, files]) => files.length > 0)
  if (missing.length) {
    console.log(`Untranslated ${kind} documents (shown in English with a note):`)
    for (const [locale, files] of missing)
      console.log(`  ${locale}: ${files.map((f) => f.replace(/\.md$/, '')).join(', ')}`)
  }
}
if (sameAsEnglish > total * 0.02) problems.push(`${sameAsEnglish} sentences are copied from English, not translated`)
if (problems.length) {
  console.error(`${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('All catalogs are up to date and complete.')
