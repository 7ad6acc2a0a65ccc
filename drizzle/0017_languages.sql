CREATE TABLE "message_template_texts" (
	"template_id" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_template_texts_template_id_language_pk" PRIMARY KEY("template_id","language"),
	CONSTRAINT "message_template_texts_language" CHECK ("message_template_texts"."language" in ('ru', 'de', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "villa_texts" (
	"villa_id" text NOT NULL,
	"language" text NOT NULL,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "villa_texts_villa_id_language_pk" PRIMARY KEY("villa_id","language"),
	CONSTRAINT "villa_texts_language" CHECK ("villa_texts"."language" in ('ru', 'de', 'fr'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_template_texts" ADD CONSTRAINT "message_template_texts_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_texts" ADD CONSTRAINT "villa_texts_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language" CHECK ("bookings"."language" in ('en', 'ru', 'de', 'fr'));