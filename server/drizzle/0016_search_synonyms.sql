CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"phrases" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The search index is rebuilt per shape version: a synonym change, and a product's short
-- description (which the search also reads), now move the shape too.
CREATE TRIGGER "search_synonyms_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
DROP TRIGGER "products_shape_catalog_version" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_shape_catalog_version" AFTER UPDATE OF "id", "search_text", "sku", "model_number",
  "product_name", "category_id", "sub_category_id", "brand_id", "base_price", "discount_price", "average_rating",
  "created_at", "is_active", "short_description" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
-- The trade's words for the same thing (editable data; see README, "Search").
INSERT INTO "search_synonyms" ("phrases") VALUES
  (ARRAY['pen drive', 'pendrive', 'flash drive', 'usb drive', 'thumb drive', 'usb stick']),
  (ARRAY['hdd', 'hard drive', 'hard disk', 'harddisk']),
  (ARRAY['ssd', 'solid state drive', 'solid state']),
  (ARRAY['wifi', 'wi-fi', 'wlan']),
  (ARRAY['ups', 'uninterruptible power supply', 'power backup', 'inverter']),
  (ARRAY['laptop', 'notebook']),
  (ARRAY['desktop', 'desktop pc', 'computer', 'cpu tower']),
  (ARRAY['monitor', 'display']),
  (ARRAY['memory card', 'sd card', 'microsd']),
  (ARRAY['ram', 'memory']),
  (ARRAY['graphics card', 'gpu', 'video card']),
  (ARRAY['psu', 'power supply', 'smps']),
  (ARRAY['processor', 'cpu']),
  (ARRAY['router', 'modem']),
  (ARRAY['access point', 'wap']),
  (ARRAY['switch', 'network switch', 'lan switch']),
  (ARRAY['lan cable', 'ethernet cable', 'patch cord', 'network cable']),
  (ARRAY['antivirus', 'internet security', 'total security']),
  (ARRAY['headset', 'headphone', 'earphone']),
  (ARRAY['webcam', 'web camera']),
  (ARRAY['combo', 'keyboard mouse']),
  (ARRAY['nas', 'network storage', 'network attached storage']),
  (ARRAY['licence', 'license']),
  (ARRAY['fhd', 'full hd', '1080p']),
  (ARRAY['uhd', '4k', 'ultra hd', '2160p']),
  (ARRAY['qhd', '2k', '1440p']),
  (ARRAY['hp', 'hewlett packard']),
  (ARRAY['wd', 'western digital']),
  (ARRAY['tp-link', 'tplink']),
  (ARRAY['d-link', 'dlink']);
