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
CREATE UNIQUE INDEX "call_recording_record_uq" ON "call_recording" USING btree ("call_record_id");--> statement-breakpoint
CREATE INDEX "call_recording_created_idx" ON "call_recording" USING btree ("created_at","id");