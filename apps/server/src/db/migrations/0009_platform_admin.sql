CREATE TABLE "notice_publication" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"target" varchar(1) NOT NULL,
	"recipient_ids" bigint[] DEFAULT '{}' NOT NULL,
	"status" varchar(10) NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oper_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"username" varchar(64),
	"method" varchar(8) NOT NULL,
	"route" varchar(200) NOT NULL,
	"entity" varchar(40) NOT NULL,
	"entity_id" varchar(64),
	"summary" text,
	"before" text,
	"after" text,
	"status_code" integer NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"ip" varchar(64),
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "publication_id" bigint;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "notice_publication_due_idx" ON "notice_publication" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "oper_log_created_idx" ON "oper_log" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "oper_log_user_idx" ON "oper_log" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "notice_publication_idx" ON "notice" USING btree ("publication_id");