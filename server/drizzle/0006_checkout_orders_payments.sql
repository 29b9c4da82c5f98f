CREATE TABLE "sandbox_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" varchar(64) NOT NULL,
	"provider_order_id" varchar(64) NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"refund_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_status_check" CHECK ("sandbox_payments"."status" in ('captured', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" varchar(128) NOT NULL,
	"event" varchar(64) NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "order_data" jsonb;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "payment_id" varchar(64);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_id" varchar(64);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_payment_unique" ON "sandbox_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_one_capture" ON "sandbox_payments" USING btree ("provider_order_id") WHERE "sandbox_payments"."status" <> 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_event_unique" ON "webhook_events" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_idempotency_unique" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_order_unique" ON "payment_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_customer_idx" ON "payment_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_order_type_unique" ON "wallet_transactions" USING btree ("order_number","type") WHERE "wallet_transactions"."order_number" is not null;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('created', 'paid', 'refund_pending', 'refunded'));