CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL,
	"sku_key" text NOT NULL,
	"model_key" text NOT NULL,
	"name_key" text NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"brand_id" integer NOT NULL,
	"list_price" numeric(12, 2) NOT NULL,
	"average_rating" numeric(3, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"is_active" boolean NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_trgm_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Keeps product_search in step with products (see schema.ts): every insert, and updates of the
-- listed fields only, so stock changes from orders do not pay for it.
CREATE FUNCTION "product_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("product_id", "search_text", "sku_key", "model_key", "name_key", "category_id",
    "sub_category_id", "brand_id", "list_price", "average_rating", "created_at", "is_active")
  VALUES (NEW."id", NEW."search_text", lower(NEW."sku"), lower(NEW."model_number"), lower(NEW."product_name"),
    NEW."category_id", NEW."sub_category_id", NEW."brand_id", coalesce(NEW."discount_price", NEW."base_price"),
    NEW."average_rating", NEW."created_at", NEW."is_active")
  ON CONFLICT ("product_id") DO UPDATE SET
    "search_text" = EXCLUDED."search_text", "sku_key" = EXCLUDED."sku_key", "model_key" = EXCLUDED."model_key",
    "name_key" = EXCLUDED."name_key", "category_id" = EXCLUDED."category_id",
    "sub_category_id" = EXCLUDED."sub_category_id", "brand_id" = EXCLUDED."brand_id",
    "list_price" = EXCLUDED."list_price", "average_rating" = EXCLUDED."average_rating",
    "created_at" = EXCLUDED."created_at", "is_active" = EXCLUDED."is_active";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_sync" AFTER INSERT OR UPDATE OF "id", "search_text", "sku", "model_number",
  "product_name", "category_id", "sub_category_id", "brand_id", "base_price", "discount_price", "average_rating",
  "created_at", "is_active" ON "products" FOR EACH ROW EXECUTE FUNCTION "product_search_sync"();--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "search_text", "sku_key", "model_key", "name_key", "category_id",
  "sub_category_id", "brand_id", "list_price", "average_rating", "created_at", "is_active")
SELECT "id", "search_text", lower("sku"), lower("model_number"), lower("product_name"), "category_id",
  "sub_category_id", "brand_id", coalesce("discount_price", "base_price"), "average_rating", "created_at", "is_active"
FROM "products";
