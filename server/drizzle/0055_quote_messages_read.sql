ALTER TABLE "quotation_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotation_messages" ADD COLUMN "read_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "quote_warn_above_pct" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "quote_warn_below_pct" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_messages" ADD CONSTRAINT "quotation_messages_read_by_staff_id_staff_id_fk" FOREIGN KEY ("read_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_messages_unread_idx" ON "quotation_messages" USING btree ("quotation_id","id") WHERE "quotation_messages"."author" = 'buyer' and "quotation_messages"."read_at" is null;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_quote_warn_range" CHECK ("store_settings"."quote_warn_above_pct" between 0 and 1000 and "store_settings"."quote_warn_below_pct" between 0 and 100);--> statement-breakpoint
-- A buyer's message the store already answered after it counts as read; the rest wait in the Inbox.
UPDATE "quotation_messages" AS m SET "read_at" = (
  SELECT min(s."created_at") FROM "quotation_messages" s
  WHERE s."quotation_id" = m."quotation_id" AND s."author" = 'store' AND s."id" > m."id"
)
WHERE m."author" = 'buyer' AND EXISTS (
  SELECT 1 FROM "quotation_messages" s WHERE s."quotation_id" = m."quotation_id" AND s."author" = 'store' AND s."id" > m."id"
);
