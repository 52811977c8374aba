/**
 * The table of contents of a rendered document: its `<h2>` and `<h3>` headings become entries, and
 * each heading gets an `id` to link to. Runs on the server over micromark's HTML (our own content
 * files, so the shape is known: `<h2>text</h2>` on a line, inline markup inside).
 *
 * Ids are stable across languages where the heading is numbered ("4.1 Your Premium account" →
 * `section-4-1` in every locale, so `/de/policy/#section-4-1` and `/policy/#section-4-1` point to
 * the same part), else a slug of the words in any script (Arabic, Thai, CJK stay letters). Every id
 * is unique within the document.
 */

export interface TocEntry {
  /** The heading's `id` (without `#`). */
  id: string
  /** The heading as plain text (tags removed, entities decoded), ready for React to escape. */
  text: string
  /** 2 for a section, 3 for a subsection. */
  level: 2 | 3
}

/** Direction marks and isolates: invisible, they must not end up in an id or a label. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** The plain text of a heading's inner HTML. */
export function headingText(innerHtml: string): string {
  return decodeEntities(innerHtml.replace(/<[^>]*>/g, ''))
    .replace(BIDI_CONTROLS, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Arabic-Indic and Persian digits read as 0–9, so numbered headings get the same id in ar and fa. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
}

/** `section-4-1` for "4.1 …" / "4. …" / "§ 4 …", else a slug of the words, else `section`. */
export function headingId(text: string): string {
  const clean = asciiDigits(text.replace(BIDI_CONTROLS, '')).trim()
  const numbered = /^(?:§\s*)?(\d{1,3}(?:\.\d{1,3})*)\.?(?:\s|$)/.exec(clean)
  if (numbered?.[1]) return `section-${numbered[1].split('.').join('-')}`
  const slug = clean
    .normalize('NFKC')
    .toLowerCase()
    // Letters and digits of every script (with their combining marks: Thai vowels, Devanagari) stay.
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || 'section'
}

/**
 * Adds ids to the document's `<h2>`/`<h3>` headings and lists them. A heading that already has
 * attributes is left as it is (micromark writes none).
 */
export function addHeadingIds(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = []
  const used = new Set<string>()
  const out = html.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_, level: string, inner: string) => {
    const text = headingText(inner)
    const base = headingId(text)
    let id = base
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`
    used.add(id)
    toc.push({ id, text, level: level === '2' ? 2 : 3 })
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTML markup, not words
    return `<h${level} id="${id}">${inner}</h${level}>`
  })
  return { html: out, toc }
}
