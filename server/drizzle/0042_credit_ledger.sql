CREATE TABLE "credit_allocations" (
	"payment_id" integer NOT NULL,
	"due_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "credit_allocations_payment_id_due_id_pk" PRIMARY KEY("payment_id","due_id"),
	CONSTRAINT "credit_allocations_amount_check" CHECK ("credit_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_dues" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" varchar(32) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid" numeric(12, 2) DEFAULT '0' NOT NULL,
	"invoice_number" varchar(32),
	"invoice_date" timestamp with time zone,
	"due_date" varchar(10),
	"state" varchar(8) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_dues_state_check" CHECK ("credit_dues"."state" in ('open', 'paid')),
	CONSTRAINT "credit_dues_paid_check" CHECK ("credit_dues"."paid" >= 0 and "credit_dues"."paid" <= "credit_dues"."amount"),
	CONSTRAINT "credit_dues_state_paid_check" CHECK (("credit_dues"."state" = 'paid') = ("credit_dues"."paid" = "credit_dues"."amount"))
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(12) NOT NULL,
	"description" text NOT NULL,
	"reference" varchar(100),
	"due_id" integer,
	"payment_id" integer,
	"debit" numeric(12, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(12, 2) DEFAULT '0' NOT NULL,
	"limit_after" numeric(12, 2) NOT NULL,
	"actor" varchar(191) NOT NULL,
	CONSTRAINT "credit_entries_kind_check" CHECK ("credit_entries"."kind" in ('opening', 'order', 'cancel', 'refund', 'payment', 'tds', 'limit', 'terms')),
	CONSTRAINT "credit_entries_amounts_check" CHECK ("credit_entries"."debit" >= 0 and "credit_entries"."credit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL,
	"customer_id" integer NOT NULL,
	"method" varchar(8) NOT NULL,
	"reference" varchar(100) NOT NULL,
	"received_on" varchar(10) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"provider_order_id" varchar(64),
	"recorded_by" varchar(191) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_payments_method_check" CHECK ("credit_payments"."method" in ('online', 'neft', 'rtgs', 'cheque', 'upi', 'tds')),
	CONSTRAINT "credit_payments_amount_check" CHECK ("credit_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "credit_line" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_payment_id_credit_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."credit_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_due_id_credit_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."credit_dues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_dues" ADD CONSTRAINT "credit_dues_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_dues" ADD CONSTRAINT "credit_dues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_due_id_credit_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."credit_dues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_payment_id_credit_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."credit_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_allocations_due_idx" ON "credit_allocations" USING btree ("due_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_dues_order_unique" ON "credit_dues" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_dues_public_id_unique" ON "credit_dues" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "credit_dues_customer_idx" ON "credit_dues" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "credit_dues_due_date_idx" ON "credit_dues" USING btree ("due_date") WHERE "credit_dues"."state" = 'open';--> statement-breakpoint
CREATE INDEX "credit_entries_customer_idx" ON "credit_entries" USING btree ("customer_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_payments_public_id_unique" ON "credit_payments" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_payments_provider_order_unique" ON "credit_payments" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "credit_payments_customer_idx" ON "credit_payments" USING btree ("customer_id","id");--> statement-breakpoint
-- Backfill: every cash-on-delivery order that still holds a debit of the available credit (its
-- wallet 'd', less what credit notes gave back) becomes an open due; the company's limit becomes
-- its available credit + those dues, so every existing company balances from the first day.
INSERT INTO "credit_dues" ("customer_id", "order_id", "order_number", "amount", "invoice_number", "invoice_date", "due_date", "created_at")
SELECT o."customer_id", o."id", o."order_number",
       o."total_amount" - coalesce((SELECT sum(w."amount") FROM "wallet_transactions" w
                                     JOIN "credit_notes" n ON n."note_number" = w."order_number"
                                     WHERE n."order_id" = o."id" AND w."type" = 'c'), 0),
       o."invoice_number", o."invoice_date",
       CASE WHEN o."invoice_date" IS NULL THEN NULL
            ELSE to_char((o."invoice_date" AT TIME ZONE 'Asia/Kolkata')::date + 30, 'YYYY-MM-DD') END,
       o."order_date"
FROM "orders" o
WHERE o."payment_method" = 'cash_on_delivery' AND o."status" <> 'canceled'
  AND EXISTS (SELECT 1 FROM "wallet_transactions" d WHERE d."order_number" = o."order_number" AND d."type" = 'd')
  AND o."total_amount" - coalesce((SELECT sum(w."amount") FROM "wallet_transactions" w
                                   JOIN "credit_notes" n ON n."note_number" = w."order_number"
                                   WHERE n."order_id" = o."id" AND w."type" = 'c'), 0) > 0;--> statement-breakpoint
UPDATE "customers" c SET "credit_line" = c."credit_limit" + coalesce((SELECT sum(d."amount") FROM "credit_dues" d WHERE d."customer_id" = c."id"), 0);--> statement-breakpoint
INSERT INTO "credit_entries" ("customer_id", "at", "kind", "description", "reference", "due_id", "debit", "limit_after", "actor")
SELECT d."customer_id", d."created_at", 'order', 'Order ' || d."order_number" || ' (cash on delivery)', d."order_number", d."id", d."amount", c."credit_line", 'migration'
FROM "credit_dues" d JOIN "customers" c ON c."id" = d."customer_id";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_payment_terms_check" CHECK ("customers"."payment_terms_days" between 0 and 365);