/**
 * Reads a PO catalog into `msgid → msgstr` (empty translations left out). Entries with a context
 * are skipped, or keyed `msgctxt \u0004 msgid` with `withContext`.
 */
export function parsePo(text: string, { withContext = false } = {}): Map<string, string> {
  const out = new Map<string, string>()
  let field: 'msgctxt' | 'msgid' | 'msgstr' | undefined
  let entry = { msgctxt: '', msgid: '', msgstr: '', hasContext: false }
  const flush = () => {
    if (entry.msgid && entry.msgstr) {
      if (!entry.hasContext) out.set(entry.msgid, entry.msgstr)
      else if (withContext) out.set(`${entry.msgctxt}\u0004${entry.msgid}`, entry.msgstr)
    }
    entry = { msgctxt: '', msgid: '', msgstr: '', hasContext: false }
  }
  // CRLF files too; `s`: a raw U+2028/U+2029 inside a string is text, not the end of the line.
  for (const line of text.split(/\r?\n/)) {
    const start = /^(msgctxt|msgid|msgstr) "(.*)"$/s.exec(line)
    if (start) {
      if (start[1] === 'msgctxt' || (start[1] === 'msgid' && field === 'msgstr')) flush()
      field = start[1] as typeof field
      if (field === 'msgctxt') entry.hasContext = true
      entry[field!] = JSON.parse(`"${start[2]}"`)
    } else if (field && /^"(.*)"$/s.test(line)) {
      entry[field] += JSON.parse(line)
    }
  }
  flush()
  return out
}
