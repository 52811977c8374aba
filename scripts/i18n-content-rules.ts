// Rules `npm run i18n:check` applies to a translated content file against its English original
// (content/pages/*.json value by value, content/{blog,legal}/*.md as a whole). Pure functions,
// so tests/unit/i18n-content-rules.test.ts can feed them broken files.

/** Placeholders (`{refundWindowDays}`) and numbered tags (`<0>`) a text has, as a sorted list. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{[A-Za-z_]\w*\}|<\/?\d+\/?>/g)].map(([token]) => token).sort()

/** Where a Markdown text links to, in order of the targets. */
const linkTargets = (text: string) => [...text.matchAll(/\]\(([^)\s]+)/g)].map(([, target]) => target!).sort()

/** A sentence, not a name or a code: four words of three letters or more. */
const isSentence = (text: string) => text.split(/\s+/).filter((word) => /^\P{L}*\p{L}{3,}/u.test(word)).length >= 4

const differ = (a: string[], b: string[]) => a.join(' ') !== b.join(' ')

/** A text of a translated file against the English one: placeholders and tags kept, not copied. */
export function contentTextProblems(locale: string, label: string, english: string, translated: string): string[] {
  const problems: string[] = []
  if (differ(placeholders(english), placeholders(translated))) {
    problems.push(`${locale}: ${label} changes placeholders or tags in "${translated.slice(0, 50)}"`)
  }
  if (english === translated && isSentence(english)) {
    problems.push(`${locale}: ${label} has English left in it: "${english.slice(0, 50)}"`)
  }
  return problems
}

/** A translated Markdown document against the English one: placeholders, links, no English paragraph. */
export function markdownProblems(locale: string, label: string, english: string, translated: string): string[] {
  const problems: string[] = []
  if (differ(placeholders(english), placeholders(translated))) {
    problems.push(`${locale}: ${label} changes placeholders or tags`)
  }
  if (differ(linkTargets(english), linkTargets(translated))) {
    problems.push(`${locale}: ${label} links elsewhere than the English document`)
  }
  const paragraphs = (text: string) => text.split(/\n\s*\n/).map((paragraph) => paragraph.trim())
  const englishParagraphs = new Set(paragraphs(english).filter(isSentence))
  for (const paragraph of paragraphs(translated)) {
    if (englishParagraphs.has(paragraph)) {
      problems.push(`${locale}: ${label} has English left in it: "${paragraph.slice(0, 50)}"`)
    }
  }
  return problems
}
