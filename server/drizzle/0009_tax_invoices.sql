CREATE TABLE "invoice_counters" (
	"financial_year" varchar(7) NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_financial_year_pk" PRIMARY KEY("financial_year"),
	CONSTRAINT "invoice_counters_last_check" CHECK ("invoice_counters"."last_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" varchar(8);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_company" varchar(191);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "free_product_name" varchar(255);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "free_product_hsn_code" varchar(8);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" varchar(32);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_date" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_unique" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
-- What the invoice prints is copied onto orders placed before this migration from today's
-- catalogue and accounts: the closest record there is of how they were sold.
UPDATE "order_items" AS i SET "hsn_code" = p."hsn_code" FROM "products" AS p WHERE p."id" = i."product_id";--> statement-breakpoint
UPDATE "orders" AS o SET "customer_company" = c."company_name" FROM "customers" AS c WHERE c."id" = o."customer_id";--> statement-breakpoint
UPDATE "orders" AS o SET "free_product_name" = p."product_name", "free_product_hsn_code" = p."hsn_code"
FROM "products" AS p WHERE p."id" = o."free_product_id";--> statement-breakpoint
-- Orders the store approved before invoices existed get their numbers now, dated today, in the
-- order they were placed (no approval time was recorded), so every approved order has an invoice
-- and the numbering of the current financial year stays consecutive.
WITH "fy" AS (
  SELECT "y"::text || '-' || lpad((("y" + 1) % 100)::text, 2, '0') AS "label"
  FROM (
    SELECT CASE WHEN extract(month FROM now() AT TIME ZONE 'Asia/Kolkata') >= 4
      THEN extract(year FROM now() AT TIME ZONE 'Asia/Kolkata')::int
      ELSE extract(year FROM now() AT TIME ZONE 'Asia/Kolkata')::int - 1 END AS "y"
  ) AS "t"
), "numbered" AS (
  SELECT "id", (row_number() OVER (ORDER BY "order_date", "id"))::text AS "n"
  FROM "orders"
  WHERE "status" IN ('approved', 'shipped', 'delivered') AND "invoice_number" IS NULL
)
UPDATE "orders" AS o
SET "invoice_number" = 'INV/' || "fy"."label" || '/' || lpad("numbered"."n", greatest(5, length("numbered"."n")), '0'),
    "invoice_date" = now()
FROM "numbered", "fy"
WHERE o."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "invoice_counters" ("financial_year", "last_number")
SELECT substring("invoice_number" FROM 5 FOR 7), count(*)::int FROM "orders" WHERE "invoice_number" IS NOT NULL GROUP BY 1;
