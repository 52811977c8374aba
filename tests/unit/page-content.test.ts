import { readdirSync, readFileSync } from 'node:fs'

import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { InfoPageContentSchema, type InfoPageContent } from '#app/features/pages/page-content.schema.ts'
import { LOCALES } from '#app/lib/i18n/locales.ts'
import { PUBLIC_PAGES } from '#app/lib/site/public-pages.ts'

const root = 'content/pages'
const read = (locale: string, file: string): InfoPageContent =>
  v.parse(InfoPageContentSchema, JSON.parse(readFileSync(`${root}/${locale}/${file}`, 'utf8')))

/** The parts a translation must keep: same sections, benefits, steps and questions, in the same numbers. */
const shape = (page: InfoPageContent) => ({
  sections: page.sections.map((s) => s.paragraphs.length),
  benefits: page.benefits?.items.length,
  steps: page.steps?.items.length,
  table: page.table && [page.table.columns.length, page.table.rows.length],
  faq: page.faq.length,
})

const englishPages = readdirSync(`${root}/en`).filter((f) => f.endsWith('.json'))
const routeSlugs = readdirSync('app/routes/{-$lang}')
  .filter((f) => f.endsWith('.tsx'))
  .filter((f) => readFileSync(`app/routes/{-$lang}/${f}`, 'utf8').includes('infoPageRoute('))
  .map((f) => f.replace(/\.tsx$/, ''))

describe('page content files', () => {
  it('every file in every locale matches the schema and the English page', () => {
    for (const locale of readdirSync(root)) {
      expect(LOCALES).toContain(locale)
      for (const file of readdirSync(`${root}/${locale}`)) {
        expect(englishPages, `${locale}/${file} has no English original`).toContain(file)
        const page = read(locale, file)
        expect(shape(page), `${locale}/${file}`).toEqual(shape(read('en', file)))
        if (locale !== 'en') expect(page.heading, `${locale}/${file} heading`).not.toBe(read('en', file).heading)
      }
    }
  })

  it('every information page route has an English file, and published ones exist in all 20 locales', () => {
    for (const slug of routeSlugs) {
      expect(englishPages).toContain(`${slug}.json`)
      if (!(PUBLIC_PAGES as readonly string[]).includes(`/${slug}/`)) continue
      for (const locale of LOCALES) {
        expect(() => read(locale, `${slug}.json`), `${locale}/${slug}.json`).not.toThrow()
      }
    }
  })
})
