CREATE TABLE "platform_list" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"list_type" varchar(1) NOT NULL,
	"subject_id" bigint NOT NULL,
	"reason" varchar(500) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" bigint
);
--> statement-breakpoint
ALTER TABLE "task" ADD COLUMN "whitelist_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_list" ADD CONSTRAINT "platform_list_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_list" ADD CONSTRAINT "platform_list_removed_by_sys_user_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_list_subject_uq" ON "platform_list" USING btree ("list_type","subject_id") WHERE "platform_list"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "platform_list_type_created_idx" ON "platform_list" USING btree ("list_type","created_at" desc) WHERE "platform_list"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "platform_list_created_idx" ON "platform_list" USING btree ("created_at" desc) WHERE "platform_list"."removed_at" is null;