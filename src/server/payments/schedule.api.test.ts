/**
 * Issue 26 §1: confirming a request fixes its schedule from the villa's payment terms on that day
 * (the site's unless the villa has its own), and a later change of terms leaves it as it was.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, type IsoDate, resortToday } from '#domain/dates.ts';
import { formatCents } from '#domain/money.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { Availability, Villa } from '#domain/schemas/villa.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { bookings, paymentSettings, villaPaymentTerms } from '../db/schema.ts';
import { dateLabel } from '../mail/format.ts';
import { scheduleOf } from './repository.ts';

describe.each(engines)('the schedule fixed on confirmation on %s', (engine) => {
  let t: TestApp;
  let villa: Villa;
  let bookFreshStay: FreeStays['bookFreshStay'];
  let owner: ConsoleSession;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ villa, bookFreshStay } = await villaWithFreeStays(t.app));
    owner = await signedInAs(t, 'owner');
  });
  afterAll(async () => {
    await t.close();
  });

  const confirmed = async (overrides: Record<string, unknown> = {}) => {
    const res = await bookFreshStay(overrides);
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    const answer = await consoleCall(
      t,
      owner,
      'POST',
      `/api/console/bookings/${booking.id}/confirm`,
      {},
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    return { booking, row, schedule: await scheduleOf(t.database.db, booking.id) };
  };
  const today = () => resortToday();

  it("splits the total by the site's terms: half within 3 days, the rest 30 days before", async () => {
    const { booking, row, schedule } = await confirmed();
    const total = row?.totalCents ?? 0;
    const deposit = Math.round(total / 2);

    expect(row?.paymentTerms).toEqual({
      depositPercent: 50,
      depositDueDays: 3,
      balanceDueDays: 30,
    });
    expect(schedule).toEqual([
      { kind: 'deposit', amountCents: deposit, dueOn: addDays(today(), 3) },
      { kind: 'balance', amountCents: total - deposit, dueOn: addDays(booking.checkInDate, -30) },
    ]);
    expect(deposit).toBeGreaterThan(0);
  });

  it('tells the guest in the confirmation what to pay by when, and the bank details', async () => {
    await t.database.db.update(paymentSettings).set({
      bankDetails: 'Commercial Bank of Ceylon, Weligama\nAccount 8001 2345 6789',
      paymentInstructions: 'Quote your booking reference with the transfer.',
    });
    const { booking, schedule } = await confirmed();

    const mail = await vi.waitFor(() => {
      const found = t.sentMail.find(
        (m) => m.to === booking.guestEmail && m.subject.includes(`${booking.reference} at`),
      );
      if (!found) throw new Error('No confirmation yet');
      return found;
    });
    const [deposit, balance] = schedule;
    expect(mail.text).toContain(
      `Deposit, by ${dateLabel(deposit?.dueOn ?? '')}: ${formatCents(deposit?.amountCents ?? 0)}`,
    );
    expect(mail.text).toContain(
      `Balance, by ${dateLabel(balance?.dueOn ?? '')}: ${formatCents(balance?.amountCents ?? 0)}`,
    );
    expect(mail.text).toContain('Account 8001 2345 6789');
    expect(mail.text).toContain('Quote your booking reference with the transfer.');
    expect(mail.html).toContain('Please pay by bank transfer to:');
  });

  it("uses the villa's own terms over the site's, and keeps a booking's terms when they change", async () => {
    await t.database.db
      .insert(villaPaymentTerms)
      .values({ villaId: villa.id, depositPercent: 30, depositDueDays: 5, balanceDueDays: 45 });
    const before = await confirmed();
    expect(before.row?.paymentTerms).toEqual({
      depositPercent: 30,
      depositDueDays: 5,
      balanceDueDays: 45,
    });
    expect(before.schedule.map((i) => [i.kind, i.dueOn])).toEqual([
      ['deposit', addDays(today(), 5)],
      ['balance', addDays(before.booking.checkInDate, -45)],
    ]);

    await t.database.db.delete(villaPaymentTerms).where(eq(villaPaymentTerms.villaId, villa.id));
    await t.database.db.update(paymentSettings).set({ depositPercent: 100 });
    const after = await confirmed();

    expect(after.schedule.map((i) => i.kind)).toEqual(['full']);
    const [kept] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, before.booking.id));
    expect(kept?.paymentTerms?.depositPercent).toBe(30);
    expect(await scheduleOf(t.database.db, before.booking.id)).toEqual(before.schedule);
    await t.database.db.update(paymentSettings).set({ depositPercent: 50 });
  });

  it('asks for the whole total within the deposit days when the stay is confirmed inside 30 days', async () => {
    const stay = await freeStayWithin(t, villa, 30);
    const { booking, row, schedule } = await confirmed(stay);

    expect(schedule).toEqual([
      {
        kind: 'full',
        amountCents: row?.totalCents,
        dueOn: [addDays(today(), 3), booking.checkInDate].sort()[0],
      },
    ]);
  });

  it('fixes no schedule for a declined request', async () => {
    const res = await bookFreshStay();
    const booking = res.json<BookingCreated>();
    const answer = await consoleCall(
      t,
      owner,
      'POST',
      `/api/console/bookings/${booking.id}/decline`,
      { message: 'Those dates are taken by a wedding party, sorry.' },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await scheduleOf(t.database.db, booking.id)).toEqual([]);
  });
});

/** Free dates of the villa's minimum stay starting within `days` of today (a week ahead at least). */
async function freeStayWithin(t: TestApp, villa: Villa, days: number) {
  const { blockedDates } = (
    await t.app.inject({ url: `/api/villas/${villa.id}/availability` })
  ).json<Availability>();
  const takenNight = (night: IsoDate) =>
    blockedDates.some((r) => r.startDate <= night && night <= r.endDate);
  const today = resortToday();
  for (let start = 7; start + villa.minimumNights <= days; start += 1) {
    const checkInDate = addDays(today, start);
    const nights = Array.from({ length: villa.minimumNights }, (_, i) => addDays(checkInDate, i));
    if (!nights.some(takenNight)) {
      return { checkInDate, checkOutDate: addDays(checkInDate, villa.minimumNights) };
    }
  }
  throw new Error(`No free stay within ${days} days in the seed`);
}
