CREATE TABLE "customer_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL,
	"customer_id" integer NOT NULL,
	"email" varchar(191) NOT NULL,
	"password_hash" text,
	"name" varchar(201) NOT NULL,
	"role" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"order_limit_paise" bigint,
	"monthly_limit_paise" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_users_role_check" CHECK ("customer_users"."role" in ('admin', 'buyer', 'approver', 'viewer')),
	CONSTRAINT "customer_users_status_check" CHECK ("customer_users"."status" in ('active', 'invited', 'disabled')),
	CONSTRAINT "customer_users_password_check" CHECK ("customer_users"."status" = 'invited' or "customer_users"."password_hash" is not null),
	CONSTRAINT "customer_users_limits_check" CHECK (coalesce("customer_users"."order_limit_paise", 0) >= 0 and coalesce("customer_users"."monthly_limit_paise", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "kind" varchar(8) DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_id" integer;--> statement-breakpoint
-- Backfill: every existing company gets one admin user with its sign-in email and password, so
-- every login, open session and reset link keeps working; what each company made so far, its one user made.
INSERT INTO "customer_users" ("customer_id", "email", "password_hash", "name", "role", "status", "created_at", "updated_at")
SELECT "id", "email", "password_hash", "primary_contact_name", 'admin', 'active', "created_at", "updated_at" FROM "customers";--> statement-breakpoint
UPDATE "sessions" s SET "user_id" = u."id" FROM "customer_users" u WHERE u."customer_id" = s."customer_id";--> statement-breakpoint
UPDATE "password_resets" r SET "user_id" = u."id" FROM "customer_users" u WHERE u."customer_id" = r."customer_id";--> statement-breakpoint
UPDATE "orders" o SET "created_by_user_id" = u."id" FROM "customer_users" u WHERE u."customer_id" = o."customer_id";--> statement-breakpoint
UPDATE "quotations" q SET "created_by_user_id" = u."id" FROM "customer_users" u WHERE u."customer_id" = q."customer_id";--> statement-breakpoint
UPDATE "addresses" a SET "created_by_user_id" = u."id" FROM "customer_users" u WHERE u."customer_id" = a."customer_id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_users" ADD CONSTRAINT "customer_users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_users_email_unique" ON "customer_users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "customer_users_public_id_unique" ON "customer_users" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "customer_users_customer_idx" ON "customer_users" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_created_by_user_id_customer_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."customer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_user_id_customer_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."customer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_customer_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customer_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_user_id_customer_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."customer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_customer_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customer_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_kind_check" CHECK ("password_resets"."kind" in ('reset', 'invite'));