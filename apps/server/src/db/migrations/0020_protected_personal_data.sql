CREATE TABLE "pii_reveal_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"username" varchar(64) NOT NULL,
	"entity" varchar(20) NOT NULL,
	"record_id" bigint NOT NULL,
	"field" varchar(40) NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "freelancer" ALTER COLUMN "id_card" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "freelancer" ALTER COLUMN "bank_card" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "invoice" ALTER COLUMN "bank_account" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "onboarding_application" ALTER COLUMN "bank_account_no" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "freelancer" ADD COLUMN "id_card_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "freelancer" ADD COLUMN "bank_card_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "bank_account_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "onboarding_application" ADD COLUMN "bank_account_no_hash" varchar(64);--> statement-breakpoint
CREATE INDEX "pii_reveal_log_created_idx" ON "pii_reveal_log" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "pii_reveal_log_record_idx" ON "pii_reveal_log" USING btree ("entity","record_id");--> statement-breakpoint
CREATE INDEX "freelancer_id_card_hash_idx" ON "freelancer" USING btree ("id_card_hash");--> statement-breakpoint
CREATE INDEX "freelancer_bank_card_hash_idx" ON "freelancer" USING btree ("bank_card_hash");