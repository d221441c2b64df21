CREATE TABLE "call_agent_state" (
	"oem_serial" varchar(64) NOT NULL,
	"code" varchar(32) NOT NULL,
	"label" varchar(50) NOT NULL,
	"label_en" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "call_agent_state_oem_serial_code_pk" PRIMARY KEY("oem_serial","code")
);
--> statement-breakpoint
CREATE TABLE "call_center_member" (
	"user_id" bigint NOT NULL,
	"oem_serial" varchar(64) NOT NULL,
	CONSTRAINT "call_center_member_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
CREATE TABLE "call_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"call_id" varchar(64) NOT NULL,
	"oem_serial" varchar(64) NOT NULL,
	"agent_id" varchar(64) NOT NULL,
	"voip_number" varchar(32) NOT NULL,
	"user_id" bigint NOT NULL,
	"direction" varchar(3) NOT NULL,
	"masked_number" varchar(32) NOT NULL,
	"business_type" varchar(16),
	"business_id" varchar(64),
	"rung_at" timestamp (3) with time zone NOT NULL,
	"answered_at" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	"duration_seconds" integer,
	"outcome" varchar(16),
	"note" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "call_seat" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"oem_serial" varchar(64) NOT NULL,
	"agent_id" varchar(64) NOT NULL,
	"voip_number" varchar(32) NOT NULL,
	"locked_by" bigint,
	"locked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "call_center_member" ADD CONSTRAINT "call_center_member_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_record" ADD CONSTRAINT "call_record_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_seat" ADD CONSTRAINT "call_seat_locked_by_sys_user_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_record_call_agent_uq" ON "call_record" USING btree ("call_id","agent_id");--> statement-breakpoint
CREATE INDEX "call_record_centre_idx" ON "call_record" USING btree ("oem_serial","rung_at" desc);--> statement-breakpoint
CREATE INDEX "call_record_user_idx" ON "call_record" USING btree ("user_id","rung_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "call_seat_agent_uq" ON "call_seat" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_seat_holder_uq" ON "call_seat" USING btree ("locked_by") WHERE "call_seat"."locked_by" is not null;--> statement-breakpoint
CREATE INDEX "call_seat_centre_idx" ON "call_seat" USING btree ("oem_serial","agent_id");