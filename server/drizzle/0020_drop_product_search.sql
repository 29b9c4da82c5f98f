-- product_search (migration 0004) was a narrow copy of the listing fields for SQL search; the
-- listing now searches an in-process index (modules/catalog/search/) and nothing reads the table.
-- Its trigger goes first, so no insert or update of products writes it any more.
DROP TRIGGER IF EXISTS "products_search_sync" ON "products";--> statement-breakpoint
DROP FUNCTION IF EXISTS "product_search_sync"();--> statement-breakpoint
DROP TABLE "product_search" CASCADE;
