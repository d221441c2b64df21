ALTER TABLE "idempotency_key" ADD COLUMN "sealed" text;--> statement-breakpoint
-- Answers stored before hold their secrets in plain text under keys that are now looked up by their hash: gone.
DELETE FROM "idempotency_key";
