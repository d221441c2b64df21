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
CREATE TABLE "call_recording" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"call_record_id" bigint NOT NULL,
	"object_key" text NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"duration_seconds" integer NOT NULL,
	"driver" varchar(8) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_recording" ADD CONSTRAINT "call_recording_call_record_id_call_record_id_fk" FOREIGN KEY ("call_record_id") REFERENCES "public"."call_record"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_callback_call_uq" ON "call_callback" USING btree ("call_id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_callback_offered_uq" ON "call_callback" USING btree ("offered_agent_id") WHERE "call_callback"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "call_callback_queue_idx" ON "call_callback" USING btree ("oem_serial","status","missed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "call_recording_record_uq" ON "call_recording" USING btree ("call_record_id");--> statement-breakpoint
CREATE INDEX "call_recording_created_idx" ON "call_recording" USING btree ("created_at","id");