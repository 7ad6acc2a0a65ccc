/**
 * The stays seam (issue 37 §1, decision 101): every workflow that changes a stay hands its change
 * to each follower of the list once, in the workflow's own transaction, after its write; and a
 * follower that throws rolls the whole change back (the stay, its audit entry, its e-mails).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { StayEvent } from '#domain/stay-events.ts';
import { signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { airbnbFeed, airbnbUid } from '#tests/helpers/platform-feeds.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { importAnswer, type CalendarSyncDeps } from '../calendar-sync/service.ts';
import { insertFeed } from '../calendar-sync/repository.ts';
import type { Executor } from '../db/client.ts';
import {
  auditLog,
  blockedRanges,
  bookingInstallments,
  bookings,
  outbox,
  paymentSettings,
} from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { cancelByGuest } from './cancel.ts';
import { cancelUnpaid } from './cancel-unpaid.ts';
import { changeStay } from './change-stay.ts';
import { cancelByTeam, confirmStay, declineRequest } from './decide.ts';
import { FOLLOWERS, followStay, type Follower } from './followers.ts';
import { changeRequest, requestStay } from './request.ts';
import { sweepHolds } from './sweep.ts';
import type { StaysDeps } from './transaction.ts';

/** One follower's call: which follower, of which workflow, in which transaction, seeing what. */
interface Call {
  follower: number;
  workflow: StayEvent['workflow'];
  tx: Executor;
  /** The booking's status as the transaction shows it when the follower runs. */
  statusSeen: string | null;
  event: StayEvent;
}

