CREATE TABLE "card_tries" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"gateway" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"pays" text[] NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"payment_id" text,
	"ledger_entry_id" text,
	"status_message" text,
	"refused_notifications" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_tries_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "card_tries_state" CHECK ("card_tries"."state" in ('started', 'waiting', 'paid', 'failed', 'charged_back')),
	CONSTRAINT "card_tries_amount" CHECK ("card_tries"."amount_cents" > 0),
	CONSTRAINT "card_tries_paid" CHECK (("card_tries"."state" in ('paid', 'charged_back')) = ("card_tries"."ledger_entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_method";--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "card_payments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "card_tries" ADD CONSTRAINT "card_tries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_tries" ADD CONSTRAINT "card_tries_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_tries_state" ON "card_tries" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "card_tries_booking" ON "card_tries" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_method" CHECK ("ledger_entries"."method" is null or "ledger_entries"."method" in ('bank_transfer', 'cash', 'card_at_villa', 'other', 'card_online'));