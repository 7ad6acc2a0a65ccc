/**
 * Issue 14 §3-4, the console's booking rooms: arrivals and departures (housekeeping sees names and
 * counts, never contact or money), what waits today, the list and its search, one booking, and
 * the team's confirm, decline and cancel (re-checked under the villa's lock, audited, the guest
 * e-mailed, the calendar updated at once), and the reminder 20 hours into a hold.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '#domain/dates.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { Paged } from '#domain/schemas/common.ts';
import type {
  ConsoleBooking,
  ConsoleBookingSummary,
  Movements,
  Today,
} from '#domain/schemas/console.ts';
import type { Availability, Villa } from '#domain/schemas/villa.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, bookings, outbox } from '../db/schema.ts';
import { bookingCookieName } from './access-cookie.ts';

const HOUR = 3600_000;
const ORIGIN = 'https://villas.test';

describe.each(engines)('the console booking rooms on %s', (engine) => {
  let t: TestApp;
  let villa: Villa;
  let bookFreshStay: FreeStays['bookFreshStay'];
  let owner: ConsoleSession;
  let manager: ConsoleSession;
  let housekeeping: ConsoleSession;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ villa, bookFreshStay } = await villaWithFreeStays(t.app));
    [owner, manager, housekeeping] = await Promise.all([
      signedInAs(t, 'owner'),
      signedInAs(t, 'manager'),
      signedInAs(t, 'housekeeping'),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  let guests = 0;
  /** A request from a guest of its own (a name and address no other test uses). */
  const book = async (overrides: Record<string, unknown> = {}) => {
    guests += 1;
    const res = await bookFreshStay({
      guestName: `Nimal Fernando ${guests}`,
      guestEmail: `nimal${guests}@example.com`,
      guestPhone: '+94 77 123 4567',
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingCreated>();
  };
  const as = (
    session: ConsoleSession | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => consoleCall(t, session, method, url, payload);
  const row = async (id: string) => {
    const [found] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    if (!found) throw new Error(`no booking ${id}`);
    return found;
  };
  const auditOf = (id: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `booking:${id}`));
  const mailTo = (b: BookingCreated, subject: string) =>
    vi.waitFor(() => {
      const found = t.sentMail.filter(
        (m) =>
          m.to === b.guestEmail && m.subject.includes(b.reference) && m.subject.includes(subject),
      );
      const [mail, ...more] = found;
      expect(more).toEqual([]);
      if (!mail) throw new Error(`no mail '${subject}' for ${b.reference}`);
      return mail;
    });
  const availability = async () =>
    (await t.app.inject({ url: `/api/villas/${villa.id}/availability` })).json<Availability>();
  const taken = (a: Availability, night: string) =>
    a.blockedDates.some((r) => r.startDate <= night && night <= r.endDate);
  const lapse = (id: string) =>
    t.database.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, id));

  describe('who may do what', () => {
    const reads = ['/api/console/movements', '/api/console/today', '/api/console/bookings'];

    it('answers 401 to every call without a session, and writes nothing', async () => {
      const b = await book();
      for (const url of [...reads, `/api/console/bookings/${b.id}`]) {
        expect((await as(null, 'GET', url)).statusCode, url).toBe(401);
      }
      for (const [verb, body] of [
        ['confirm', {}],
        ['decline', { message: 'No' }],
        ['cancel', { reason: 'No' }],
      ] as const) {
        const res = await as(null, 'POST', `/api/console/bookings/${b.id}/${verb}`, body);
        expect(res.statusCode, verb).toBe(401);
      }
      expect((await row(b.id)).status).toBe('PENDING');
    });

    it('lets housekeeping see arrivals and departures only, with no contact and no money', async () => {
      const b = await book();
      const url = `/api/console/movements?from=${b.checkInDate}&days=1`;
      const res = await as(housekeeping, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('@');
      expect(res.body).not.toContain('+94');
      // Keys, not the whole body: a random hex id may spell "fee".
      const keys = res.body.match(/"[^"]+":/g);
      expect(keys?.join(' ')).not.toMatch(/price|total|quote|refund|amount|fee|email|phone/i);
      const movements = res.json<Movements>();
      expect(movements).toMatchObject({ from: b.checkInDate, to: b.checkInDate });
      expect(movements.arrivals).toEqual([
        {
          bookingId: b.id,
          reference: b.reference,
          villaId: villa.id,
          villaName: villa.name,
          guestName: b.guestName,
          checkInDate: b.checkInDate,
          checkOutDate: b.checkOutDate,
          nights: b.quote.nights,
          adults: 2,
          children: 0,
          infants: 0,
          status: 'PENDING',
        },
      ]);

      for (const url of [
        '/api/console/today',
        '/api/console/bookings',
        `/api/console/bookings/${b.id}`,
      ]) {
        expect((await as(housekeeping, 'GET', url)).statusCode, url).toBe(403);
      }
      const confirm = await as(housekeeping, 'POST', `/api/console/bookings/${b.id}/confirm`, {});
      expect(confirm.statusCode).toBe(403);
      expect((await row(b.id)).status).toBe('PENDING');
    });

    it('shows departures on their day, and leaves out lapsed requests', async () => {
      const kept = await book();
      const lapsed = await book();
      await lapse(lapsed.id);
      const res = await as(manager, 'GET', `/api/console/movements?from=${kept.checkOutDate}`);
      const movements = res.json<Movements>();
      expect(movements.to).toBe(addDays(kept.checkOutDate, 6));
      expect(movements.departures.map((m) => m.bookingId)).toContain(kept.id);
      const all = [...movements.arrivals, ...movements.departures].map((m) => m.bookingId);
      expect(all).not.toContain(lapsed.id);
    });

    it('starts the movements at the resort’s today by default', async () => {
      const res = await as(owner, 'GET', '/api/console/movements');
      expect(res.statusCode).toBe(200);
      const { from, to } = res.json<Movements>();
      expect(to).toBe(addDays(from, 6));
    });
  });

  describe('today', () => {
    it('lists the requests still waiting, the hold that runs out first first', async () => {
      const first = await book();
      const second = await book();
      const lapsed = await book();
      await lapse(lapsed.id);
      const res = await as(manager, 'GET', '/api/console/today');
      expect(res.statusCode, res.body).toBe(200);
      const today = res.json<Today>();
      const ids = today.pendingRequests.map((p) => p.id);
      expect(ids).not.toContain(lapsed.id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      const holds = today.pendingRequests.map((p) => p.holdExpiresAt);
      expect(holds).toEqual([...holds].sort());
      expect(today.pendingRequests.find((p) => p.id === first.id)).toMatchObject({
        reference: first.reference,
        villaName: villa.name,
        guestName: first.guestName,
        holdExpiresAt: first.holdExpiresAt,
      });
      for (const count of [today.newMessages, today.pendingReviews, today.pendingTestimonials]) {
        expect(Number.isInteger(count) && count >= 0).toBe(true);
      }
    });

    it('counts a new contact message among the new messages', async () => {
      const before = (await as(owner, 'GET', '/api/console/today')).json<Today>().newMessages;
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Sofia Rossi',
          email: 'sofia@example.com',
          subject: 'Honeymoon',
          message: 'Do you have a quiet villa in March?',
          inquiryType: 'GENERAL',
        },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const after = (await as(owner, 'GET', '/api/console/today')).json<Today>().newMessages;
      expect(after).toBe(before + 1);
    });
  });

  describe('the list', () => {
    const list = async (query: string, session = manager) => {
      const res = await as(session, 'GET', `/api/console/bookings?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Paged<ConsoleBookingSummary>>();
    };

    it('finds a booking by its reference in any case, or by part of the name or address', async () => {
      const b = await book({ guestName: 'Chamari Atapattu', guestEmail: 'chamari.a@example.org' });
      const ids = async (q: string) =>
        (await list(`q=${encodeURIComponent(q)}`)).content.map((s) => s.id);
      expect(await ids(b.reference.toLowerCase())).toEqual([b.id]);
      expect(await ids('mari atap')).toEqual([b.id]);
      expect(await ids('CHAMARI.A@EXAMPLE')).toEqual([b.id]);
      // Part of a reference is not a reference: it matches no name or address either.
      expect(await ids(b.reference.slice(0, 5))).toEqual([]);
      // % and _ mean themselves, not "anything".
      expect(await ids('%')).toEqual([]);
      expect(await ids('chamari_a')).toEqual([]);

      const [summary] = (await list(`q=${b.reference}`)).content;
      expect(summary).toEqual({
        id: b.id,
        reference: b.reference,
        villaId: villa.id,
        villaName: villa.name,
        guestName: 'Chamari Atapattu',
        guestEmail: 'chamari.a@example.org',
        checkInDate: b.checkInDate,
        checkOutDate: b.checkOutDate,
        nights: b.quote.nights,
        adults: 2,
        children: 0,
        infants: 0,
        status: 'PENDING',
        holdExpiresAt: b.holdExpiresAt,
        totalPrice: b.totalPrice,
        createdAt: b.createdAt,
        language: 'en',
      });
    });

    it('filters by status, villa and the days a stay overlaps, newest first, a page at a time', async () => {
      const email = 'filters@example.net';
      const older = await book({ guestEmail: email });
      const newer = await book({ guestEmail: email });
      const third = await book({ guestEmail: email });
      await as(owner, 'POST', `/api/console/bookings/${third.id}/decline`, { message: 'Sorry' });

      const mine = `q=${encodeURIComponent(email)}`;
      const all = await list(mine);
      expect(all.content.map((s) => s.id)).toEqual([third.id, newer.id, older.id]);
      expect(all.totalElements).toBe(3);

      const pending = await list(`${mine}&status=PENDING`);
      expect(pending.content.map((s) => s.id)).toEqual([newer.id, older.id]);
      expect((await list(`${mine}&status=DECLINED`)).content.map((s) => s.id)).toEqual([third.id]);

      expect((await list(`${mine}&villa=${villa.id}`)).totalElements).toBe(3);
      expect((await list(`${mine}&villa=${'0'.repeat(24)}`)).totalElements).toBe(0);

      // Overlap: the last night counts, the check-out day does not.
      const lastNight = addDays(newer.checkOutDate, -1);
      expect(
        (await list(`${mine}&from=${lastNight}&to=${lastNight}`)).content.map((s) => s.id),
      ).toEqual([newer.id]);
      expect(
        (await list(`${mine}&from=${newer.checkOutDate}&to=${newer.checkOutDate}`)).content,
      ).toEqual([]);
      expect((await list(`${mine}&from=${older.checkInDate}`)).totalElements).toBe(3);
      expect((await list(`${mine}&to=${older.checkOutDate}`)).content.map((s) => s.id)).toEqual([
        older.id,
      ]);

      const page = await list(`${mine}&size=2&page=1`);
      expect(page).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, size: 2 });
      expect(page.content.map((s) => s.id)).toEqual([older.id]);
    });

    it('refuses bad filters with a readable message', async () => {
      for (const query of [
        'status=MAYBE',
        'villa=nope',
        'from=2026-13-01',
        'from=2026-05-10&to=2026-05-01',
        'size=500',
        'colour=blue',
      ]) {
        const res = await as(manager, 'GET', `/api/console/bookings?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json<{ message: string }>().message, query).toBeTruthy();
      }
    });
  });

  describe('one booking', () => {
    it('shows everything the guest sent, and what cancelling a confirmed stay now would refund', async () => {
      const b = await book({ specialRequests: 'A cot, please.' });
      const res = await as(owner, 'GET', `/api/console/bookings/${b.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const detail = res.json<ConsoleBooking>();
      expect(detail).toMatchObject({
        id: b.id,
        reference: b.reference,
        guestEmail: b.guestEmail,
        guestPhone: '+94 77 123 4567',
        specialRequests: 'A cot, please.',
        status: 'PENDING',
        holdExpiresAt: b.holdExpiresAt,
        quote: b.quote,
        cancelledBy: null,
        teamMessage: null,
        decidedAt: null,
        // A request is declined, not cancelled.
        refundIfCancelledNow: null,
      });
      expect(detail).not.toHaveProperty('accessTokenHash');
      await as(owner, 'POST', `/api/console/bookings/${b.id}/confirm`, {});
      const confirmed = await as(owner, 'GET', `/api/console/bookings/${b.id}`);
      // The refund is on what was paid (issue 26 §4): nothing yet.
      expect(confirmed.json<ConsoleBooking>().refundIfCancelledNow).toMatchObject({
        percent: 100,
        amount: 0,
        paidCents: 0,
      });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const missing = await as(owner, 'GET', `/api/console/bookings/${'a'.repeat(24)}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ message: string }>().message).toMatch(/no booking with this id/);
      expect((await as(owner, 'GET', '/api/console/bookings/not-an-id')).statusCode).toBe(400);
    });
  });

  describe('confirm', () => {
    it('confirms a waiting request, audits it and e-mails the guest the team’s note', async () => {
      const b = await book();
      const res = await as(manager, 'POST', `/api/console/bookings/${b.id}/confirm`, {
        message: 'We will meet you at the gate.',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ConsoleBooking>()).toMatchObject({
        status: 'CONFIRMED',
        holdExpiresAt: null,
        teamMessage: 'We will meet you at the gate.',
      });
      expect(res.json<ConsoleBooking>().decidedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      const stored = await row(b.id);
      expect(stored).toMatchObject({ status: 'CONFIRMED', holdExpiresAt: null });
      expect(stored.decidedAt).toBeInstanceOf(Date);

      const mail = await mailTo(b, 'confirmed');
      expect(mail.text).toContain('We will meet you at the gate.');
      expect(mail.text).toContain(`${t.config.publicUrl}/booking/${b.id}`);

      const [entry, ...more] = await auditOf(b.id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        actorId: manager.id,
        action: 'booking.confirm',
        before: { status: 'PENDING', holdExpiresAt: b.holdExpiresAt },
        after: { status: 'CONFIRMED', teamMessage: 'We will meet you at the gate.' },
      });
      expect(entry?.ip).toBeTruthy();

      // The stay still holds its dates, now for good.
      expect(taken(await availability(), b.checkInDate)).toBe(true);
      // And it cannot be confirmed twice.
      const again = await as(manager, 'POST', `/api/console/bookings/${b.id}/confirm`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toMatch(/already confirmed/);
    });

    it('lets one of a confirm and a decline sent at once win, the other refused', async () => {
      const b = await book();
      const [confirm, decline] = await Promise.all([
        as(owner, 'POST', `/api/console/bookings/${b.id}/confirm`, {}),
        as(manager, 'POST', `/api/console/bookings/${b.id}/decline`, { message: 'Sorry' }),
      ]);
      expect([confirm.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
      expect(await auditOf(b.id)).toHaveLength(1);
    });

    it('refuses a request whose hold ran out, and writes nothing', async () => {
      const b = await book();
      await lapse(b.id);
      const before = await row(b.id);
      const queued = (await t.database.db.select().from(outbox)).length;
      const res = await as(owner, 'POST', `/api/console/bookings/${b.id}/confirm`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(
        /^This request's hold ran out at .+; its dates are free again, so it can no longer be confirmed\.$/,
      );
      expect(await row(b.id)).toEqual(before);
      expect(await auditOf(b.id)).toEqual([]);
      expect((await t.database.db.select().from(outbox)).length).toBe(queued);
    });

    it('refuses an unknown body field, and an unknown booking', async () => {
      const b = await book();
      const odd = await as(owner, 'POST', `/api/console/bookings/${b.id}/confirm`, {
        message: 'Hi',
        status: 'CONFIRMED',
      });
      expect(odd.statusCode).toBe(400);
      const unknown = await as(
        owner,
        'POST',
        `/api/console/bookings/${'b'.repeat(24)}/confirm`,
        {},
      );
      expect(unknown.statusCode).toBe(404);
      expect((await row(b.id)).status).toBe('PENDING');
      expect(await auditOf(b.id)).toEqual([]);
    });
  });

  describe('decline', () => {
    it('frees the dates at once, on the calendar and for the next guest, and tells the guest why', async () => {
      const b = await book();
      expect(taken(await availability(), b.checkInDate)).toBe(true); // now cached

      const res = await as(owner, 'POST', `/api/console/bookings/${b.id}/decline`, {
        message: 'The villa is closed for repairs that week.',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ConsoleBooking>()).toMatchObject({
        status: 'DECLINED',
        teamMessage: 'The villa is closed for repairs that week.',
      });
      expect(taken(await availability(), b.checkInDate)).toBe(false);

      const next = await bookFreshStay({
        checkInDate: b.checkInDate,
        checkOutDate: b.checkOutDate,
      });
      expect(next.statusCode, next.body).toBe(201);

      const mail = await mailTo(b, 'could not be confirmed');
      expect(mail.text).toContain('The villa is closed for repairs that week.');
      const [entry] = await auditOf(b.id);
      expect(entry).toMatchObject({
        actorId: owner.id,
        action: 'booking.decline',
        before: { status: 'PENDING' },
        after: { status: 'DECLINED', teamMessage: 'The villa is closed for repairs that week.' },
      });
    });

    it('needs a message, and a waiting request', async () => {
      const b = await book();
      for (const body of [{}, { message: '' }, { message: '   ' }]) {
        const res = await as(owner, 'POST', `/api/console/bookings/${b.id}/decline`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await row(b.id)).status).toBe('PENDING');
      expect(await auditOf(b.id)).toEqual([]);

      await as(owner, 'POST', `/api/console/bookings/${b.id}/confirm`, {});
      const late = await as(owner, 'POST', `/api/console/bookings/${b.id}/decline`, {
        message: 'Sorry',
      });
      expect(late.statusCode).toBe(409);
      expect((await row(b.id)).status).toBe('CONFIRMED');
    });
  });

  describe('cancel on the guest’s behalf', () => {
    it('cancels a confirmed stay with the refund the policy gives on what was paid, recorded', async () => {
      const b = await book();
      await as(owner, 'POST', `/api/console/bookings/${b.id}/confirm`, {});
      const res = await as(manager, 'POST', `/api/console/bookings/${b.id}/cancel`, {
        reason: 'The guest phoned: a family emergency.',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ConsoleBooking>()).toMatchObject({
        status: 'CANCELLED',
        cancelledBy: 'TEAM',
        cancellationReason: 'The guest phoned: a family emergency.',
        // Nothing was paid: nothing to give back (issue 26 §4).
        refund: { percent: 100, amount: 0 },
        refundIfCancelledNow: null,
      });
      expect(await row(b.id)).toMatchObject({
        status: 'CANCELLED',
        cancelledBy: 'TEAM',
        refundPercent: 100,
        refundAmountCents: 0,
      });
      expect(taken(await availability(), b.checkInDate)).toBe(false);

      const mail = await mailTo(b, 'was cancelled');
      expect(mail.text).toContain('The guest phoned: a family emergency.');
      expect(mail.text).toContain(
        'Nothing was paid on this booking, so there is nothing to refund.',
      );

      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, `booking:${b.id}`), eq(auditLog.action, 'booking.cancel')));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorId: manager.id,
        before: { status: 'CONFIRMED' },
        after: {
          status: 'CANCELLED',
          cancelledBy: 'TEAM',
          cancellationReason: 'The guest phoned: a family emergency.',
          paidCents: 0,
          refundDueCents: 0,
          refundPercent: 100,
        },
      });

      const again = await as(manager, 'POST', `/api/console/bookings/${b.id}/cancel`, {
        reason: 'Twice',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toMatch(/was cancelled/);
    });

    it('refuses to cancel a request that waits for an answer: it is declined', async () => {
      const b = await book();
      const res = await as(manager, 'POST', `/api/console/bookings/${b.id}/cancel`, {
        reason: 'The guest phoned.',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(/decline it instead/);
      expect((await row(b.id)).status).toBe('PENDING');
      expect(await auditOf(b.id)).toEqual([]);
      const detail = await as(owner, 'GET', `/api/console/bookings/${b.id}`);
      expect(detail.json<ConsoleBooking>().refundIfCancelledNow).toBeNull();
    });

    it('needs a reason', async () => {
      const b = await book();
      const res = await as(manager, 'POST', `/api/console/bookings/${b.id}/cancel`, {});
      expect(res.statusCode).toBe(400);
      expect((await row(b.id)).status).toBe('PENDING');
    });

    it('records the guest’s own cancellation as the guest’s', async () => {
      const b = await book();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${b.id}/cancel`,
        headers: { origin: ORIGIN, cookie: `${bookingCookieName(b.id)}=${b.accessToken}` },
        payload: { reason: null },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await row(b.id)).cancelledBy).toBe('GUEST');
      const detail = await as(owner, 'GET', `/api/console/bookings/${b.id}`);
      expect(detail.json<ConsoleBooking>().cancelledBy).toBe('GUEST');
    });
  });

  describe('the reminder 20 hours into a hold', () => {
    const reminders = (b: BookingCreated) =>
      t.sentMail.filter(
        (m) =>
          m.to === t.config.teamEmail &&
          m.subject.startsWith('Reminder:') &&
          m.subject.includes(b.reference),
      );

    it('reminds the team once, with the console’s link, and never twice', async () => {
      const b = await book();
      const created = new Date(b.createdAt).getTime();

      await t.app.stays.sweepHolds(new Date(created + 19 * HOUR));
      expect((await row(b.id)).holdRemindedAt).toBeNull();

      const at = new Date(created + 20 * HOUR + 60_000);
      await t.app.stays.sweepHolds(at);
      expect((await row(b.id)).holdRemindedAt).toEqual(at);
      await vi.waitFor(() => expect(reminders(b)).toHaveLength(1));
      const [mail] = reminders(b);
      expect(mail?.text).toContain(`${t.config.publicUrl}/console/bookings/${b.id}`);
      expect(mail?.text).toContain(b.guestName);
      expect(mail?.subject).toMatch(/lapses in 4 hours/);

      await t.app.stays.sweepHolds(new Date(created + 21 * HOUR));
      await t.app.stays.sweepHolds(new Date(created + 22 * HOUR));
      // The outbox is idle once a kick finds nothing; the reminder is still the only one.
      await vi.waitFor(async () => {
        const waiting = await t.database.db
          .select()
          .from(outbox)
          .where(sql`sent_at is null`);
        expect(waiting).toEqual([]);
        // The sender's own pace on a busy machine: a second, several (1 s ran out in one run).
      }, 15_000);
      expect(reminders(b)).toHaveLength(1);
    });

    it('lets a hold lapse at 24 hours as before: the guest is told, the team not reminded', async () => {
      const b = await book();
      await lapse(b.id);
      await t.app.stays.sweepHolds(new Date(new Date(b.createdAt).getTime() + 24 * HOUR + 60_000));
      expect(await row(b.id)).toMatchObject({ status: 'EXPIRED', holdRemindedAt: null });
      await mailTo(b, 'has lapsed');
      expect(reminders(b)).toEqual([]);
    });

    it('does not remind of a request already answered', async () => {
      const b = await book();
      await as(owner, 'POST', `/api/console/bookings/${b.id}/confirm`, {});
      await t.app.stays.sweepHolds(new Date(new Date(b.createdAt).getTime() + 20 * HOUR + 60_000));
      expect((await row(b.id)).holdRemindedAt).toBeNull();
    });
  });
});
