ALTER TABLE "idempotency_key" ADD COLUMN "sealed" text;--> statement-breakpoint
-- Answers stored before hold their secrets in plain text under keys that are now looked up by their hash: gone.
DELETE FROM "idempotency_key";--> statement-breakpoint
ALTER TABLE "file_object" ADD COLUMN "freelancer_id" bigint;--> statement-breakpoint
ALTER TABLE "file_object" ADD CONSTRAINT "file_object_freelancer_id_freelancer_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancer"("id") ON DELETE set null ON UPDATE no action;