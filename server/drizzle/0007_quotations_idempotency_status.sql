ALTER TABLE "files" ADD COLUMN "download_name" varchar(100) DEFAULT 'quotation.pdf' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "quoted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_customer_idempotency_unique" ON "quotations" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_status_check" CHECK ("quotations"."status" in ('pending', 'quoted', 'accepted', 'rejected', 'closed'));