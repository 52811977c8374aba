import { existsSync, readdirSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { LEGAL_SLUGS } from '#app/features/documents/document-kinds.ts'
import { catalogPartsForPage } from '#app/lib/i18n/catalog-parts.ts'
import { accountPathPrefixes, isPublished, PUBLIC_PAGES } from '#app/lib/site/public-pages.ts'
import { ACCOUNT_PAGES, PAGES, type Page } from '#app/pages.ts'

const ROUTES = 'app/routes/{-$lang}'

/** Route files under the locale folder that are not a page of the registry, and why. */
const NOT_PAGES: Readonly<Record<string, string>> = {
  'route.tsx': 'the locale layout around every page',
  'cabinet/route.tsx': 'the layout around the cabinet pages',
  'crash-test.tsx': 'the error-page test route, only with ENABLE_TEST_ROUTES',
  '[_]design.tsx': 'the living style page /_design/, only with the developer tools on',
  'blog/$topic.tsx': 'the blog articles: one route for every topic, listed from content/blog',
}

/** Every `.tsx` file under the locale folder, relative to it (`servers.tsx`, `cabinet/profile.tsx`). */
function routeFiles(dir = ''): string[] {
  return readdirSync(`${ROUTES}/${dir}`, { withFileTypes: true }).flatMap((entry) => {
    const name = `${dir}${entry.name}`
    if (entry.isDirectory()) return routeFiles(`${name}/`)
    return name.endsWith('.tsx') ? [name] : []
  })
}

/** `/` → `index.tsx`, `/servers/` → `servers.tsx`, `/cabinet/` → `cabinet/index.tsx` (a folder of routes). */
function routeFileOf(path: string): string {
  const name = path.slice(1, -1)
  if (name === '') return 'index.tsx'
  return existsSync(`${ROUTES}/${name}/index.tsx`) ? `${name}/index.tsx` : `${name}.tsx`
}

/** The inverse: `cabinet/index.tsx` → `/cabinet/`, `servers.tsx` → `/servers/`. */
const pathOf = (file: string) => `/${file.replace(/(^|\/)index\.tsx$/, '').replace(/\.tsx$/, '')}/`.replace('//', '/')

const slugOf = (page: Page) => page.path.slice(1, -1)
const source = (page: Page) => readFileSync(`${ROUTES}/${routeFileOf(page.path)}`, 'utf8')

describe('the page registry (app/pages.ts) against the route and content files', () => {
  it('lists every page once, as a path without locale prefix and with a trailing slash', () => {
    const paths = PAGES.map((page) => page.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(path).toMatch(/^\/(?:[a-z0-9-]+\/)*$/)
  })

  it('has a route file for every page, whose route is the page', () => {
    for (const page of PAGES) {
      const file = routeFileOf(page.path)
      expect(existsSync(`${ROUTES}/${file}`), `${page.path}: ${ROUTES}/${file}`).toBe(true)
      // Index routes keep the trailing slash in their id (`/{-$lang}/blog/`), the others drop it.
      const id = file.endsWith('index.tsx') ? `/{-$lang}${page.path}` : `/{-$lang}${page.path.slice(0, -1)}`
      expect(source(page), file).toContain(`createFileRoute('${id}')`)
    }
  })

  it('holds every route file of a page', () => {
    const registered: ReadonlySet<string> = new Set(PAGES.map((page) => page.path))
    const pages = routeFiles().filter((file) => !Object.hasOwn(NOT_PAGES, file))
    expect(pages.length).toBeGreaterThan(0)
    for (const file of pages) expect(registered.has(pathOf(file)), `${file} is not in app/pages.ts`).toBe(true)
    // The exceptions are real files: a stale one would hide a page.
    for (const file of Object.keys(NOT_PAGES)) expect(existsSync(`${ROUTES}/${file}`), file).toBe(true)
  })

  it('has the English content file of every information, tool and platform page, and builds it from that', () => {
    for (const page of PAGES) {
      const slug = slugOf(page)
      if (page.kind === 'info' || page.kind === 'tool' || page.kind === 'platform') {
        expect(existsSync(`content/pages/en/${slug}.json`), `content/pages/en/${slug}.json`).toBe(true)
        const helper = page.kind === 'platform' ? 'platformPageRoute' : 'infoPageRoute'
        expect(source(page), page.path).toContain(`${helper}('${slug}'`)
      }
    }
    // And no content file without its page.
    const contentPages = new Set(
      PAGES.filter((page) => page.kind === 'info' || page.kind === 'tool' || page.kind === 'platform').map(slugOf),
    )
    for (const file of readdirSync('content/pages/en'))
      expect(contentPages, file).toContain(file.replace(/\.json$/, ''))
  })

  it('has the legal texts of the documents as its legal pages', () => {
    const legal = PAGES.filter((page) => page.kind === 'legal').map(slugOf)
    expect([...legal].sort()).toEqual([...LEGAL_SLUGS].sort())
    for (const slug of legal) expect(existsSync(`content/legal/en/${slug}.md`), slug).toBe(true)
  })

  it('puts every account page into the account catalog part, and gives a folder one part', () => {
    for (const page of PAGES) {
      if (page.kind === 'account') expect('part' in page && page.part, page.path).toBe('account')
      expect(catalogPartsForPage(page.path), page.path).toEqual('part' in page ? [page.part] : [])
    }
  })

  it('keeps every account page, and no public one, out of search engines', () => {
    const prefixes = accountPathPrefixes()
    expect(ACCOUNT_PAGES.length).toBeGreaterThan(0)
    for (const path of ACCOUNT_PAGES) {
      expect(
        prefixes.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(true)
      expect(isPublished(path), path).toBe(false)
    }
    for (const path of PUBLIC_PAGES) {
      expect(
        prefixes.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false)
      expect(isPublished(path), path).toBe(true)
    }
    expect(PUBLIC_PAGES.length + ACCOUNT_PAGES.length).toBe(PAGES.length)
  })
})
