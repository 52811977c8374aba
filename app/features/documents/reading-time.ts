/**
 * Minutes an article takes to read, from its Markdown source (worked out on the server when the
 * document is rendered). Languages written with spaces are counted in words (230 a minute, a
 * common adult silent-reading rate); Chinese, Japanese and Thai, written without spaces between
 * words, in characters (500 CJK characters a minute; Thai ≈ 900, about 200 words). Code blocks,
 * link targets and Markdown marks are not read, so they do not count. Never less than a minute.
 */
export const WORDS_PER_MINUTE = 230
export const CJK_CHARS_PER_MINUTE = 500
export const THAI_CHARS_PER_MINUTE = 900

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g
const THAI = /[\u0e00-\u0e7f]/g

export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/^---[\s\S]*?\n---\n/, '') // front matter
    .replace(/```[\s\S]*?```/g, ' ') // fenced code
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their words only
    .replace(/[#>*_`|~-]+/g, ' ')
  const cjk = text.match(CJK)?.length ?? 0
  const thai = text.match(THAI)?.length ?? 0
  const words = text
    .replace(CJK, ' ')
    .replace(THAI, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  const minutes = words / WORDS_PER_MINUTE + cjk / CJK_CHARS_PER_MINUTE + thai / THAI_CHARS_PER_MINUTE
  return Math.max(1, Math.round(minutes))
}
