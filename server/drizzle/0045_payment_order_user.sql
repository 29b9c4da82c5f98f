ALTER TABLE "payment_orders" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_created_by_user_id_customer_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."customer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing provider orders were started by the company's only user then: its first admin (migration 0039).
UPDATE "payment_orders" po SET "created_by_user_id" = (SELECT min(u."id") FROM "customer_users" u WHERE u."customer_id" = po."customer_id" AND u."role" = 'admin');
