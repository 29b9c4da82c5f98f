CREATE TABLE "eway_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"ewb_number" varchar(12) NOT NULL,
	"ewb_date" date NOT NULL,
	"transporter_name" varchar(100) NOT NULL,
	"transporter_id" varchar(15),
	"vehicle_number" varchar(12) NOT NULL,
	"distance_km" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eway_bills_number_check" CHECK ("eway_bills"."ewb_number" ~ '^[0-9]{12}$'),
	CONSTRAINT "eway_bills_distance_check" CHECK ("eway_bills"."distance_km" between 1 and 4000)
);
--> statement-breakpoint
ALTER TABLE "eway_bills" ADD CONSTRAINT "eway_bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eway_bills_order_unique" ON "eway_bills" USING btree ("order_id");