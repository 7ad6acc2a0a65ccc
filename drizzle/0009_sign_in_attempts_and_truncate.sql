CREATE TABLE "sign_in_attempt" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"device" text,
	"result" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "sign_in_attempt_result" CHECK ("sign_in_attempt"."result" in ('pending', 'wrong', 'signed-in', 'other'))
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempt_account_at" ON "sign_in_attempt" USING btree ("account","at");--> statement-breakpoint
CREATE INDEX "sign_in_attempt_ip_at" ON "sign_in_attempt" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "sign_in_attempt_at" ON "sign_in_attempt" USING btree ("at");--> statement-breakpoint
-- Issue 23 §1.6: the row triggers (audit_log's in 0004) do not fire on TRUNCATE, which emptied the
-- append-only audit log on either engine. A statement trigger refuses it, here and on the sign-in
-- throttle's memory below.
CREATE FUNCTION "refuse_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% may not be emptied: TRUNCATE is not allowed', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "refuse_truncate"();--> statement-breakpoint
-- The sign-in throttle's memory (decision 057): a try is recorded before its check and its result
-- set once after it; a row may be deleted only when a day old (the throttle looks back an hour),
-- so nothing can erase recent failures and let a guesser start again.
CREATE FUNCTION "sign_in_attempt_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF OLD.result = 'pending' AND NEW.result <> 'pending' AND NEW.id = OLD.id
			AND NEW.at = OLD.at AND NEW.account = OLD.account AND NEW.ip = OLD.ip
			AND NEW.device IS NOT DISTINCT FROM OLD.device THEN
			RETURN NEW;
		END IF;
	ELSIF TG_OP = 'DELETE' THEN
		IF OLD.at < now() - interval '1 day' THEN
			RETURN OLD;
		END IF;
	END IF;
	RAISE EXCEPTION 'sign_in_attempt keeps the sign-in throttle''s memory: this % is not allowed', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sign_in_attempt_kept" BEFORE UPDATE OR DELETE ON "sign_in_attempt"
	FOR EACH ROW EXECUTE FUNCTION "sign_in_attempt_kept"();--> statement-breakpoint
CREATE TRIGGER "sign_in_attempt_no_truncate" BEFORE TRUNCATE ON "sign_in_attempt"
	FOR EACH STATEMENT EXECUTE FUNCTION "refuse_truncate"();
