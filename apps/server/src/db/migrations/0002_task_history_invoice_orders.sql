CREATE TABLE "invoice_order" (
	"invoice_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_order_invoice_id_order_id_pk" PRIMARY KEY("invoice_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "task_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(1),
	"to_status" varchar(1) NOT NULL,
	"actor_type" varchar(16) NOT NULL,
	"actor_id" bigint,
	"reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_order" ADD CONSTRAINT "invoice_order_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_order" ADD CONSTRAINT "invoice_order_order_id_task_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."task_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_event" ADD CONSTRAINT "task_event_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_event" ADD CONSTRAINT "task_event_actor_id_sys_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_order_active_uq" ON "invoice_order" USING btree ("order_id") WHERE "invoice_order"."released_at" is null;--> statement-breakpoint
CREATE INDEX "invoice_order_order_idx" ON "invoice_order" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "task_event_task_idx" ON "task_event" USING btree ("task_id","created_at","id");;--> statement-breakpoint
-- Task history: each existing task's creation, its reviews (task_review is folded into task_event) and its completion.
INSERT INTO "task_event" ("task_id", "action", "from_status", "to_status", "actor_type", "actor_id", "created_at")
SELECT "id", 'create', NULL, '0', 'enterprise', "created_by", "created_at" FROM "task";--> statement-breakpoint
-- A first submit starts from a draft; a later one from a draft or a rejection, which the old table did not say.
INSERT INTO "task_event" ("task_id", "action", "from_status", "to_status", "actor_type", "actor_id", "reason", "created_at")
SELECT r."task_id",
  CASE r."state" WHEN '1' THEN 'approve' WHEN '2' THEN 'reject' ELSE 'submit' END,
  CASE WHEN r."state" IN ('1', '2') THEN '1' WHEN lag(r."id") OVER w IS NULL THEN '0' END,
  CASE r."state" WHEN '1' THEN '2' WHEN '2' THEN '5' ELSE '1' END,
  CASE r."state" WHEN '0' THEN 'enterprise' ELSE 'staff' END,
  r."reviewer_id", r."reason", r."created_at"
FROM "task_review" r
WINDOW w AS (PARTITION BY r."task_id" ORDER BY r."created_at", r."id")
ORDER BY r."task_id", r."created_at", r."id";--> statement-breakpoint
INSERT INTO "task_event" ("task_id", "action", "from_status", "to_status", "actor_type", "actor_id", "created_at")
SELECT "id", 'complete', NULL, '4', 'enterprise', NULL, "completed_at" FROM "task" WHERE "completed_at" IS NOT NULL;--> statement-breakpoint
DROP TABLE "task_review" CASCADE;--> statement-breakpoint
-- Invoice links: the orders now covered, then the released ones, known from the orders' invoice-apply events
-- (their note is the application number).
INSERT INTO "invoice_order" ("invoice_id", "order_id", "amount", "created_at")
SELECT o."invoice_id", o."id", o."amount", i."created_at"
FROM "task_order" o JOIN "invoice" i ON i."id" = o."invoice_id";--> statement-breakpoint
INSERT INTO "invoice_order" ("invoice_id", "order_id", "amount", "released_at", "created_at")
SELECT DISTINCT ON (i."id", o."id") i."id", o."id", o."amount",
  coalesce(i."voided_at", i."reviewed_at", i."updated_at"), e."created_at"
FROM "order_event" e
JOIN "invoice" i ON i."application_no" = e."note"
JOIN "task_order" o ON o."id" = e."order_id"
WHERE e."action" = 'invoice-apply' AND i."status" = '2' AND (o."invoice_id" IS DISTINCT FROM i."id")
ORDER BY i."id", o."id", e."created_at"
ON CONFLICT DO NOTHING;
