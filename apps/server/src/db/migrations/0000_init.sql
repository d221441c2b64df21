CREATE TABLE "auth_session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"ip" varchar(64),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "auth_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_guard" (
	"username" varchar(64) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"user_id" bigint,
	"event" varchar(16) NOT NULL,
	"ip" varchar(64),
	"user_agent" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"tax_park_id" bigint,
	"contact_name" varchar(50),
	"contact_phone" varchar(20),
	"status" varchar(1) DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remark" text,
	CONSTRAINT "enterprise_credit_code_unique" UNIQUE("credit_code")
);
--> statement-breakpoint
CREATE TABLE "tax_park" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"park_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_object" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"object_key" text NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"driver" varchar(8) NOT NULL,
	"uploaded_by" bigint,
	"enterprise_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_object_object_key_unique" UNIQUE("object_key")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parent_id" bigint,
	"menu_type" varchar(1) NOT NULL,
	"path" varchar(200) DEFAULT '' NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"component" varchar(200),
	"title" varchar(100) NOT NULL,
	"title_en" varchar(100),
	"icon" varchar(100),
	"affix" boolean DEFAULT false NOT NULL,
	"no_cache" boolean DEFAULT false NOT NULL,
	"keep_alive" boolean DEFAULT true NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"active_menu" varchar(200),
	"perms" varchar(100),
	"status" varchar(1) DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"is_super" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" varchar(1) DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_role_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "sys_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" varchar(2) NOT NULL,
	"status" varchar(1) DEFAULT '1' NOT NULL,
	"enterprise_id" bigint,
	"phone" varchar(20),
	"email" varchar(100),
	"wx_head" text,
	"socket_id" varchar(64),
	"is_validator" varchar(1) DEFAULT '0' NOT NULL,
	"ip_allow_list" text[] DEFAULT '{}' NOT NULL,
	"security_stamp" integer DEFAULT 0 NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_token" ADD CONSTRAINT "auth_token_session_id_auth_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise" ADD CONSTRAINT "enterprise_tax_park_id_tax_park_id_fk" FOREIGN KEY ("tax_park_id") REFERENCES "public"."tax_park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_object" ADD CONSTRAINT "file_object_uploaded_by_sys_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_menu" ADD CONSTRAINT "sys_role_menu_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_menu" ADD CONSTRAINT "sys_role_menu_menu_id_sys_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."sys_menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_token_session_idx" ON "auth_token" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "auth_token_expires_idx" ON "auth_token" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_log_created_idx" ON "login_log" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "login_log_username_idx" ON "login_log" USING btree ("username","created_at" desc);--> statement-breakpoint
CREATE INDEX "enterprise_name_idx" ON "enterprise" USING btree ("name");--> statement-breakpoint
CREATE INDEX "enterprise_created_idx" ON "enterprise" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "file_object_uploader_idx" ON "file_object" USING btree ("uploaded_by","created_at");--> statement-breakpoint
CREATE INDEX "sys_menu_parent_idx" ON "sys_menu" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "sys_menu_perms_idx" ON "sys_menu" USING btree ("perms");--> statement-breakpoint
CREATE INDEX "sys_role_menu_menu_idx" ON "sys_role_menu" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sys_user_enterprise_idx" ON "sys_user" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");