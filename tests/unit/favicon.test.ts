import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { FAVICON_DATA_URL } from '#app/lib/site/favicon.ts'

describe('FAVICON_DATA_URL', () => {
  it('is public/favicon.svg, so the page and the file show the same icon', () => {
    const prefix = 'data:image/svg+xml,'
    expect(FAVICON_DATA_URL.startsWith(prefix)).toBe(true)
    const decoded = decodeURIComponent(FAVICON_DATA_URL.slice(prefix.length)).replaceAll("'", '"')
    expect(decoded).toBe(readFileSync('public/favicon.svg', 'utf8').trim())
  })
})
