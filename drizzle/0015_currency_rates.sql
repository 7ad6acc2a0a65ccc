CREATE TABLE "currency_feed" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone,
	"problem" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "currency_feed_one_row" CHECK ("currency_feed"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric(22, 10) NOT NULL,
	"margin_percent" numeric(4, 2) DEFAULT '0' NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "currency_rates_currency" CHECK ("currency_rates"."currency" in ('EUR', 'GBP', 'RUB', 'INR', 'CNY', 'AUD')),
	CONSTRAINT "currency_rates_rate" CHECK ("currency_rates"."rate" > 0),
	CONSTRAINT "currency_rates_margin" CHECK ("currency_rates"."margin_percent" between 0 and 10),
	CONSTRAINT "currency_rates_source" CHECK ("currency_rates"."source" in ('owner', 'feed'))
);
