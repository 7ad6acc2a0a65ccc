-- Two active stays of one villa never overlap (DESIGN.md decision 7). The bookings service checks
-- this inside its transaction; this constraint is the last line of defence under any concurrency.
-- A stay [check_in, check_out) holds the nights check_in .. check_out - 1, so back-to-back stays
-- (one checks out the day the next checks in) do not conflict.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("villa_id" WITH =, daterange("check_in", "check_out", '[)') WITH &&)
  WHERE ("status" IN ('PENDING', 'CONFIRMED'));
