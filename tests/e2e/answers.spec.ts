import type { Page } from '@playwright/test'

import type { AnswerIndex } from '#app/features/answers/answer-index.ts'
import { answerSearch, queryWords } from '#app/features/answers/answer-search.ts'
import { axeViolations } from './axe'
import { tr } from './catalog'
import { expect, test } from './fixtures'

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.cookieConsent)

async function indexOf(request: import('@playwright/test').APIRequestContext, locale: string) {
  const answer = await request.get(`/data/answers.json?locale=${locale}`)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as AnswerIndex).entries
}

/** The first of the candidate queries that puts the target among the first five results. */
function queryFor(entries: AnswerIndex['entries'], target: string, candidates: string[]): string {
  const search = answerSearch(entries)
  const query = candidates.find((candidate) =>
    search
      .find(candidate, 5)
      .map((entry) => entry.p)
      .includes(target),
  )
  if (!query) throw new Error(`no candidate query finds ${target}`)
  return query
}

/**
 * From the search on /answers/ to an answer on another page: the result links to the entry's
 * anchor, and the page opens that entry.
 */
async function findAndOpen(page: Page, locale: string, query: string, href: string) {
  await page.goto(`/${locale}/answers/`)
  await hydrated(page)
  const field = page.getByRole('searchbox', { name: tr(locale, 'Search all answers') })
  await field.fill(query)
  const result = page.locator(`.answer-search__results a[href="${href}"]`)
  await expect(result).toBeVisible()
  await result.click()
  await expect(page).toHaveURL(href)
  const entry = page.locator(`details#${href.split('#')[1]}`)
  await expect(entry).toHaveAttribute('open', '')
  await expect(entry).toBeInViewport()
}

test('in Arabic: a word from another page’s question finds it, and the link opens that answer', async ({
  page,
  request,
}) => {
  const entries = await indexOf(request, 'ar')
  const target = entries.find((entry) => entry.p === '/ar/netflix/#faq-2')
  if (!target) throw new Error('no second FAQ entry on the Arabic Netflix page')
  // The question's longest words, typed without the vowel marks a writer may leave out.
  const words = target.q
    .replace(/[\u064b-\u065f]/g, '')
    .split(/[\s؟?،,.]+/)
    .sort((a, b) => b.length - a.length)
  const query = queryFor(entries, target.p, [words.slice(0, 2).join(' '), words.slice(0, 3).join(' ')])
  await findAndOpen(page, 'ar', query, target.p)
})

test('in Japanese: part of a sentence finds the answer it is in, on the page it is on', async ({ page, request }) => {
  const entries = await indexOf(request, 'ja')
  const target = entries.find((entry) => entry.p === '/ja/windows/#faq-1')
  if (!target) throw new Error('no FAQ entry on the Japanese Windows page')
  // A few characters from the middle of the question: Japanese is searched as it is typed, without spaces.
  const middle = Math.floor(target.q.length / 2)
  const phrase = queryFor(
    entries,
    target.p,
    [2, 3, 4, 5].map((half) => target.q.slice(middle - half, middle + half)),
  )
  expect(queryWords(phrase)).toHaveLength(1)
  await findAndOpen(page, 'ja', phrase, target.p)
})

test('the index loads when the field is first used, not with the page; no match says so and offers support', async ({
  page,
}) => {
  const loads: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/data/answers.json')) loads.push(request.url())
  })
  await page.goto('/de/answers/')
  await hydrated(page)
  expect(loads).toEqual([])
  const field = page.getByRole('searchbox', { name: tr('de', 'Search all answers') })
  await field.fill('qqqzzzxxx')
  await expect(page.locator('.answer-search__status')).toContainText(
    tr('de', 'No answer matches your search. <0>Ask our support team</0>').replace(/<\/?0>/g, ''),
  )
  await expect(page.locator('.answer-search__status a')).toHaveAttribute('href', '/de/contact-us/')
  expect(loads).toEqual([expect.stringContaining('/data/answers.json?locale=de')])
  await field.fill('')
  await expect(page.locator('.answer-search__status')).toBeEmpty()
})

for (const locale of ['ar', 'ja'] as const) {
  test(`the answers page with results has no WCAG violations (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/answers/`)
    await hydrated(page)
    await page.getByRole('searchbox').fill('VPN')
    await expect(page.locator('.answer-search__results li').first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
}
