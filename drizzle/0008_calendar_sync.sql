CREATE TABLE "background_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" text PRIMARY KEY NOT NULL,
	"villa_id" text NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"export_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"event_count" integer DEFAULT 0 NOT NULL,
	"etag" text,
	"last_modified" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_export_secret_unique" UNIQUE("export_secret")
);
--> statement-breakpoint
ALTER TABLE "blocked_ranges" ADD COLUMN "feed_id" text;--> statement-breakpoint
ALTER TABLE "blocked_ranges" ADD COLUMN "feed_uid" text;--> statement-breakpoint
ALTER TABLE "blocked_ranges" ADD COLUMN "conflict_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "calendar_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_villa_idx" ON "calendar_feeds" USING btree ("villa_id");--> statement-breakpoint
ALTER TABLE "blocked_ranges" ADD CONSTRAINT "blocked_ranges_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_ranges_feed_idx" ON "blocked_ranges" USING btree ("feed_id");--> statement-breakpoint
ALTER TABLE "villas" ADD CONSTRAINT "villas_calendar_secret_unique" UNIQUE("calendar_secret");