-- A villa's rating and review count are computed from its approved reviews when it is read
-- (src/server/villas/repository.ts, decision 023), no longer typed into the villa's row.
ALTER TABLE "villas" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "villas" DROP COLUMN "review_count";