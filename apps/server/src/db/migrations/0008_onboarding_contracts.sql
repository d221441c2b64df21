CREATE TABLE "applicant_token" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"application_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_application" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"company_name" varchar(200),
	"credit_code" varchar(18),
	"legal_person" varchar(50),
	"address" varchar(200),
	"industry" varchar(1),
	"tax_park_id" bigint,
	"contact_name" varchar(50),
	"contact_phone" varchar(20),
	"contact_email" varchar(100),
	"bank_name" varchar(100),
	"bank_account_no" varchar(40),
	"license_url" text,
	"id_card_front_url" text,
	"id_card_back_url" text,
	"apply_type" varchar(10) DEFAULT 'enterprise' NOT NULL,
	"password_hash" text,
	"submitted_at" timestamp with time zone,
	"review_reason" varchar(200),
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"credit_grade" varchar(2),
	"enterprise_id" bigint,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "contract_enterprise_idx";--> statement-breakpoint
ALTER TABLE "contract" ALTER COLUMN "status" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "contract" ALTER COLUMN "signed_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "contract" ALTER COLUMN "signed_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "terms" text;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "signed_name" varchar(50);--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "signed_ip" varchar(64);--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "signed_by" bigint;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "document_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "terminate_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "terminated_by" bigint;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "issued_by" bigint;--> statement-breakpoint
ALTER TABLE "applicant_token" ADD CONSTRAINT "applicant_token_application_id_onboarding_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."onboarding_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_application" ADD CONSTRAINT "onboarding_application_tax_park_id_tax_park_id_fk" FOREIGN KEY ("tax_park_id") REFERENCES "public"."tax_park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_application" ADD CONSTRAINT "onboarding_application_reviewed_by_sys_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_application" ADD CONSTRAINT "onboarding_application_enterprise_id_enterprise_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_application" ADD CONSTRAINT "onboarding_application_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_token_hash_uq" ON "applicant_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "applicant_token_app_idx" ON "applicant_token" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_application_phone_uq" ON "onboarding_application" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_application_credit_code_uq" ON "onboarding_application" USING btree ("credit_code");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_application_enterprise_uq" ON "onboarding_application" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "onboarding_application_status_idx" ON "onboarding_application" USING btree ("status","created_at" desc);--> statement-breakpoint
CREATE INDEX "verification_code_phone_idx" ON "verification_code" USING btree ("phone","purpose","created_at" desc);--> statement-breakpoint
CREATE INDEX "verification_code_ip_idx" ON "verification_code" USING btree ("ip","created_at");--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_signed_by_sys_user_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_terminated_by_sys_user_id_fk" FOREIGN KEY ("terminated_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_issued_by_sys_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_enterprise_01_uq" ON "contract" USING btree ("enterprise_id") WHERE "contract"."agreement_type" = '01';--> statement-breakpoint
CREATE INDEX "contract_enterprise_idx" ON "contract" USING btree ("enterprise_id","created_at" desc);