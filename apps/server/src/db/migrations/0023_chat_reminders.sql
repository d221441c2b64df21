ALTER TABLE "chat_message" ADD COLUMN "remind_offline" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_message" ADD COLUMN "reminded_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "chat_message_remind_idx" ON "chat_message" USING btree ("created_at") WHERE "chat_message"."receiver_role" = 'C' and "chat_message"."remind_offline" and "chat_message"."reminded_at" is null;--> statement-breakpoint
-- custom: messages stored before reminders existed are not reminded of now (they count as dealt with when sent)
UPDATE "chat_message" SET "reminded_at" = "created_at" WHERE "receiver_role" = 'C';
