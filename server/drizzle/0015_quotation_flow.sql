CREATE TABLE "quotation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"author" varchar(8) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_messages_author_check" CHECK ("quotation_messages"."author" in ('buyer', 'store'))
);
--> statement-breakpoint
ALTER TABLE "quotations" DROP CONSTRAINT "quotations_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quotation_id" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
-- Backfill: answers already given hold for the default validity (QUOTATION_VALIDITY_DAYS, 15) from
-- when they were priced; 'closed' is no status of the flow any more: the store closed those, so
-- they read as rejected, with that said.
UPDATE "quotations" SET "valid_until" = "quoted_at" + interval '15 days' WHERE "quoted_at" IS NOT NULL;--> statement-breakpoint
UPDATE "quotations" SET "status" = 'rejected', "rejection_reason" = 'Closed by the store' WHERE "status" = 'closed';--> statement-breakpoint
ALTER TABLE "quotation_messages" ADD CONSTRAINT "quotation_messages_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_messages_quotation_idx" ON "quotation_messages" USING btree ("quotation_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quotation_unique" ON "orders" USING btree ("quotation_id");--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_status_check" CHECK ("quotations"."status" in ('pending', 'quoted', 'accepted', 'rejected', 'ordered', 'expired'));