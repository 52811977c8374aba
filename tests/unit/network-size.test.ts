import { describe, expect, it } from 'vitest'

import { networkSize } from '#app/features/home/network-size.ts'

describe('the number of server locations on the home page', () => {
  it('counts every location of every tier, and only countries that have one', () => {
    expect(
      networkSize([
        {
          country_code: 'DE',
          locations: [
            { id: 1, city: 'Frankfurt', tier: 'free' },
            { id: 2, city: 'Berlin', tier: 'premium' },
          ],
        },
        { country_code: 'JP', locations: [{ id: 3, city: 'Tokyo', tier: 'premium' }] },
        { country_code: 'BR', locations: [] },
      ]),
    ).toEqual({ countries: 2, locations: 3 })
    expect(networkSize([])).toEqual({ countries: 0, locations: 0 })
  })
})
