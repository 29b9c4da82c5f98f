-- The products the in-memory product store (catalog/productStore.ts) must read again since its last
-- read: the ones whose changed_xid is at or after the oldest transaction then running (an index range).
ALTER TABLE "products" ADD COLUMN "changed_xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
CREATE INDEX "products_changed_xid_idx" ON "products" USING btree ("changed_xid");--> statement-breakpoint
-- Every write of a product row records its transaction; writes of its images and specifications
-- record it on the product (once per statement and product, and not again when the transaction
-- already wrote the product: the product form and the import do). A deleted image leaves no row, so
-- this is how the product store learns of it.
CREATE FUNCTION "products_changed_xid_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."changed_xid" := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_changed_xid" BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "products_changed_xid_set"();--> statement-breakpoint
CREATE FUNCTION "products_changed_by_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" p SET "changed_xid" = pg_current_xact_id()::text::bigint
  WHERE p."id" IN (SELECT DISTINCT r."product_id" FROM changed_rows r)
    AND p."changed_xid" <> pg_current_xact_id()::text::bigint;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_images_changed_insert" AFTER INSERT ON "product_images"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_changed_by_rows"();--> statement-breakpoint
CREATE TRIGGER "product_images_changed_update" AFTER UPDATE ON "product_images"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_changed_by_rows"();--> statement-breakpoint
CREATE TRIGGER "product_images_changed_delete" AFTER DELETE ON "product_images"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_changed_by_rows"();--> statement-breakpoint
CREATE TRIGGER "product_specifications_changed_insert" AFTER INSERT ON "product_specifications"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_changed_by_rows"();--> statement-breakpoint
CREATE TRIGGER "product_specifications_changed_update" AFTER UPDATE ON "product_specifications"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_changed_by_rows"();--> statement-breakpoint
CREATE TRIGGER "product_specifications_changed_delete" AFTER DELETE ON "product_specifications"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_changed_by_rows"();
