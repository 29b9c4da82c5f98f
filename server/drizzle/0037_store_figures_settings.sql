CREATE TABLE "store_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" varchar(191) NOT NULL,
	"address" text NOT NULL,
	"gstin" varchar(15) NOT NULL,
	"state" varchar(100) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_one_row" CHECK ("store_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller" jsonb;--> statement-breakpoint
CREATE INDEX "credit_notes_note_date_idx" ON "credit_notes" USING btree ("note_date");--> statement-breakpoint
CREATE INDEX "orders_invoice_date_idx" ON "orders" USING btree ("invoice_date");--> statement-breakpoint
CREATE INDEX "orders_order_date_idx" ON "orders" USING btree ("order_date");