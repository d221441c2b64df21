ALTER TABLE "call_callback" ADD COLUMN "passed_users" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "call_callback" ADD COLUMN "passed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "call_callback" DROP COLUMN "passed_agents";
