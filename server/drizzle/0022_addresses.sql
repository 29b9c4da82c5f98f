-- One address table for both books (issue 20) with public ids (issue 21). Every row of the two old
-- tables is copied with its kind, default flag and creation time; orders keep their own copy of
-- the address text (no order refers to an address row), so nothing else moves. A card payment
-- waiting to become an order names its addresses in order_data: those ids become public ids too.
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"line1" varchar(30) NOT NULL,
	"line2" varchar(191),
	"city" varchar(100),
	"state" varchar(100),
	"country" varchar(100),
	"pincode" varchar(12),
	"phone" varchar(15),
	"is_default" char(1) DEFAULT 'n' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_default_check" CHECK ("addresses"."is_default" in ('y', 'n')),
	CONSTRAINT "addresses_kind_check" CHECK ("addresses"."kind" in ('billing', 'shipping')),
	CONSTRAINT "addresses_shipping_complete_check" CHECK ("addresses"."kind" <> 'shipping' or ("addresses"."city" is not null and "addresses"."state" is not null and "addresses"."country" is not null and "addresses"."pincode" is not null and "addresses"."phone" is not null))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_customer_kind_idx" ON "addresses" USING btree ("customer_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_public_id_unique" ON "addresses" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("customer_id","kind") WHERE "addresses"."is_default" = 'y';--> statement-breakpoint
-- The default is volatile: adding the column draws a public id for every existing row.
ALTER TABLE "billing_addresses" ADD COLUMN "public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD COLUMN "public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
INSERT INTO "addresses" ("public_id", "customer_id", "kind", "line1", "line2", "city", "state", "country", "pincode", "phone", "is_default", "created_at")
  SELECT "public_id", "customer_id", 'billing', "b_address_line1", "b_address_line2", "b_city", "b_state", "b_country", "b_pincode", "b_phone", "is_default", "created_at"
  FROM "billing_addresses" ORDER BY "id";--> statement-breakpoint
INSERT INTO "addresses" ("public_id", "customer_id", "kind", "line1", "line2", "city", "state", "country", "pincode", "phone", "is_default", "created_at")
  SELECT "public_id", "customer_id", 'shipping', "s_address_line1", "s_address_line2", "s_city", "s_state", "s_country", "s_pincode", "s_phone", "is_default", "created_at"
  FROM "shipping_addresses" ORDER BY "id";--> statement-breakpoint
-- An id whose address is gone becomes its digits as text: it matches no public id, so it reads as
-- a missing address, as the number did.
UPDATE "payment_orders" SET "order_data" = "order_data" || jsonb_build_object(
    'billing_address_id', coalesce((SELECT b."public_id" FROM "billing_addresses" b WHERE b."id" = ("order_data"->>'billing_address_id')::numeric), "order_data"->>'billing_address_id'),
    'shipping_address_id', coalesce((SELECT s."public_id" FROM "shipping_addresses" s WHERE s."id" = ("order_data"->>'shipping_address_id')::numeric), "order_data"->>'shipping_address_id'))
  WHERE jsonb_typeof("order_data"->'billing_address_id') = 'number' AND jsonb_typeof("order_data"->'shipping_address_id') = 'number';--> statement-breakpoint
DROP TABLE "billing_addresses";--> statement-breakpoint
DROP TABLE "shipping_addresses";
