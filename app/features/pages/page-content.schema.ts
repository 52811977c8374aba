import * as v from 'valibot'

import { LOCALES } from '../../lib/i18n/locales'

const Text = v.pipe(v.string(), v.trim(), v.minLength(1))

/**
 * One information page in one language (`content/pages/{locale}/{slug}.json`). Translators edit
 * these files; the page template supplies the layout, the buttons and the structured data.
 */
export const InfoPageContentSchema = v.strictObject({
  /** `<title>` (the site name is appended) and the search-result description. */
  title: v.pipe(Text, v.maxLength(80)),
  description: v.pipe(Text, v.maxLength(200)),
  /** A short name for breadcrumbs and link lists ("Netflix", "IP check"). */
  name: v.pipe(Text, v.maxLength(40)),
  /** The page's one `h1` and the paragraph under it. */
  heading: Text,
  lead: Text,
  sections: v.array(v.strictObject({ heading: Text, paragraphs: v.pipe(v.array(Text), v.minLength(1)) })),
  benefits: v.optional(
    v.strictObject({
      heading: Text,
      items: v.pipe(v.array(v.strictObject({ title: Text, text: Text })), v.minLength(2)),
    }),
  ),
  steps: v.optional(v.strictObject({ heading: Text, items: v.pipe(v.array(Text), v.minLength(2)) })),
  /** A comparison table (e.g. `/vpn-comparison/`): one row per compared feature, one cell per column. */
  table: v.optional(
    v.pipe(
      v.strictObject({
        heading: Text,
        caption: Text,
        columns: v.pipe(v.array(Text), v.minLength(2)),
        rows: v.pipe(v.array(v.strictObject({ label: Text, cells: v.array(Text) })), v.minLength(2)),
      }),
      v.check((table) => table.rows.every((row) => row.cells.length === table.columns.length), 'table_row_cells'),
    ),
  ),
  faq: v.pipe(v.array(v.strictObject({ question: Text, answer: Text })), v.minLength(2)),
})

export type InfoPageContent = v.InferOutput<typeof InfoPageContentSchema>

/** The query of a page's words read by the browser (`/data/page.json`). */
export const PageRequestSchema = v.strictObject({
  locale: v.picklist(LOCALES),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)),
})
