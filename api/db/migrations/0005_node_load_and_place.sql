ALTER TABLE "nodes" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "load" smallint;--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "status" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "reported_at" timestamp with time zone;