ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_status_check";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "payment_method" varchar(32) DEFAULT 'cash_on_delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "approval_request_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_approval_request_idx" ON "payment_orders" USING btree ("approval_request_id");--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_payment_method_check" CHECK ("approval_requests"."payment_method" in ('cash_on_delivery', 'razorpay'));--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('pending', 'awaiting_payment', 'approved', 'rejected', 'withdrawn'));