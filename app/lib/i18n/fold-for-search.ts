/**
 * Latin accents and Arabic vowel marks: optional in writing, so a query without them finds text
 * with them. Other marks stay (a Thai vowel or a Japanese voicing mark changes the word).
 */
const OPTIONAL_MARKS = /[\u0300-\u036f\u064b-\u065f\u0670\u06d6-\u06ed]/g

/**
 * Text as the site's searches compare it (the server list, the answers), so "sao" finds
 * "São Paulo": compatibility forms unified (full-width letters, ligatures), optional marks
 * dropped, and lower case — not the page language's: Turkish rules would turn the "I" of
 * "Istanbul" into a dotless "ı" that a typed "i" never matches, so "ı" counts as "i". The letters
 * Arabic and Persian writers use interchangeably are made one (hamza forms of alef, teh marbuta,
 * alef maksura and Persian yeh, Arabic and Persian kaf), without the tatweel that only stretches
 * a word.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(OPTIONAL_MARKS, '')
    .normalize('NFC')
    .replaceAll('ı', 'i')
    .replace(/[أإآٱ]/g, 'ا')
    .replaceAll('ة', 'ه')
    .replace(/[ىی]/g, 'ي')
    .replaceAll('ک', 'ك')
    .replaceAll('ـ', '')
}
