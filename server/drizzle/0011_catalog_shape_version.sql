ALTER TABLE "catalog_version" ADD COLUMN "shape_version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "catalog_version" SET "shape_version" = "version";--> statement-breakpoint
-- Two versions, one row. "version" moves with every change a listing or product page shows;
-- "shape_version" only with what decides which products a listing holds, in which order, and its
-- facets and price bounds (the products columns product_search copies, categories, brands, and
-- products coming and going). Listings key their ids and facets on the shape and their products'
-- content on the version, so the stock change of every sale costs a page of rows, not the facet
-- aggregate over the whole catalogue. The shape never moves without the version.
CREATE OR REPLACE FUNCTION "catalog_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  floor_version bigint := (extract(epoch from clock_timestamp()) * 1000)::bigint;
BEGIN
  IF TG_NARGS > 0 AND TG_ARGV[0] = 'content' THEN
    INSERT INTO "catalog_version" ("id", "version", "shape_version") VALUES (1, floor_version, floor_version)
    ON CONFLICT ("id") DO UPDATE SET "version" = greatest("catalog_version"."version" + 1, EXCLUDED."version");
  ELSE
    INSERT INTO "catalog_version" ("id", "version", "shape_version") VALUES (1, floor_version, floor_version)
    ON CONFLICT ("id") DO UPDATE SET
      "version" = greatest("catalog_version"."version" + 1, EXCLUDED."version"),
      "shape_version" = greatest("catalog_version"."version" + 1, EXCLUDED."version");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "products_catalog_version" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
-- The columns product_search copies (migration 0004): what listings filter, search and sort by.
CREATE TRIGGER "products_shape_catalog_version" AFTER UPDATE OF "id", "search_text", "sku", "model_number",
  "product_name", "category_id", "sub_category_id", "brand_id", "base_price", "discount_price", "average_rating",
  "created_at", "is_active" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "products_content_catalog_version" AFTER UPDATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"('content');--> statement-breakpoint
DROP TRIGGER "product_images_catalog_version" ON "product_images";--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"('content');--> statement-breakpoint
DROP TRIGGER "product_specifications_catalog_version" ON "product_specifications";--> statement-breakpoint
CREATE TRIGGER "product_specifications_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_specifications" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"('content');--> statement-breakpoint
-- A review's text shows on its product's page; the product's average rating (which listings sort
-- by) is a products column.
DROP TRIGGER "ratings_catalog_version" ON "ratings";--> statement-breakpoint
CREATE TRIGGER "ratings_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ratings" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"('content');--> statement-breakpoint
DROP TRIGGER "customers_name_catalog_version" ON "customers";--> statement-breakpoint
CREATE TRIGGER "customers_name_catalog_version" AFTER UPDATE OF "primary_contact_name" ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"('content');
