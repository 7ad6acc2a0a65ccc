CREATE TABLE "booking_installments" (
	"booking_id" text NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_on" date NOT NULL,
	"reminded_at" timestamp with time zone,
	"overdue_notice_at" timestamp with time zone,
	CONSTRAINT "booking_installments_booking_id_position_pk" PRIMARY KEY("booking_id","position"),
	CONSTRAINT "booking_installments_kind" CHECK ("booking_installments"."kind" in ('deposit', 'balance', 'full')),
	CONSTRAINT "booking_installments_amount" CHECK ("booking_installments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"method" text,
	"reference" text,
	"note" text,
	"reverses" text,
	"receipt_number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_reverses_unique" UNIQUE("reverses"),
	CONSTRAINT "ledger_entries_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('payment', 'refund', 'reversal')),
	CONSTRAINT "ledger_entries_amount" CHECK ("ledger_entries"."amount_cents" > 0),
	CONSTRAINT "ledger_entries_method" CHECK ("ledger_entries"."method" is null or "ledger_entries"."method" in ('bank_transfer', 'cash', 'card_at_villa', 'other')),
	CONSTRAINT "ledger_entries_reversal" CHECK (("ledger_entries"."kind" = 'reversal') = ("ledger_entries"."reverses" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"deposit_percent" smallint DEFAULT 50 NOT NULL,
	"deposit_due_days" smallint DEFAULT 3 NOT NULL,
	"balance_due_days" smallint DEFAULT 30 NOT NULL,
	"grace_days" smallint DEFAULT 5 NOT NULL,
	"auto_cancel" boolean DEFAULT false NOT NULL,
	"bank_details" text DEFAULT '' NOT NULL,
	"payment_instructions" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_one_row" CHECK ("payment_settings"."id" = 1),
	CONSTRAINT "payment_settings_deposit" CHECK ("payment_settings"."deposit_percent" between 1 and 100),
	CONSTRAINT "payment_settings_deposit_days" CHECK ("payment_settings"."deposit_due_days" between 0 and 30),
	CONSTRAINT "payment_settings_balance_days" CHECK ("payment_settings"."balance_due_days" between 0 and 365),
	CONSTRAINT "payment_settings_grace" CHECK ("payment_settings"."grace_days" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "villa_payment_terms" (
	"villa_id" text PRIMARY KEY NOT NULL,
	"deposit_percent" smallint NOT NULL,
	"deposit_due_days" smallint NOT NULL,
	"balance_due_days" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "villa_payment_terms_deposit" CHECK ("villa_payment_terms"."deposit_percent" between 1 and 100),
	CONSTRAINT "villa_payment_terms_deposit_days" CHECK ("villa_payment_terms"."deposit_due_days" between 0 and 30),
	CONSTRAINT "villa_payment_terms_balance_days" CHECK ("villa_payment_terms"."balance_due_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_terms" jsonb;--> statement-breakpoint
ALTER TABLE "booking_installments" ADD CONSTRAINT "booking_installments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_ledger_entries_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_payment_terms" ADD CONSTRAINT "villa_payment_terms_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_installments_due" ON "booking_installments" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "ledger_entries_booking" ON "ledger_entries" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_received" ON "ledger_entries" USING btree ("received_on");--> statement-breakpoint
-- Hand-written (issue 26, decision 086). The site's payment terms: one row, the defaults of the
-- site's own terms (a 50% deposit within 3 days, the balance 30 days before arrival).
INSERT INTO "payment_settings" ("id") VALUES (1);--> statement-breakpoint
-- Money recorded is history: a mistake is put right by a reversing entry, never by an edit. Rows
-- may only be added; the one exception is `npm run db:seed -- --reset` on a demo database, which
-- says so in its own transaction (villas.clearing) before it empties every table.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND current_setting('villas.clearing', true) = 'on' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'ledger_entries keeps the money''s history: % is not allowed; record a reversal', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "refuse_truncate"();
