-- Public ids (issue 21). The default is volatile, so adding the column draws one per existing row
-- (PostgreSQL evaluates it row by row when it rewrites the table): the backfill is this statement.
ALTER TABLE "orders" ADD COLUMN "public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
CREATE INDEX "files_expires_idx" ON "files" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_id_unique" ON "orders" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_public_id_unique" ON "quotations" USING btree ("public_id");