/**
 * The platforms' calendars are imported in the background (issue 16 §2): calendar-sync/plugin.ts
 * schedules the import with the app's background jobs (`app.jobs.schedule`, decision 069), so
 * once the app is ready the job has its row in background_jobs beside the hold sweep's and the
 * mail retries', and it runs at once, then every CALENDAR_SYNC_MINUTES.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, engines } from '#tests/helpers/test-app.ts';
import { backgroundJobs } from '../db/schema.ts';

describe.each(engines)('the calendar import on %s', (engine) => {
  it('is one of the background jobs from the start, at its period', async () => {
    const t = await createTestApp(engine, { seed: false, env: { CALENDAR_SYNC_MINUTES: '7' } });
    try {
      const job = async () => {
        const [row] = await t.database.db
          .select()
          .from(backgroundJobs)
          .where(eq(backgroundJobs.name, 'calendar-sync'));
        return row;
      };
      // Due at once when new: the first look after the start runs it, and sets the next run.
      await expect
        .poll(async () => (await job())?.lastFinishedAt ?? null, { timeout: 20_000 })
        .not.toBeNull();
      const { nextRunAt, lastStartedAt, lastError } = (await job()) ?? {};
      const periodMs = (nextRunAt?.getTime() ?? 0) - (lastStartedAt?.getTime() ?? 0);
      expect(Math.round(periodMs / 60_000)).toBe(7);
      expect(lastError).toBeNull();
    } finally {
      await t.close();
    }
  });
});
