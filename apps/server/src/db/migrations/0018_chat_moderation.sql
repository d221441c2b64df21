CREATE TABLE "chat_flag" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"tags" text NOT NULL,
	"matches" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp (3) with time zone,
	"reviewed_by" integer,
	CONSTRAINT "chat_flag_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "moderation_tag" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"action" varchar(8) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_tag_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "moderation_word" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"word" varchar(64) NOT NULL,
	"tag_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_word_word_unique" UNIQUE("word")
);
--> statement-breakpoint
ALTER TABLE "chat_flag" ADD CONSTRAINT "chat_flag_message_id_chat_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_flag" ADD CONSTRAINT "chat_flag_reviewed_by_sys_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_word" ADD CONSTRAINT "moderation_word_tag_id_moderation_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."moderation_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_flag_open_idx" ON "chat_flag" USING btree (("reviewed_at" is null),"id" desc);--> statement-breakpoint
CREATE INDEX "moderation_word_tag_idx" ON "moderation_word" USING btree ("tag_id");