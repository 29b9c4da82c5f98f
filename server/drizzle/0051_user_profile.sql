ALTER TABLE "customer_users" ADD COLUMN "phone" varchar(15);--> statement-breakpoint
ALTER TABLE "customer_users" ADD COLUMN "mail_order_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_users" ADD COLUMN "mail_approval_requests" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_users" ADD COLUMN "mail_quotation_answers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_users" ADD COLUMN "mail_dues_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "customer_users" SET "phone" = "customers"."phone" FROM "customers" WHERE "customers"."id" = "customer_users"."customer_id" AND lower("customers"."email") = lower("customer_users"."email");
