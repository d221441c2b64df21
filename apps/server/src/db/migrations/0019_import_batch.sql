CREATE TABLE "import_batch" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"scope" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_hash" varchar(64) NOT NULL,
	"file_key" text NOT NULL,
	"format" varchar(4) NOT NULL,
	"locale" varchar(2) DEFAULT 'zh' NOT NULL,
	"total" integer NOT NULL,
	"valid" integer NOT NULL,
	"invalid" integer NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'checked' NOT NULL,
	"mode" varchar(8),
	"inserted" integer,
	"job_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_batch" ADD CONSTRAINT "import_batch_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batch_user_idx" ON "import_batch" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "import_batch_taken_uq" ON "import_batch" USING btree ("kind","scope","file_hash") WHERE "import_batch"."status" in ('committing', 'queued', 'committed');