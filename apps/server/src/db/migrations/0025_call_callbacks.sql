CREATE TABLE "call_callback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"oem_serial" varchar(64) NOT NULL,
	"call_id" varchar(64) NOT NULL,
	"number" varchar(32) NOT NULL,
	"masked_number" varchar(32) NOT NULL,
	"business_type" varchar(16),
	"business_id" varchar(64),
	"status" varchar(12) NOT NULL,
	"offered_agent_id" varchar(64),
	"offered_user_id" bigint,
	"offer_ends_at" timestamp (3) with time zone,
	"passed_agents" text[] DEFAULT '{}'::text[] NOT NULL,
	"missed_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"placed_call_id" varchar(64),
	"placed_by" bigint,
	"placed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "call_callback_call_uq" ON "call_callback" USING btree ("call_id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_callback_offered_uq" ON "call_callback" USING btree ("offered_agent_id") WHERE "call_callback"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "call_callback_queue_idx" ON "call_callback" USING btree ("oem_serial","status","missed_at");