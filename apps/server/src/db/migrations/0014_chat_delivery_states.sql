ALTER TABLE "freelancer" ADD COLUMN "chat_read_receipts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD COLUMN "delivered_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD COLUMN "read_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A conversation its owner has no unread messages in was read to its end before delivery states were kept.
UPDATE "chat_conversation" SET "delivered_id" = "last_message_id", "read_id" = "last_message_id" WHERE "unread" = 0;
