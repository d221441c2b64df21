CREATE TABLE "article" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category" varchar(1) NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500),
	"cover_url" text,
	"content" text DEFAULT '' NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_no" varchar(32) NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"freelancer_id" bigint,
	"agreement_type" varchar(2) NOT NULL,
	"status" varchar(1) DEFAULT '1' NOT NULL,
	"file_url" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terminated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_contract_no_unique" UNIQUE("contract_no")
);
--> statement-breakpoint
CREATE TABLE "export_job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"enterprise_id" bigint,
	"kind" varchar(32) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" varchar(2) DEFAULT 'zh' NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"row_count" integer,
	"file_key" text,
	"file_name" varchar(255),
	"size" bigint,
	"error" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"enterprise_id" bigint,
	"source_type" varchar(1) DEFAULT '1' NOT NULL,
	"feed_type" varchar(1) NOT NULL,
	"feed_desc" varchar(400) NOT NULL,
	"urls" text DEFAULT '' NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"result_out" varchar(1000),
	"has_read" varchar(1) DEFAULT '1' NOT NULL,
	"replied_by" bigint,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freelancer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"id_card" varchar(18) NOT NULL,
	"bank_card" varchar(30),
	"bank_name" varchar(100),
	"password_hash" text,
	"socket_id" varchar(64),
	"wx_head" text,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" varchar(1) DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freelancer_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"freelancer_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_no" varchar(32) NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"invoice_type" varchar(3) NOT NULL,
	"title" varchar(200) NOT NULL,
	"tax_no" varchar(20) NOT NULL,
	"address_phone" varchar(200),
	"bank_account" varchar(200),
	"remarks" varchar(500),
	"amount" numeric(14, 2) NOT NULL,
	"order_count" integer NOT NULL,
	"status" varchar(1) DEFAULT '7' NOT NULL,
	"reject_reason" varchar(500),
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"void_reason" varchar(500),
	"voided_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_application_no_unique" UNIQUE("application_no")
);
--> statement-breakpoint
CREATE TABLE "invoice_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"invoice_code" varchar(20) NOT NULL,
	"invoice_number" varchar(20) NOT NULL,
	"issue_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"tax_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" varchar(1) NOT NULL,
	"file_url" text,
	"file_name" varchar(255),
	"express_company" varchar(50),
	"tracking_no" varchar(50),
	"posted_at" timestamp with time zone,
	"issued_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"enterprise_id" bigint,
	"freelancer_id" bigint,
	"order_id" bigint,
	"amount" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"remark" varchar(200),
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"action" varchar(32) NOT NULL,
	"from_status" varchar(2),
	"to_status" varchar(2) NOT NULL,
	"actor_type" varchar(16) NOT NULL,
	"actor_id" bigint,
	"note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_no" varchar(32) NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"industry" varchar(1) NOT NULL,
	"work_mode" varchar(1) NOT NULL,
	"pricing_unit" varchar(2) NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"headcount" integer NOT NULL,
	"place" varchar(200),
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"reject_reason" varchar(500),
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	"completed_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_task_no_unique" UNIQUE("task_no")
);
--> statement-breakpoint
CREATE TABLE "task_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"task_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"freelancer_id" bigint NOT NULL,
	"mode" varchar(1) NOT NULL,
	"status" varchar(2) DEFAULT '0' NOT NULL,
	"quantity" numeric(12, 2) DEFAULT '1' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"refuse_reason" varchar(500),
	"delivery_note" text,
	"delivery_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivered_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"rating" integer,
	"review_text" varchar(500),
	"reviewed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"invoice_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_order_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "task_review" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"state" varchar(1) NOT NULL,
	"reason" varchar(500),
	"reviewer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "industry" varchar(1);--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "credit_grade" varchar(2) DEFAULT '-' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "onboarding_status" varchar(1) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "cooperation" varchar(1) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "legal_person" varchar(50);--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "balance" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_author_id_sys_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_freelancer_id_freelancer_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_job" ADD CONSTRAINT "export_job_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_sys_user_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_token" ADD CONSTRAINT "freelancer_token_freelancer_id_freelancer_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_reviewed_by_sys_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_record" ADD CONSTRAINT "invoice_record_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_record" ADD CONSTRAINT "invoice_record_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_record" ADD CONSTRAINT "invoice_record_issued_by_sys_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_freelancer_id_freelancer_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_order_id_task_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."task_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_order_id_task_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."task_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_reviewed_by_sys_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_order" ADD CONSTRAINT "task_order_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_order" ADD CONSTRAINT "task_order_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_order" ADD CONSTRAINT "task_order_freelancer_id_freelancer_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_review" ADD CONSTRAINT "task_review_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_review" ADD CONSTRAINT "task_review_reviewer_id_sys_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_category_status_published_idx" ON "article" USING btree ("category","status","published_at" desc);--> statement-breakpoint
CREATE INDEX "article_status_updated_idx" ON "article" USING btree ("status","updated_at" desc);--> statement-breakpoint
CREATE INDEX "contract_enterprise_idx" ON "contract" USING btree ("enterprise_id","signed_at");--> statement-breakpoint
CREATE INDEX "export_job_user_created_idx" ON "export_job" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "feedback_user_created_idx" ON "feedback" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "feedback_status_created_idx" ON "feedback" USING btree ("status","created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "freelancer_phone_uq" ON "freelancer" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "freelancer_name_idx" ON "freelancer" USING btree ("name");--> statement-breakpoint
CREATE INDEX "freelancer_token_freelancer_idx" ON "freelancer_token" USING btree ("freelancer_id");--> statement-breakpoint
CREATE INDEX "invoice_enterprise_status_created_idx" ON "invoice" USING btree ("enterprise_id","status","created_at" desc);--> statement-breakpoint
CREATE INDEX "invoice_status_created_idx" ON "invoice" USING btree ("status","created_at" desc);--> statement-breakpoint
CREATE INDEX "invoice_record_enterprise_created_idx" ON "invoice_record" USING btree ("enterprise_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "invoice_record_created_idx" ON "invoice_record" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "invoice_record_invoice_idx" ON "invoice_record" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "ledger_entry_enterprise_idx" ON "ledger_entry" USING btree ("enterprise_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "ledger_entry_freelancer_idx" ON "ledger_entry" USING btree ("freelancer_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "ledger_entry_order_idx" ON "ledger_entry" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_event_order_idx" ON "order_event" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "task_enterprise_status_created_idx" ON "task" USING btree ("enterprise_id","status","created_at" desc);--> statement-breakpoint
CREATE INDEX "task_status_created_idx" ON "task" USING btree ("status","created_at" desc);--> statement-breakpoint
CREATE INDEX "task_created_idx" ON "task" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "task_order_enterprise_status_created_idx" ON "task_order" USING btree ("enterprise_id","status","created_at" desc);--> statement-breakpoint
CREATE INDEX "task_order_enterprise_created_idx" ON "task_order" USING btree ("enterprise_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "task_order_status_created_idx" ON "task_order" USING btree ("status","created_at" desc);--> statement-breakpoint
CREATE INDEX "task_order_created_idx" ON "task_order" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "task_order_task_idx" ON "task_order" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "task_order_freelancer_idx" ON "task_order" USING btree ("freelancer_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "task_order_invoice_idx" ON "task_order" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "task_review_task_idx" ON "task_review" USING btree ("task_id","created_at");