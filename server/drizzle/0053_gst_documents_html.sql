ALTER TABLE "eway_bills" ADD COLUMN "number_shared_before" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Numbers already on more than one order are marked and left as they are (staff can list them:
-- select o.order_number, b.ewb_number from eway_bills b join orders o on o.id = b.order_id where b.number_shared_before).
UPDATE "eway_bills" SET "number_shared_before" = true WHERE "ewb_number" IN (SELECT "ewb_number" FROM "eway_bills" GROUP BY "ewb_number" HAVING count(*) > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "eway_bills_number_unique" ON "eway_bills" USING btree ("ewb_number") WHERE not "eway_bills"."number_shared_before";--> statement-breakpoint
CREATE TABLE "html_cleanup" (
	"table_name" varchar(32) NOT NULL,
	"row_id" integer NOT NULL,
	CONSTRAINT "html_cleanup_table_name_row_id_pk" PRIMARY KEY("table_name","row_id")
);--> statement-breakpoint
-- Rich text that may hold what the sanitiser removes (scripts, forbidden elements, event handlers,
-- script: links): queued for the server's start to clean with the one sanitiser.
INSERT INTO "html_cleanup" ("table_name", "row_id")
SELECT 'products', "id" FROM "products" WHERE "long_description" ~* '<\s*/?\s*(script|style|form|input|iframe|object|embed|svg|math|link|meta|base|frame|applet|template|noscript|textarea|button|select)|\son[a-z]+\s*=|(javascript|vbscript|data)\s*:'
UNION ALL SELECT 'blogs', "id" FROM "blogs" WHERE "description" ~* '<\s*/?\s*(script|style|form|input|iframe|object|embed|svg|math|link|meta|base|frame|applet|template|noscript|textarea|button|select)|\son[a-z]+\s*=|(javascript|vbscript|data)\s*:'
UNION ALL SELECT 'policies', "id" FROM "policies" WHERE "description" ~* '<\s*/?\s*(script|style|form|input|iframe|object|embed|svg|math|link|meta|base|frame|applet|template|noscript|textarea|button|select)|\son[a-z]+\s*=|(javascript|vbscript|data)\s*:'
UNION ALL SELECT 'about_entries', "id" FROM "about_entries" WHERE "description" ~* '<\s*/?\s*(script|style|form|input|iframe|object|embed|svg|math|link|meta|base|frame|applet|template|noscript|textarea|button|select)|\son[a-z]+\s*=|(javascript|vbscript|data)\s*:';
