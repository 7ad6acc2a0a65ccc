CREATE TABLE "message_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"built_in" text,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"offset_days" smallint DEFAULT 0 NOT NULL,
	"send_hour" smallint DEFAULT 9 NOT NULL,
	"when_late" text DEFAULT 'send' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_built_in_unique" UNIQUE("built_in"),
	CONSTRAINT "message_templates_trigger" CHECK ("message_templates"."trigger" in ('confirmed', 'before_arrival', 'after_departure')),
	CONSTRAINT "message_templates_offset" CHECK ("message_templates"."offset_days" between 0 and 365),
	CONSTRAINT "message_templates_hour" CHECK ("message_templates"."send_hour" between 0 and 23),
	CONSTRAINT "message_templates_when_late" CHECK ("message_templates"."when_late" in ('send', 'skip'))
);
--> statement-breakpoint
CREATE TABLE "review_invites" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "scheduled_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"template_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reason" text,
	"sent_at" timestamp with time zone,
	"outbox_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_messages_once" UNIQUE("booking_id","template_id"),
	CONSTRAINT "scheduled_messages_status" CHECK ("scheduled_messages"."status" in ('scheduled', 'sent', 'skipped', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "turnover_checklists" (
	"villa_id" text PRIMARY KEY NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"villa_id" text NOT NULL,
	"booking_id" text,
	"blocked_range_id" text,
	"departure_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_to" text,
	"checked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"started_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_tasks_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "turnover_tasks_blocked_range_id_unique" UNIQUE("blocked_range_id"),
	CONSTRAINT "turnover_tasks_status" CHECK ("turnover_tasks"."status" in ('open', 'started', 'ready', 'problem', 'cancelled')),
	CONSTRAINT "turnover_tasks_one_source" CHECK (("turnover_tasks"."booking_id" is null) <> ("turnover_tasks"."blocked_range_id" is null))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "stayed_in" date;--> statement-breakpoint
ALTER TABLE "review_invites" ADD CONSTRAINT "review_invites_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_checklists" ADD CONSTRAINT "turnover_checklists_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_photos" ADD CONSTRAINT "turnover_photos_task_id_turnover_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."turnover_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_tasks" ADD CONSTRAINT "turnover_tasks_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_tasks" ADD CONSTRAINT "turnover_tasks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_tasks" ADD CONSTRAINT "turnover_tasks_blocked_range_id_blocked_ranges_id_fk" FOREIGN KEY ("blocked_range_id") REFERENCES "public"."blocked_ranges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_tasks" ADD CONSTRAINT "turnover_tasks_assigned_to_staff_user_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_messages_due" ON "scheduled_messages" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "turnover_photos_task" ON "turnover_photos" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "turnover_tasks_villa_day" ON "turnover_tasks" USING btree ("villa_id","departure_on");--> statement-breakpoint
CREATE INDEX "turnover_tasks_day" ON "turnover_tasks" USING btree ("departure_on","status");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id");