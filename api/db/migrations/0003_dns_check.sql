CREATE TABLE "dns_check_labels" (
	"label" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dns_check_lookups" (
	"label" text NOT NULL,
	"resolver" text NOT NULL,
	"lookups" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "dns_check_lookups_label_resolver_pk" PRIMARY KEY("label","resolver")
);
--> statement-breakpoint
ALTER TABLE "dns_check_lookups" ADD CONSTRAINT "dns_check_lookups_label_dns_check_labels_label_fk" FOREIGN KEY ("label") REFERENCES "public"."dns_check_labels"("label") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dns_check_labels_expires_idx" ON "dns_check_labels" USING btree ("expires_at");