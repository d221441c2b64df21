CREATE TABLE "role_list_view" (
	"role_id" bigint NOT NULL,
	"list_key" varchar(80) NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_list_view_role_id_list_key_pk" PRIMARY KEY("role_id","list_key")
);
--> statement-breakpoint
CREATE TABLE "user_list_view" (
	"user_id" bigint NOT NULL,
	"list_key" varchar(80) NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_list_view_user_id_list_key_pk" PRIMARY KEY("user_id","list_key")
);
--> statement-breakpoint
ALTER TABLE "role_list_view" ADD CONSTRAINT "role_list_view_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_list_view" ADD CONSTRAINT "role_list_view_updated_by_sys_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_list_view" ADD CONSTRAINT "user_list_view_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_list_view_key_idx" ON "role_list_view" USING btree ("list_key");