CREATE TABLE "chat_conversation" (
	"owner" varchar(64) NOT NULL,
	"other" varchar(64) NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"last_message_id" bigint NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversation_owner_other_pk" PRIMARY KEY("owner","other")
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pair" varchar(130) NOT NULL,
	"sender" varchar(64) NOT NULL,
	"receiver" varchar(64) NOT NULL,
	"receiver_role" varchar(1) NOT NULL,
	"message_type" smallint NOT NULL,
	"body" text NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"freelancer_id" bigint,
	"kind" varchar(32) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" varchar(200),
	"content" text,
	"link" varchar(300),
	"read_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_last_message_id_chat_message_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."chat_message"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice" ADD CONSTRAINT "notice_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice" ADD CONSTRAINT "notice_freelancer_id_freelancer_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversation_owner_updated_idx" ON "chat_conversation" USING btree ("owner","updated_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_sender_client_uq" ON "chat_message" USING btree ("sender","client_id");--> statement-breakpoint
CREATE INDEX "chat_message_pair_idx" ON "chat_message" USING btree ("pair","id" desc);--> statement-breakpoint
CREATE INDEX "notice_user_idx" ON "notice" USING btree ("user_id","id" desc);--> statement-breakpoint
CREATE INDEX "notice_user_unread_idx" ON "notice" USING btree ("user_id","id" desc) WHERE "notice"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notice_freelancer_idx" ON "notice" USING btree ("freelancer_id","id" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "freelancer_socket_uq" ON "freelancer" USING btree ("socket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_socket_uq" ON "sys_user" USING btree ("socket_id");--> statement-breakpoint
UPDATE "freelancer" SET "socket_id" = 'C' || "id" WHERE "socket_id" IS NULL;
