import * as v from 'valibot'

import { EmailSchema } from './auth.ts'
import { CURRENCIES } from './currencies.ts'

export const PlansQuerySchema = v.object({
  currency: v.optional(v.picklist(CURRENCIES, 'currency_invalid'), 'USD'),
})

export const NodesQuerySchema = v.object({
  tier: v.optional(v.picklist(['free', 'premium'], 'tier_invalid')),
})

export const PromoCheckQuerySchema = v.object({
  code: v.pipe(
    v.string('code_required'),
    v.trim(),
    v.nonEmpty('code_required'),
    v.maxLength(64, 'code_invalid'),
    v.toUpperCase(),
  ),
  plan_id: v.optional(v.pipe(v.string(), v.maxLength(32))),
})

export const EmailCheckQuerySchema = v.object({ email: EmailSchema })

export const RedirectLookupQuerySchema = v.object({
  path: v.pipe(v.string('path_required'), v.startsWith('/', 'path_invalid'), v.maxLength(2048, 'path_invalid')),
})

/** Affiliate events from the site (visit with an affiliate id, sign-up, purchase). */
export const AffiliateEventSchema = v.object({
  event: v.picklist(['visit', 'signup', 'purchase'], 'event_invalid'),
  aid: v.optional(v.pipe(v.string(), v.maxLength(64))),
  btag: v.optional(v.pipe(v.string(), v.maxLength(128))),
  page: v.optional(v.pipe(v.string(), v.maxLength(2048))),
})

/** A partner network's postback: kept as sent (bounded), for reconciliation. */
export const AffiliatePostbackSchema = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(64)), v.union([v.string(), v.number(), v.boolean(), v.null()])),
  v.check((record) => Object.keys(record).length <= 50, 'too_many_fields'),
)

export const PopupFeedItemSchema = v.object({
  id: v.number(),
  type: v.picklist([0, 1, 2]),
  popup_type: v.picklist([0, 1]),
  display_type: v.picklist([0, 1]),
  country: v.string(),
  expired_at: v.number(),
  /**
   * Per language: the title and text, and optionally a call to action (`button` label and `link`, a
   * page of the site without locale prefix such as `/order/`; the site shows it only for a page it has).
   */
  translate: v.record(
    v.string(),
    v.object({
      title: v.string(),
      description: v.string(),
      button: v.optional(v.string()),
      link: v.optional(v.string()),
    }),
  ),
})
export type PopupFeedItem = v.InferOutput<typeof PopupFeedItemSchema>

/** `GET /nodes-pools` answer: locations grouped by country. */
export const NodePoolsSchema = v.array(
  v.object({
    country_code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
    locations: v.array(v.object({ id: v.number(), city: v.string(), tier: v.picklist(['free', 'premium']) })),
  }),
)
export type NodePools = v.InferOutput<typeof NodePoolsSchema>
