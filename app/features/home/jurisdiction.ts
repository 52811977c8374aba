import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { PRODUCT_FACTS } from '#contracts/product-facts.ts'

/**
 * The operator's country by name, from the catalogs rather than `Intl.DisplayNames`: the first
 * DisplayNames a page creates loads the browser's region data, ≈ 75 ms of main thread on the home
 * page's first load (four times that on a phone-class CPU, all of it blocking). A new jurisdiction
 * must be added here, which the type enforces.
 */
const COUNTRY_NAMES: Record<typeof PRODUCT_FACTS.jurisdiction, MessageDescriptor> = {
  RO: msg({ message: 'Romania', comment: 'the country whose law applies to the company that runs the service' }),
}

export const jurisdictionName = COUNTRY_NAMES[PRODUCT_FACTS.jurisdiction]
