ALTER TABLE "blocked_ranges" ADD COLUMN "revenue_cents" integer;--> statement-breakpoint
ALTER TABLE "blocked_ranges" ADD COLUMN "not_a_stay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "channel" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "managers_see_reports" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_check_in_idx" ON "bookings" USING btree ("check_in","check_out");--> statement-breakpoint
ALTER TABLE "blocked_ranges" ADD CONSTRAINT "blocked_ranges_revenue" CHECK ("blocked_ranges"."revenue_cents" is null or ("blocked_ranges"."revenue_cents" >= 0 and "blocked_ranges"."feed_id" is not null));--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_channel" CHECK ("calendar_feeds"."channel" in ('airbnb', 'booking', 'vrbo', 'other'));--> statement-breakpoint
-- Issue 28 §1: the feeds added before channels had one get it from their address's host, as
-- channelOfFeedUrl (src/domain/channels.ts) guesses it for a new feed.
UPDATE "calendar_feeds" SET "channel" = CASE
  WHEN substring(lower("url") from '^[a-z]+://([^/:?#]+)') ~ '(^|\.)airbnb\.(com|co\.uk)$' THEN 'airbnb'
  WHEN substring(lower("url") from '^[a-z]+://([^/:?#]+)') ~ '(^|\.)booking\.com$' THEN 'booking'
  WHEN substring(lower("url") from '^[a-z]+://([^/:?#]+)') ~ '(^|\.)(vrbo|homeaway)\.com$' THEN 'vrbo'
  ELSE 'other'
END;
