CREATE TABLE "call_agent_state_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"oem_serial" varchar(64) NOT NULL,
	"agent_id" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"from_state" varchar(32) NOT NULL,
	"to_state" varchar(32) NOT NULL,
	"reason" varchar(16) NOT NULL,
	"actor_id" bigint,
	"detail" varchar(32),
	"note" varchar(200),
	"call_id" varchar(64),
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "call_agent_state_log_agent_idx" ON "call_agent_state_log" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "call_agent_state_log_centre_idx" ON "call_agent_state_log" USING btree ("oem_serial","agent_id","id");--> statement-breakpoint
-- Append-only: the history is inserted into, never changed or removed.
CREATE FUNCTION "call_agent_state_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'call_agent_state_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "call_agent_state_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "call_agent_state_log" FOR EACH STATEMENT EXECUTE FUNCTION "call_agent_state_log_append_only"();
