CREATE TABLE "credit_note_counters" (
	"financial_year" varchar(7) NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "credit_note_counters_financial_year_pk" PRIMARY KEY("financial_year"),
	CONSTRAINT "credit_note_counters_last_check" CHECK ("credit_note_counters"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_number" varchar(16) NOT NULL,
	"note_date" timestamp with time zone NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer,
	"invoice_number" varchar(16) NOT NULL,
	"invoice_date" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_order_id" integer NOT NULL,
	"order_id" integer,
	"amount_paise" integer NOT NULL,
	"lines" jsonb,
	"reason" text NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"provider_refund_id" varchar(64),
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" in ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" varchar(64) NOT NULL,
	"payment_id" varchar(64) NOT NULL,
	"amount_paise" integer NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_status_check" CHECK ("sandbox_refunds"."status" in ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_unique" ON "credit_notes" USING btree ("note_number");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_unique" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_unique" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_order_idx" ON "refunds" USING btree ("payment_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_unplaced_unique" ON "refunds" USING btree ("payment_order_id") WHERE "refunds"."order_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_refund_unique" ON "sandbox_refunds" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_key_unique" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_id");--> statement-breakpoint
-- Rule 46(b) and the e-invoice schema allow invoice numbers of at most 16 characters: the year
-- is shortened ('INV/2026-27/00001' -> 'INV/26-27/00001'), keeping every number's order and
-- sequence (invoice_counters stays keyed by the full year).
UPDATE "orders" SET "invoice_number" = 'INV/' || substring("invoice_number" FROM 7)
WHERE "invoice_number" ~ '^INV/[0-9]{4}-[0-9]{2}/[0-9]+$';
--> statement-breakpoint
-- Refunds made before refunds were records: a refunded card order becomes a processed refund,
-- one still owed a pending refund (retried with `npm run store -- refunds retry <id>`).
INSERT INTO "refunds" ("payment_order_id", "order_id", "amount_paise", "reason", "state", "idempotency_key", "provider_refund_id", "processed_at", "created_at")
SELECT "id", "order_id", "amount_paise", 'Order cancelled',
  CASE WHEN "status" = 'refunded' THEN 'processed' ELSE 'pending' END,
  'rfd-po' || "id", "refund_id", "refunded_at", coalesce("refunded_at", now())
FROM "payment_orders" WHERE "status" IN ('refund_pending', 'refunded');
