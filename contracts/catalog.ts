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

export const NODE_STATUSES = ['online', 'maintenance', 'offline'] as const
export type NodeStatus = (typeof NODE_STATUSES)[number]

/**
 * `GET /nodes-pools` answer: locations grouped by country. Where a location stands (degrees), its
 * load (0–100 %, null until its server has reported) and its status are additions of this API:
 * an API without them still parses (no place, unknown load, online).
 */
export const NodePoolsSchema = v.array(
  v.object({
    country_code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
    locations: v.array(
      v.object({
        id: v.number(),
        city: v.string(),
        tier: v.picklist(['free', 'premium']),
        latitude: v.nullish(v.pipe(v.number(), v.minValue(-90), v.maxValue(90)), null),
        longitude: v.nullish(v.pipe(v.number(), v.minValue(-180), v.maxValue(180)), null),
        load: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)), null),
        status: v.optional(v.picklist(NODE_STATUSES), 'online'),
      }),
    ),
  }),
)
export type NodePools = v.InferOutput<typeof NodePoolsSchema>
