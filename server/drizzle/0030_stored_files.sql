CREATE TABLE "stored_files" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
