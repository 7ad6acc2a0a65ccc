CREATE TABLE "message_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"contact_inquiry_id" text,
	"transport_request_id" text,
	"staff_id" text,
	"staff_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_replies_one_message" CHECK (("message_replies"."contact_inquiry_id" is null) <> ("message_replies"."transport_request_id" is null))
);
--> statement-breakpoint
CREATE TABLE "staff_two_factor" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "team_message" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_contact_inquiry_id_contact_inquiries_id_fk" FOREIGN KEY ("contact_inquiry_id") REFERENCES "public"."contact_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_transport_request_id_transport_requests_id_fk" FOREIGN KEY ("transport_request_id") REFERENCES "public"."transport_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_two_factor" ADD CONSTRAINT "staff_two_factor_user_id_staff_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_replies_contact_idx" ON "message_replies" USING btree ("contact_inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "message_replies_transport_idx" ON "message_replies" USING btree ("transport_request_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_two_factor_user" ON "staff_two_factor" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_two_factor_secret" ON "staff_two_factor" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "audit_log_actor_at" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "bookings_status_created_idx" ON "bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_inquiries_list_idx" ON "contact_inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "transport_requests_list_idx" ON "transport_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_valid" CHECK ("bookings"."cancelled_by" in ('GUEST', 'TEAM'));--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD CONSTRAINT "contact_inquiries_status" CHECK ("contact_inquiries"."status" in ('NEW', 'IN_PROGRESS', 'ANSWERED'));--> statement-breakpoint
ALTER TABLE "transport_requests" ADD CONSTRAINT "transport_requests_status" CHECK ("transport_requests"."status" in ('NEW', 'IN_PROGRESS', 'ANSWERED'));--> statement-breakpoint
-- Every cancellation so far was the guest's own (the console could not cancel before this).
UPDATE "bookings" SET "cancelled_by" = 'GUEST' WHERE "status" = 'CANCELLED';
