-- Public ids of customers, order lines, quotation lines and messages, and wallet transactions
-- (issue 21). As in 0019, the default is volatile, so adding the column draws one per existing row:
-- the backfill is this statement.
ALTER TABLE "customers" ADD COLUMN "public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD COLUMN "public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_messages" ADD COLUMN "public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_public_id_unique" ON "customers" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_public_id_unique" ON "order_items" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_items_public_id_unique" ON "quotation_items" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_messages_public_id_unique" ON "quotation_messages" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_public_id_unique" ON "wallet_transactions" USING btree ("public_id");