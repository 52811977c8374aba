import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lowercased and trimmed; unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  locale: text('locale').notNull().default('en'),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  allowConfigPage: boolean('allow_config_page').notNull().default(false),
  createdAt: createdAt(),
})

/** Session tokens: only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/** Single-use, expiring tokens sent by e-mail (password reset, e-mail confirmation). */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reset', 'confirm', 'action'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.kind)],
)

/** Fixed-window counters shared by every API instance (rate limits live in the database). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})

/** Every e-mail is written here first and delivered by the outbox worker, so none is lost. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null`),
  ],
)

/** Subscription plans; prices per currency in minor units (cents). */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  periodDays: integer('period_days').notNull(),
  sort: integer('sort').notNull(),
})

export const planPrices = pgTable(
  'plan_prices',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.currency] })],
)

/** VPN locations offered by `/nodes-pools` and used for client configurations. */
export const nodes = pgTable('nodes', {
  id: serial('id').primaryKey(),
  countryCode: text('country_code').notNull(),
  city: text('city').notNull(),
  tier: text('tier', { enum: ['free', 'premium'] }).notNull(),
  hostname: text('hostname').notNull().unique(),
  /** WireGuard public key of the server (base64). */
  wgPublicKey: text('wg_public_key').notNull(),
  /** Where the server stands (degrees, WGS 84): the site's map; a location without it has no marker. */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** Share of capacity in use (0–100) as the server last reported it; unknown until it reports. */
  load: smallint('load'),
  /** `maintenance` and `offline` locations are listed but not offered for new connections. */
  status: text('status', { enum: ['online', 'maintenance', 'offline'] })
    .notNull()
    .default('online'),
  /** When load and status were last reported. */
  reportedAt: timestamp('reported_at', { withTimezone: true }),
})

/**
 * What the status page reports beyond the live checks: outages, slow-downs and planned work, written
 * by an operator through `POST /admin/incidents`. `summary` holds the text per site language (English
 * always). Open while `resolved_at` is null.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: serial('id').primaryKey(),
    component: text('component', { enum: ['website', 'account', 'payments', 'vpn'] }).notNull(),
    impact: text('impact', { enum: ['maintenance', 'degraded', 'outage'] }).notNull(),
    summary: jsonb('summary').$type<Record<string, string>>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('incidents_started_at_idx').on(t.startedAt)],
)

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off').notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
})

/** Service popups in the spec's feed format (section 3). */
export const popups = pgTable('popups', {
  id: serial('id').primaryKey(),
  type: integer('type').notNull(),
  popupType: integer('popup_type').notNull(),
  displayType: integer('display_type').notNull(),
  country: text('country').notNull(),
  expiredAt: integer('expired_at').notNull(),
  translate: jsonb('translate')
    .$type<Record<string, { title: string; description: string; button?: string; link?: string }>>()
    .notNull(),
})

/** Old page paths and where they live now (read by the site's URL rules). */
export const redirects = pgTable('redirects', {
  fromPath: text('from_path').primaryKey(),
  to: text('to').notNull(),
})

export const GATEWAYS = ['sandbox', 'stripe', 'aliumpay'] as const
export type GatewayKey = (typeof GATEWAYS)[number]

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    promoCode: text('promo_code'),
    /** Paid after its promo code's last use was taken by another order (decision 015). */
    promoOverLimit: boolean('promo_over_limit').notNull().default(false),
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    gateway: text('gateway', { enum: GATEWAYS }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('orders_user_idx').on(t.userId)],
)

/**
 * Affiliate events and purchase postbacks. A postback names its order, unique: however often and
 * however concurrently an order is reported, one row records it.
 */
export const affiliateEvents = pgTable('affiliate_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  source: text('source', { enum: ['event', 'postback'] }).notNull(),
  payload: jsonb('payload').notNull(),
  ip: text('ip'),
  orderId: uuid('order_id')
    .unique()
    .references(() => orders.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  gateway: text('gateway', { enum: GATEWAYS }).notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  externalId: text('external_id'),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One subscription per user: premium until `current_period_end`; cancelled ones do not renew. */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gatewayKey: text('gateway_key').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  isCanceled: boolean('is_canceled').notNull().default(false),
  externalId: text('external_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Webhook deliveries already handled: a gateway that sends one twice changes nothing the second time. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
)

/**
 * DNS leak test: one-time names handed to a browser (`expires_at` ten minutes later) and the
 * resolvers that asked the test zone's name server for them. In the database, not in a process,
 * so any instance's name server may record a lookup and any instance may report it.
 */
export const dnsCheckLabels = pgTable(
  'dns_check_labels',
  {
    label: text('label').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dns_check_labels_expires_idx').on(t.expiresAt)],
)

export const dnsCheckLookups = pgTable(
  'dns_check_lookups',
  {
    label: text('label')
      .notNull()
      .references(() => dnsCheckLabels.label, { onDelete: 'cascade' }),
    resolver: text('resolver').notNull(),
    lookups: integer('lookups').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.label, t.resolver] })],
)
