CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_version" ADD CONSTRAINT "catalog_version_one_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, (extract(epoch from clock_timestamp()) * 1000)::bigint);--> statement-breakpoint
-- Bumped in the writer's own transaction, so the new version becomes visible exactly when the
-- change does: a cache keyed on the version read before the data is never stale, in any number of
-- server processes. A row lock, not a sequence: nextval would be seen before the commit is.
-- The version never goes back, even when the row is emptied (the PostgreSQL test suite truncates
-- every table): it is at least the time in milliseconds, so a re-created row starts above any
-- version a running process may have cached under.
CREATE FUNCTION "catalog_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_version" ("id", "version") VALUES (1, (extract(epoch from clock_timestamp()) * 1000)::bigint)
  ON CONFLICT ("id") DO UPDATE SET "version" = greatest("catalog_version"."version" + 1, EXCLUDED."version");
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every table a listing or a product page reads from the shared (not per-customer) catalogue.
-- product_search follows products by its own trigger; custom rates and carts are read per request.
CREATE TRIGGER "products_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "product_specifications_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_specifications" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "brands_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "ratings_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ratings" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
-- A review shows its author's contact name.
CREATE TRIGGER "customers_name_catalog_version" AFTER UPDATE OF "primary_contact_name" ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
