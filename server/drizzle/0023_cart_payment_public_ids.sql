-- Public ids of cart lines (cart_id) and card payment orders (rpo_id), issue 21. As in 0019, the
-- default is volatile, so adding the column draws one per existing row: the backfill is this statement.
ALTER TABLE "carts" ADD COLUMN "public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_public_id_unique" ON "carts" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_public_id_unique" ON "payment_orders" USING btree ("public_id");