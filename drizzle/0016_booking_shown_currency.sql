ALTER TABLE "bookings" ADD COLUMN "shown_currency" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "shown_rate" numeric(22, 10);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_shown_currency" CHECK ("bookings"."shown_currency" in ('EUR', 'GBP', 'RUB', 'INR', 'CNY', 'AUD'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_shown_rate" CHECK ("bookings"."shown_rate" is null or ("bookings"."shown_currency" is not null and "bookings"."shown_rate" > 0));