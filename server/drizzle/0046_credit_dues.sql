CREATE TABLE "credit_reminders" (
	"due_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"due_date" varchar(10) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_reminders_due_id_kind_pk" PRIMARY KEY("due_id","kind"),
	CONSTRAINT "credit_reminders_kind_check" CHECK ("credit_reminders"."kind" in ('before', 'after'))
);
--> statement-breakpoint
ALTER TABLE "credit_reminders" ADD CONSTRAINT "credit_reminders_due_id_credit_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."credit_dues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_payments_reference_unique" ON "credit_payments" USING btree ("customer_id","method","reference");