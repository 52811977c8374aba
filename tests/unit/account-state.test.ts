import { describe, expect, it } from 'vitest'

import { hasAccountMarkers } from '#app/shell/account-state.ts'

describe('hasAccountMarkers: when the header asks the server about the session', () => {
  it.each([
    ['fvp_is_logged_in=1', true],
    ['fvp_user_access=premium', true],
    ['a=1; fvp_user_access=free; b=2', true],
    ['fvp_is_logged_in=0', true],
    ['', false],
    ['fvp_needs_refresh=1; fvp_theme=dark', false],
    ['xfvp_is_logged_in=1', false],
  ])('%j → %s', (cookies, expected) => {
    expect(hasAccountMarkers(cookies)).toBe(expected)
  })
})
