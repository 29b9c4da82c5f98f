CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL,
	"customer_id" integer NOT NULL,
	"requested_by_user_id" integer,
	"order_data" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"free_product_id" integer,
	"sub_total_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"grand_total_paise" bigint NOT NULL,
	"ship_to" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"order_id" integer,
	"idempotency_key" varchar(64),
	"idempotency_fingerprint" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('pending', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "approval_threshold_paise" bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_user_id_customer_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."customer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_free_product_id_products_id_fk" FOREIGN KEY ("free_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_user_id_customer_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."customer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_public_id_unique" ON "approval_requests" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_order_unique" ON "approval_requests" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_idempotency_unique" ON "approval_requests" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "approval_requests_customer_idx" ON "approval_requests" USING btree ("customer_id","status");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_created_by_user_id_customer_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."customer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_approval_threshold_check" CHECK (coalesce("customers"."approval_threshold_paise", 0) >= 0);--> statement-breakpoint
-- Existing provider orders were started by the company's only user then: its first admin (migration 0039).
UPDATE "payment_orders" po SET "created_by_user_id" = (SELECT min(u."id") FROM "customer_users" u WHERE u."customer_id" = po."customer_id" AND u."role" = 'admin');
