ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" varchar(64);--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "idempotency_fingerprint" varchar(64);