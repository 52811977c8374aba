import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'

import * as auth from '#contracts/auth.ts'
import * as catalog from '#contracts/catalog.ts'
import * as commerce from '#contracts/commerce.ts'
import * as dnsCheck from '#contracts/dns-check.ts'
import * as premium from '#contracts/premium.ts'
import * as status from '#contracts/status.ts'
import * as support from '#contracts/support.ts'
import {
  POSTBACK_MAX_AGE_SECONDS,
  POSTBACK_SIGNATURE_HEADER,
  POSTBACK_TIMESTAMP_HEADER,
  PurchasePostbackSchema,
} from '#contracts/purchase-postback.server.ts'

interface Operation {
  method: 'get' | 'post' | 'patch' | 'delete'
  path: string
  summary: string
  /** `session`: Bearer session token; `token`: Bearer token from an e-mail link; `admin`: STATUS_ADMIN_TOKEN. */
  auth?: 'session' | 'token' | 'admin'
  body?: v.GenericSchema
  query?: v.GenericSchema
  response?: v.GenericSchema
  status?: number
  /** Request headers the operation needs besides authentication. */
  headers?: { name: string; description: string }[]
  /** Documented refusals: status → what it means (the codes callers act on). */
  errors?: Record<string, string>
}

const OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/register',
    summary: 'Create an account; answers a session and e-mails a confirmation link',
    body: auth.RegisterSchema,
    response: auth.SessionSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/login',
    summary: 'Log in (same 401 for unknown address and wrong password)',
    body: auth.LoginSchema,
    response: auth.SessionSchema,
  },
  { method: 'post', path: '/logout', summary: 'Revoke this session', auth: 'session', status: 204 },
  { method: 'post', path: '/token/check', summary: 'Is this session token live?', auth: 'session' },
  {
    method: 'post',
    path: '/forgot',
    summary: 'E-mail a password reset link (same answer for every address)',
    body: auth.ForgotSchema,
    status: 202,
  },
  {
    method: 'post',
    path: '/user/password/reset',
    summary: 'Set a new password with the reset token; signs out every session',
    auth: 'token',
    body: auth.ResetPasswordSchema,
    status: 204,
  },
  {
    method: 'post',
    path: '/user/password/change',
    summary: 'Change the password; signs out other sessions',
    auth: 'session',
    body: auth.ChangePasswordSchema,
    status: 204,
  },
  {
    method: 'post',
    path: '/user/confirm/send',
    summary: 'E-mail a new confirmation link',
    auth: 'session',
    status: 202,
  },
  {
    method: 'post',
    path: '/user/confirm',
    summary: 'Confirm the e-mail address with the confirmation token',
    auth: 'token',
  },
  {
    method: 'get',
    path: '/v3/user',
    summary: 'The signed-in user: access, subscription, payments',
    auth: 'session',
    response: auth.UserInfoSchema,
  },
  { method: 'get', path: '/plans', summary: 'Plans with prices in a currency', query: catalog.PlansQuerySchema },
  {
    method: 'get',
    path: '/nodes-pools',
    summary: 'VPN locations by country, with place, load and status',
    query: catalog.NodesQuerySchema,
    response: catalog.NodePoolsSchema,
  },
  {
    method: 'get',
    path: '/v4/promo-codes/check',
    summary: 'Is a promo code valid?',
    query: catalog.PromoCheckQuerySchema,
  },
  {
    method: 'get',
    path: '/v4/email/check',
    summary: 'Is an address registered?',
    query: catalog.EmailCheckQuerySchema,
  },
  {
    method: 'get',
    path: '/planet-vpn/v3/popups/{uuid}.json',
    summary: 'Service popup feed (spec section 3)',
    response: catalog.PopupFeedItemSchema,
  },
  { method: 'get', path: '/redirects', summary: 'The redirect table of the site' },
  { method: 'get', path: '/redirects/lookup', summary: 'One redirect rule', query: catalog.RedirectLookupQuerySchema },
  { method: 'get', path: '/ip', summary: 'Caller address and country (forwarding headers only from trusted proxies)' },
  {
    method: 'post',
    path: '/affiliate/event',
    summary: 'Record an affiliate event',
    body: catalog.AffiliateEventSchema,
    status: 202,
  },
  {
    method: 'post',
    path: '/affiliate-postback',
    summary: "The site's server reports a paid order, signed; 202 the first time, 200 with duplicate: true afterwards",
    body: PurchasePostbackSchema,
    status: 202,
    headers: [
      { name: POSTBACK_TIMESTAMP_HEADER, description: 'Unix seconds when the body was signed' },
      {
        name: POSTBACK_SIGNATURE_HEADER,
        description:
          'Hex HMAC-SHA256 with AFFILIATE_POSTBACK_SECRET of "{timestamp}.{body as JSON, keys sorted at every level, no spaces}"',
      },
    ],
    errors: {
      '401': `invalid_signature: signature missing or wrong, or timestamp more than ${POSTBACK_MAX_AGE_SECONDS} s away`,
      '404': 'not_found: no paid order with this id',
      '503': 'not_configured: no AFFILIATE_POSTBACK_SECRET on a production server',
    },
  },
  {
    method: 'post',
    path: '/v4/orders',
    summary: 'Create an order for a plan',
    auth: 'session',
    body: commerce.CreateOrderSchema,
    response: commerce.OrderSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/v4/orders/{id}',
    summary: 'One of the caller’s orders (the payment pages follow its status)',
    auth: 'session',
    response: commerce.OrderSchema,
  },
  {
    method: 'post',
    path: '/v4/checkout/{gateway}',
    summary: 'Start paying an order (stripe, aliumpay, sandbox); answers redirect_url',
    auth: 'session',
    body: commerce.CheckoutSchema,
    errors: { '422': "promo_invalid: the order's promo code is used up or expired; order again" },
  },
  { method: 'post', path: '/webhooks/{gateway}', summary: 'Signed payment notifications from a gateway (idempotent)' },
  { method: 'delete', path: '/subscriptions/stripe', summary: 'Cancel at period end', auth: 'session' },
  { method: 'delete', path: '/subscriptions/aliumpay', summary: 'Cancel at period end', auth: 'session' },
  {
    method: 'get',
    path: '/v2/connection/config/premium',
    summary: 'WireGuard (.conf) or OpenVPN (.ovpn) client configuration (Premium with allow_config_page)',
    auth: 'session',
    query: premium.ConnectionConfigQuerySchema,
    errors: {
      '403': 'premium_required: no Premium; config_not_allowed: Premium, but allow_config_page is not set',
    },
  },
  {
    method: 'post',
    path: '/v1/support/messages',
    summary: 'A contact-form message, delivered to the support inbox through the mail outbox',
    body: support.ContactMessageSchema,
    status: 202,
  },
  {
    method: 'post',
    path: '/v3/dns-check/labels',
    summary: "Register a DNS leak test's one-time names (10 minutes)",
    body: dnsCheck.DnsCheckLabelsSchema,
    status: 204,
  },
  {
    method: 'post',
    path: '/v3/dns-check/resolvers',
    summary: "The resolvers that asked the test zone's name server for these names",
    body: dnsCheck.DnsCheckLabelsSchema,
    response: dnsCheck.DnsCheckResolversSchema,
  },
  {
    method: 'post',
    path: '/v4/action-key',
    summary: 'A 5-minute single-use key for handing this user to the site',
    auth: 'session',
    status: 201,
  },
  {
    method: 'post',
    path: '/v4/action-key/exchange',
    summary: 'Exchange an action key for a session',
    body: premium.ActionKeyExchangeSchema,
    response: auth.SessionSchema,
  },
  {
    method: 'post',
    path: '/v1/token/jwt-zendesk',
    summary: 'Support-desk JWT (header x-platform-key: site)',
    auth: 'session',
  },
  {
    method: 'get',
    path: '/status',
    summary: 'Incidents of the last 90 days and the open ones, newest first (public, cached 30 s)',
    response: status.StatusSchema,
  },
  {
    method: 'post',
    path: '/admin/incidents',
    summary: 'Report an incident on the status page',
    auth: 'admin',
    body: status.IncidentInputSchema,
    response: status.IncidentSchema,
    status: 201,
    errors: { '404': 'STATUS_ADMIN_TOKEN is not configured', '429': 'Too many wrong tokens from this network' },
  },
  {
    method: 'patch',
    path: '/admin/incidents/{id}',
    summary: 'End an incident (resolved_at), open it again (null) or rewrite its text',
    auth: 'admin',
    body: status.IncidentPatchSchema,
    response: status.IncidentSchema,
    errors: { '404': 'No such incident, or STATUS_ADMIN_TOKEN is not configured' },
  },
]

