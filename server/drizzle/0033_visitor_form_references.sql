-- Contact and request-an-item references no longer count the store's forms (issue 21): new rows draw
-- INQ- / REQ- and 10 random hex digits from the column default; rows already received keep the
-- reference their visitor was mailed (INQ-000042, REQ-000007, from the serial id).
ALTER TABLE "inquiries" ADD COLUMN "reference" varchar(16);--> statement-breakpoint
UPDATE "inquiries" SET "reference" = 'INQ-' || lpad("id"::text, 6, '0');--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "reference" SET DEFAULT ('INQ-' || upper(substr(md5(gen_random_uuid()::text), 1, 10)));--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "item_requests" ADD COLUMN "reference" varchar(16);--> statement-breakpoint
UPDATE "item_requests" SET "reference" = 'REQ-' || lpad("id"::text, 6, '0');--> statement-breakpoint
ALTER TABLE "item_requests" ALTER COLUMN "reference" SET DEFAULT ('REQ-' || upper(substr(md5(gen_random_uuid()::text), 1, 10)));--> statement-breakpoint
ALTER TABLE "item_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "item_requests" ADD CONSTRAINT "item_requests_reference_unique" UNIQUE("reference");
