import * as v from 'valibot'

import { LOCALE_CODES } from './locales.ts'
import { INCIDENT_IMPACTS, STATUS_COMPONENTS } from './status-terms.ts'

export * from './status-terms.ts'

const moment = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 date and time'))

/**
 * What an incident says, per language: English always (the fallback of every other language), the
 * others where the operator wrote them. Plain text: the site escapes it.
 */
const SummarySchema = v.pipe(
  v.record(
    v.picklist(LOCALE_CODES, 'must be a site language'),
    v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(500, 'too_long')),
  ),
  v.check((summary) => typeof summary.en === 'string', 'english_required'),
)

/** `POST /admin/incidents`: a new incident, open unless it already has its end. */
export const IncidentInputSchema = v.pipe(
  v.strictObject({
    component: v.picklist(STATUS_COMPONENTS, 'unknown_component'),
    impact: v.picklist(INCIDENT_IMPACTS, 'unknown_impact'),
    summary: SummarySchema,
    started_at: v.optional(moment),
    resolved_at: v.optional(v.nullable(moment)),
  }),
  v.check(
    ({ started_at, resolved_at }) => !resolved_at || !started_at || Date.parse(resolved_at) >= Date.parse(started_at),
    'resolved_before_start',
  ),
)
export type IncidentInput = v.InferOutput<typeof IncidentInputSchema>

/** `PATCH /admin/incidents/{id}`: ends an incident (or opens it again with null), or rewrites its text. */
export const IncidentPatchSchema = v.pipe(
  v.strictObject({
    impact: v.optional(v.picklist(INCIDENT_IMPACTS, 'unknown_impact')),
    summary: v.optional(SummarySchema),
    resolved_at: v.optional(v.nullable(moment)),
  }),
  v.check((patch) => Object.keys(patch).length > 0, 'nothing_to_change'),
)

export const IncidentIdSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number))

export const IncidentSchema = v.object({
  id: v.number(),
  component: v.picklist(STATUS_COMPONENTS),
  impact: v.picklist(INCIDENT_IMPACTS),
  summary: v.pipe(
    v.record(v.string(), v.string()),
    v.check((summary) => typeof summary.en === 'string'),
  ),
  started_at: moment,
  resolved_at: v.nullable(moment),
})
export type Incident = v.InferOutput<typeof IncidentSchema>

/** `GET /status`: the incidents that started in the last 90 days or are still open, newest first. */
export const StatusSchema = v.object({
  checked_at: moment,
  incidents: v.array(IncidentSchema),
})
export type StatusAnswer = v.InferOutput<typeof StatusSchema>
