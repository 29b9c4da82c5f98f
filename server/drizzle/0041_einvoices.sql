CREATE TABLE "einvoice_sandbox_irns" (
	"ack_no" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "einvoice_sandbox_irns_ack_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 112610000000001 CACHE 1),
	"irn" varchar(64) NOT NULL,
	"ack_date" timestamp with time zone NOT NULL,
	"signed_invoice" text NOT NULL,
	"signed_qr_code" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "einvoice_sandbox_irns_irn_unique" UNIQUE("irn")
);
--> statement-breakpoint
CREATE TABLE "einvoice_sandbox_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"kid" varchar(64) NOT NULL,
	"private_key" text NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"credit_note_id" integer,
	"doc_type" varchar(3) NOT NULL,
	"doc_number" varchar(16) NOT NULL,
	"state" varchar(16) NOT NULL,
	"irn" varchar(64),
	"ack_no" varchar(20),
	"ack_date" timestamp with time zone,
	"signed_invoice" text,
	"signed_qr_code" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(1),
	"cancel_remark" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoices_state_check" CHECK ("e_invoices"."state" in ('pending', 'registered', 'failed', 'cancelled')),
	CONSTRAINT "e_invoices_doc_type_check" CHECK ("e_invoices"."doc_type" in ('INV', 'CRN'))
);
--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_doc_unique" ON "e_invoices" USING btree ("doc_type","doc_number");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_irn_unique" ON "e_invoices" USING btree ("irn");--> statement-breakpoint
CREATE INDEX "e_invoices_order_idx" ON "e_invoices" USING btree ("order_id");