const json = (schema: v.GenericSchema) => toJsonSchema(schema, { errorMode: 'ignore' })

/** The OpenAPI 3.1 document of the API, generated from the same valibot schemas it validates with. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of OPERATIONS) {
    const queryParameters = op.query
      ? Object.entries((json(op.query) as { properties?: Record<string, unknown> }).properties ?? {}).map(
          ([name, schema]) => ({
            name,
            in: 'query',
            schema,
          }),
        )
      : []
    const headerParameters = (op.headers ?? []).map(({ name, description }) => ({
      name,
      in: 'header',
      required: true,
      description,
      schema: { type: 'string' },
    }))
    const parameters =
      queryParameters.length || headerParameters.length ? [...queryParameters, ...headerParameters] : undefined
    paths[op.path] ??= {}
    paths[op.path]![op.method] = {
      summary: op.summary,
      ...(op.auth ? { security: [{ bearer: [] }] } : {}),
      ...(parameters ? { parameters } : {}),
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: json(op.body) } } } }
        : {}),
      responses: {
        [String(op.status ?? 200)]: {
          description: 'Success',
          ...(op.response ? { content: { 'application/json': { schema: json(op.response) } } } : {}),
        },
        ...Object.fromEntries(
          Object.entries(op.errors ?? {}).map(([status, description]) => [status, { description }]),
        ),
        '4XX': { description: 'Error: { "error": { "code": "…", "fields": { "field": "code" } } }' },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Planet VPN account API', version: '1.0.0' },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  }
}
