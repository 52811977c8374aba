/**
 * French typography, applied to every French text where it is compiled or read (the catalogs, the
 * e-mails, the content files), so translators type ordinary spaces and readers never see a `?`
 * or `»` wrapped onto a line of its own: a narrow no-break space (U+202F) before `? ! ;`, a no-break
 * space (U+00A0) before `:` and inside `« »`. Only spaces already there become no-break ones
 * (and the guillemets always get theirs): `https://`, `10:30` and `{n}:` stay as they are.
 */
const NARROW_NBSP = '\u202F'
const NBSP = '\u00A0'
const SPACES = '[ \\u00A0\\u202F]'

const RULES: [RegExp, string][] = [
  [new RegExp(`${SPACES}+([?!;])`, 'g'), `${NARROW_NBSP}$1`],
  [new RegExp(`${SPACES}+:`, 'g'), `${NBSP}:`],
  [new RegExp(`«${SPACES}*`, 'g'), `«${NBSP}`],
  [new RegExp(`${SPACES}*»`, 'g'), `${NBSP}»`],
]

export function frenchSpacing(text: string): string {
  let out = text
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement)
  return out
}

/** The text as readers of `locale` should see it: French spacing for French, unchanged otherwise. */
export const localTypography = (locale: string, text: string): string => (locale === 'fr' ? frenchSpacing(text) : text)
