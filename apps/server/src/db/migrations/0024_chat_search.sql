-- pg_trgm is trusted (PostgreSQL 13+): a database owner without superuser may create it (docs/configuration.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "chat_message_body_trgm_idx" ON "chat_message" USING gin ("body" gin_trgm_ops) WHERE "chat_message"."message_type" = 1;--> statement-breakpoint
CREATE INDEX "chat_message_sender_idx" ON "chat_message" USING btree ("sender","id" desc);--> statement-breakpoint
CREATE INDEX "chat_message_receiver_idx" ON "chat_message" USING btree ("receiver","id" desc);