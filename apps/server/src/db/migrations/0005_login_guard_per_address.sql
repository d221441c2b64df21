-- Lock counts per account and address (address '' = the account over every address). Counts are transient:
-- the table starts empty rather than guessing which address the old per-username counts came from.
DROP TABLE "login_guard";--> statement-breakpoint
CREATE TABLE "login_guard" (
	"username" varchar(64) NOT NULL,
	"address" varchar(64) DEFAULT '' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_guard_username_address_pk" PRIMARY KEY("username","address")
);
