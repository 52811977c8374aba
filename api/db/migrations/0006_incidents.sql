CREATE TABLE "incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"component" text NOT NULL,
	"impact" text NOT NULL,
	"summary" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "incidents_started_at_idx" ON "incidents" USING btree ("started_at");