/** The anchor of a page's n-th FAQ entry (from 0): on the page, and in the answers' search index. */
export const faqAnchor = (index: number) => `faq-${index + 1}`
