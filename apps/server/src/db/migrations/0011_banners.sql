CREATE TABLE "banner" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(60) NOT NULL,
	"image_url" text NOT NULL,
	"link_type" varchar(1) NOT NULL,
	"link" varchar(500) NOT NULL,
	"display_kind" varchar(1) NOT NULL,
	"side" varchar(1) NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" varchar(1) DEFAULT '1' NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "banner_active_idx" ON "banner" USING btree ("side","status","sort","id");--> statement-breakpoint
CREATE INDEX "banner_created_idx" ON "banner" USING btree ("created_at" desc);