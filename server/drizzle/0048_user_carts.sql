ALTER TABLE "carts" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "cart_free_products" ADD COLUMN "user_id" integer;--> statement-breakpoint
-- Data: a cart (and its free product) was the company's; it becomes the company's oldest active
-- admin's (created first, the lowest id on a tie). A company without an active admin gives it to
-- its oldest active user; a company with no active user at all could not see its cart, which goes.
UPDATE "carts" AS c SET "user_id" = (
  SELECT u."id" FROM "customer_users" AS u
  WHERE u."customer_id" = c."customer_id" AND u."status" = 'active'
  ORDER BY (u."role" = 'admin') DESC, u."created_at", u."id"
  LIMIT 1
);--> statement-breakpoint
UPDATE "cart_free_products" AS f SET "user_id" = (
  SELECT u."id" FROM "customer_users" AS u
  WHERE u."customer_id" = f."customer_id" AND u."status" = 'active'
  ORDER BY (u."role" = 'admin') DESC, u."created_at", u."id"
  LIMIT 1
);--> statement-breakpoint
DELETE FROM "carts" WHERE "user_id" IS NULL;--> statement-breakpoint
DELETE FROM "cart_free_products" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "carts" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_free_products" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_free_products" DROP CONSTRAINT "cart_free_products_pkey";--> statement-breakpoint
ALTER TABLE "cart_free_products" ADD PRIMARY KEY ("user_id");--> statement-breakpoint
DROP INDEX "carts_customer_product_unique";--> statement-breakpoint
ALTER TABLE "cart_free_products" ADD CONSTRAINT "cart_free_products_user_id_customer_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customer_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_customer_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customer_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_product_unique" ON "carts" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");
