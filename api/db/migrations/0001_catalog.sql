CREATE TABLE "affiliate_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"payload" jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"city" text NOT NULL,
	"tier" text NOT NULL,
	"hostname" text NOT NULL,
	"wg_public_key" text NOT NULL,
	CONSTRAINT "nodes_hostname_unique" UNIQUE("hostname")
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"plan_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "plan_prices_plan_id_currency_pk" PRIMARY KEY("plan_id","currency")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"period_days" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"popup_type" integer NOT NULL,
	"display_type" integer NOT NULL,
	"country" text NOT NULL,
	"expired_at" integer NOT NULL,
	"translate" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer NOT NULL,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;