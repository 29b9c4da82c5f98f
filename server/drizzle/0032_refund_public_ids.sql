-- Refunds are named by a random public id on the wire (an order's refunds[].id, the back office's retry), as the
-- other ids a customer sees (issue 21). As in 0019 and 0029, the volatile default draws one per existing row.
ALTER TABLE "refunds" ADD COLUMN "public_id" varchar(22) DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_public_id_unique" ON "refunds" USING btree ("public_id");