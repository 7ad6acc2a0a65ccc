CREATE TABLE "villa_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"villa_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "total" TO "total_cents";--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "refund_amount" TO "refund_amount_cents";--> statement-breakpoint
ALTER TABLE "transport_requests" RENAME COLUMN "price" TO "price_cents";--> statement-breakpoint
ALTER TABLE "villas" RENAME COLUMN "original_price" TO "original_price_cents";--> statement-breakpoint
ALTER TABLE "blocked_ranges" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "blocked_ranges" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "pricing" jsonb;--> statement-breakpoint
-- Hand-written (issue 15 §4): money moves to integer cents, and one price all year becomes a base
-- rate with no seasons; the order on the site is kept (featured first, then by name); every stored
-- quote takes the new shape, its nights as one line at the rate it was made with.
UPDATE "villas" SET "pricing" = jsonb_build_object(
	'baseRate', round("price" * 100)::integer,
	'weekendRate', null,
	'minimumNights', "minimum_nights",
	'checkInDays', null,
	'seasons', '[]'::jsonb,
	'lengthDiscounts', '[]'::jsonb,
	'extraGuest', null
);--> statement-breakpoint
ALTER TABLE "villas" ALTER COLUMN "pricing" SET NOT NULL;--> statement-breakpoint
UPDATE "villas" SET "original_price_cents" = "original_price_cents" * 100;--> statement-breakpoint
UPDATE "villas" SET "position" = ordered.position FROM (
	SELECT "id", (row_number() OVER (ORDER BY "featured" DESC, "name" ASC))::integer AS position FROM "villas"
) AS ordered WHERE ordered."id" = "villas"."id";--> statement-breakpoint
UPDATE "transport_requests" SET "price_cents" = "price_cents" * 100;--> statement-breakpoint
UPDATE "bookings" SET
	"total_cents" = round(("quote"->>'total')::numeric * 100)::integer,
	"refund_amount_cents" = round("refund_amount_cents"::numeric * 100)::integer,
	"quote" = jsonb_build_object(
		'currency', 'USD',
		'nights', ("quote"->>'nights')::integer,
		'lines', jsonb_build_array(jsonb_build_object(
			'nights', ("quote"->>'nights')::integer,
			'rate', round(("quote"->>'nightlyPrice')::numeric * 100)::integer,
			'label', ''
		)),
		'extraGuests', null,
		'room', round(("quote"->>'room')::numeric * 100)::integer,
		'discount', null,
		'transfer', round(("quote"->>'transfer')::numeric * 100)::integer,
		'subtotal', round(("quote"->>'subtotal')::numeric * 100)::integer,
		'serviceFee', round(("quote"->>'serviceFee')::numeric * 100)::integer,
		'total', round(("quote"->>'total')::numeric * 100)::integer
	)
WHERE NOT ("quote" ? 'lines');--> statement-breakpoint
ALTER TABLE "villa_slugs" ADD CONSTRAINT "villa_slugs_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villas" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "villas" DROP COLUMN "minimum_nights";