describe.each(engines)('the stay workflows and their followers on %s', (engine) => {
  let t: TestApp;
  let free: FreeStays;
  let manager: ConsoleSession;

  beforeAll(async () => {
    t = await createTestApp(engine);
    free = await villaWithFreeStays(t.app);
    manager = await signedInAs(t, 'manager');
  });
  afterAll(async () => {
    await t.close();
  });

  /** The list's followers, each wrapped to record its calls, then (maybe) one that throws. */
  const recorded = (throwing = false) => {
    const calls: Call[] = [];
    const wrap =
      (follower: Follower, index: number): Follower =>
      async (tx, event) => {
        const statusSeen =
          event.workflow === 'import'
            ? null
            : ((
                await tx
                  .select({ status: bookings.status })
                  .from(bookings)
                  .where(eq(bookings.id, event.after.id))
              )[0]?.status ?? null);
        calls.push({ follower: index, workflow: event.workflow, tx, statusSeen, event });
        await follower(tx, event);
      };
    const followers = FOLLOWERS.map(wrap);
    const boom: Follower = async () => {
      throw new Error('a follower failed');
    };
    return { calls, followers: throwing ? [...followers, boom] : followers };
  };

  const depsWith = (followers: readonly Follower[], now?: Date): StaysDeps => ({
    db: t.database.db,
    mail: t.app.mailContext,
    links: t.app.bookingLinks,
    calendarChanged: () => undefined,
    followers,
    ...(now ? { now: () => now } : {}),
  });

  const actor = () => ({ id: manager.id, ip: null });

  /** The party of every stay here: two adults, no transfers. */
  const party = {
    adults: 2,
    children: 0,
    infants: 0,
    airportPickup: false,
    airportDropoff: false,
    vehicleType: null,
  };

  /** The team's change of a stay to fresh dates, for the two adults booked, with `reason`. */
  const laterStay = (reason: string) => {
    const later = free.freshStay();
    return {
      checkInDate: later.checkInDate,
      checkOutDate: later.checkOutDate,
      ...party,
      reason,
    };
  };

  /** A guest's request of a fresh stay as the API takes it, from `email`. */
  const requestBody = (email: string) => ({
    villaId: free.villa.id,
    guestName: 'Amara Perera',
    guestEmail: email,
    guestPhone: null,
    specialRequests: null,
    ...free.freshStay(),
    ...party,
  });

  /** A guest's request through the app (its own followers), on free dates. */
  const request = async (): Promise<BookingCreated> => {
    const res = await free.bookFreshStay({ guestEmail: `${randomUUID()}@example.com` });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingCreated>();
  };
  const confirmed = async () => {
    const b = await request();
    await t.app.stays.confirmStay(actor(), b.id, null);
    return b;
  };
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const count = async (table: typeof outbox | typeof auditLog) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

  /**
   * Each follower of the list ran once for `workflow`'s event, all in one transaction (not the
   * app's pool), each seeing the booking as the workflow wrote it.
   */
  const expectFollowedOnce = (calls: Call[], workflow: StayEvent['workflow']) => {
    const ofWorkflow = calls.filter((c) => c.workflow === workflow);
    expect(ofWorkflow.map((c) => c.follower)).toEqual(FOLLOWERS.map((_f, i) => i));
    const [first] = ofWorkflow;
    if (!first) throw new Error(`no follower ran for ${workflow}`);
    for (const call of ofWorkflow) {
      expect(call.tx).toBe(first.tx);
      expect(call.tx).not.toBe(t.database.db);
      if (call.event.workflow !== 'import') expect(call.statusSeen).toBe(call.event.after.status);
    }
  };

  it('runs every follower once for a request, its change by the guest, and its decline', async () => {
    const { calls, followers } = recorded();
    const deps = depsWith(followers);
    const created = await requestStay(deps, requestBody(`${randomUUID()}@example.com`));
    expectFollowedOnce(calls, 'request');
    expect(calls[0]?.event.before).toBeNull();

    await changeRequest(deps, created.id, created.accessToken, { guestName: 'Amara P. Perera' });
    expectFollowedOnce(calls, 'change-request');

    await declineRequest(deps, actor(), created.id, 'The villa is closed for works.');
    expectFollowedOnce(calls, 'decline');
    expect(calls.at(-1)?.event).toMatchObject({
      before: { status: 'PENDING' },
      after: { status: 'DECLINED' },
      changed: { status: true, dates: false },
    });
  });

  it('runs every follower once for a confirm, the team’s change and the team’s cancel', async () => {
    const { calls, followers } = recorded();
    const deps = depsWith(followers);
    const b = await request();

    await confirmStay(deps, actor(), b.id, null);
    expectFollowedOnce(calls, 'confirm');
    // The payment follower fixed the schedule in the same transaction the confirm wrote in.
    expect(
      await t.database.db
        .select()
        .from(bookingInstallments)
        .where(eq(bookingInstallments.bookingId, b.id)),
    ).not.toHaveLength(0);

    await changeStay(deps, actor(), b.id, laterStay('The guests asked to come later.'));
    expectFollowedOnce(calls, 'change');
    expect(calls.at(-1)?.event.changed).toMatchObject({ dates: true, status: false });

    await cancelByTeam(deps, actor(), b.id, 'The guests cannot travel.');
    expectFollowedOnce(calls, 'cancel');
  });

  it('runs every follower once for a guest’s cancel, a cancel for non-payment and an expiry', async () => {
    const guest = recorded();
    const asked = await request();
    await cancelByGuest(depsWith(guest.followers), asked.id, asked.accessToken, 'Plans changed.');
    expectFollowedOnce(guest.calls, 'cancel');

    // Confirmed ten days ago, its deposit due a week ago, and the owner's auto-cancel on.
    const unpaid = await confirmed();
    const db = t.database.db;
    await db
      .update(bookings)
      .set({
        createdAt: sql`now() - interval '10 days'`,
        decidedAt: sql`now() - interval '10 days'`,
      })
      .where(eq(bookings.id, unpaid.id));
    await db
      .update(bookingInstallments)
      .set({ dueOn: addDays(resortToday(), -7) })
      .where(
        and(eq(bookingInstallments.bookingId, unpaid.id), eq(bookingInstallments.position, 1)),
      );
    await db.update(paymentSettings).set({ autoCancel: true }).where(eq(paymentSettings.id, 1));
    const job = recorded();
    try {
      expect(await cancelUnpaid(depsWith(job.followers))).toBe(1);
    } finally {
      await db.update(paymentSettings).set({ autoCancel: false }).where(eq(paymentSettings.id, 1));
    }
    expectFollowedOnce(job.calls, 'cancel');
    expect((await rowOf(unpaid.id))?.status).toBe('CANCELLED');

    const lapsing = await request();
    await db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, lapsing.id));
    const sweep = recorded();
    expect(await sweepHolds(depsWith(sweep.followers))).toBe(1);
    expectFollowedOnce(sweep.calls, 'expire');
    expect(sweep.calls[0]?.event).toMatchObject({
      before: { status: 'PENDING' },
      after: { id: lapsing.id, status: 'EXPIRED' },
    });
  });

  /** The calendar import's deps, its followers `followers`. */
  const importDeps = (followers: readonly Follower[]): CalendarSyncDeps => ({
    db: t.database.db,
    mail: t.app.mailContext,
    allowPrivate: true,
    calendarChanged: () => undefined,
    followStays: (tx, events) => followStay(tx, events, followers),
  });
  const feedOf = () =>
    insertFeed(t.database.db, {
      id: newId(),
      villaId: free.villa.id,
      label: 'Airbnb',
      url: `https://calendar.test/${randomUUID()}.ics`,
    });
  const fetched = (text: string) =>
    ({ kind: 'fetched', text, etag: null, lastModified: null }) as const;

  it('runs every follower once for each stay a feed imports or moves', async () => {
    const feed = await feedOf();
    const uid = airbnbUid();
    const stay = free.freshStay();
    const first = recorded();
    const added = await importAnswer(
      importDeps(first.followers),
      feed,
      fetched(airbnbFeed([{ uid, start: stay.checkInDate, end: stay.checkOutDate }])),
    );
    expect(added.status, added.error ?? '').toBe('applied');
    expectFollowedOnce(first.calls, 'import');
    expect(first.calls[0]?.event).toMatchObject({ before: null, villaId: free.villa.id });

    const moved = recorded();
    const out = await importAnswer(
      importDeps(moved.followers),
      { ...feed, eventCount: 1 },
      fetched(airbnbFeed([{ uid, start: stay.checkInDate, end: addDays(stay.checkOutDate, 1) }])),
    );
    expect(out.status, out.error ?? '').toBe('applied');
    expectFollowedOnce(moved.calls, 'import');
    expect(moved.calls[0]?.event.changed.dates).toBe(true);
  });

  describe('a follower that throws rolls the whole change back', () => {
    it('writes no request', async () => {
      const email = `${randomUUID()}@example.com`;
      const mailsBefore = await count(outbox);
      await expect(
        requestStay(depsWith(recorded(true).followers), requestBody(email)),
      ).rejects.toThrow('a follower failed');
      expect(
        await t.database.db.select().from(bookings).where(eq(bookings.guestEmail, email)),
      ).toEqual([]);
      expect(await count(outbox)).toBe(mailsBefore);
    });

    it('leaves a confirm, a change and a cancel unwritten, unaudited and unmailed', async () => {
      const b = await request();
      const [mails, audits] = [await count(outbox), await count(auditLog)];
      const failing = depsWith(recorded(true).followers);
      await expect(confirmStay(failing, actor(), b.id, null)).rejects.toThrow('a follower failed');
      expect(await rowOf(b.id)).toMatchObject({ status: 'PENDING', decidedAt: null });
      expect(
        await t.database.db
          .select()
          .from(bookingInstallments)
          .where(eq(bookingInstallments.bookingId, b.id)),
      ).toEqual([]);

      await t.app.stays.confirmStay(actor(), b.id, null);
      const stayed = await rowOf(b.id);
      const [mailsConfirmed, auditsConfirmed] = [await count(outbox), await count(auditLog)];
      expect(mailsConfirmed).toBeGreaterThan(mails);
      expect(auditsConfirmed).toBe(audits + 1);

      await expect(changeStay(failing, actor(), b.id, laterStay('Later.'))).rejects.toThrow(
        'a follower failed',
      );
      await expect(cancelByTeam(failing, actor(), b.id, 'No.')).rejects.toThrow(
        'a follower failed',
      );
      expect(await rowOf(b.id)).toEqual(stayed);
      expect([await count(outbox), await count(auditLog)]).toEqual([
        mailsConfirmed,
        auditsConfirmed,
      ]);
    });

    it('leaves an expired hold waiting and a feed’s stay unimported', async () => {
      const lapsing = await request();
      await t.database.db
        .update(bookings)
        .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
        .where(eq(bookings.id, lapsing.id));
      await expect(sweepHolds(depsWith(recorded(true).followers))).rejects.toThrow(
        'a follower failed',
      );
      expect((await rowOf(lapsing.id))?.status).toBe('PENDING');
      // The app's own sweep expires it: nothing was left half done.
      expect(await t.app.stays.sweepHolds()).toBe(1);

      const feed = await feedOf();
      const stay = free.freshStay();
      const failed = await importAnswer(
        importDeps(recorded(true).followers),
        feed,
        fetched(
          airbnbFeed([{ uid: airbnbUid(), start: stay.checkInDate, end: stay.checkOutDate }]),
        ),
      );
      // An import never throws (issue 23 §1.2): the feed is marked failing, nothing imported.
      expect(failed.status).toBe('failed');
      expect(
        await t.database.db.select().from(blockedRanges).where(eq(blockedRanges.feedId, feed.id)),
      ).toEqual([]);
    });
  });
});
