CREATE TABLE "record_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" varchar(16) NOT NULL,
	"record_id" bigint NOT NULL,
	"action" varchar(32) NOT NULL,
	"from_status" varchar(2),
	"to_status" varchar(2),
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actor_type" varchar(16) NOT NULL,
	"actor_id" bigint,
	"actor_name" varchar(100),
	"ip" varchar(64),
	"note" varchar(500),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_event_record_idx" ON "record_event" USING btree ("entity","record_id","created_at");--> statement-breakpoint
CREATE FUNCTION "record_event_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'record_event is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "record_event_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "record_event" FOR EACH STATEMENT EXECUTE FUNCTION "record_event_append_only"();
--> statement-breakpoint
-- The orders' and tasks' steps kept before this table (db/record-events.ts copyEarlierEvents, as it was then).
INSERT INTO "record_event" ("entity", "record_id", "action", "from_status", "to_status", "actor_type", "actor_id", "actor_name", "note", "created_at")
SELECT 'order', e."order_id", e."action", e."from_status", e."to_status", e."actor_type", e."actor_id",
  CASE WHEN e."actor_type" IN ('enterprise', 'staff') THEN u."name" END, e."note", e."created_at"
FROM "order_event" e LEFT JOIN "sys_user" u ON u."id" = e."actor_id";--> statement-breakpoint
INSERT INTO "record_event" ("entity", "record_id", "action", "from_status", "to_status", "actor_type", "actor_id", "actor_name", "note", "created_at")
SELECT 'task', e."task_id", e."action", e."from_status", e."to_status", e."actor_type", e."actor_id", u."name", e."reason", e."created_at"
FROM "task_event" e LEFT JOIN "sys_user" u ON u."id" = e."actor_id";
