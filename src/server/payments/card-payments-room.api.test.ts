/**
 * Issue 38 §3's last sentence, on both engines: the Payments room lists the guests' card tries by
 * state (started, waiting, paid, failed), newest first, with PayHere's payment id and the gateway's
 * words on a failure, paged like the room's other lists; housekeeping is refused, as in the rest
 * of the room, and a state the tries never have is a 400 in words. The tries are written straight
 * to the table, as the card service would leave them.
 */
import { describe, expect, it } from 'vitest';
import type { CardPaymentsPage } from '#domain/schemas/card-payment.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { LedgerEntryView } from '#domain/schemas/payment.ts';
import { consoleCall, signedInAs } from '#tests/helpers/console-session.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { engines } from '#tests/helpers/test-app.ts';
import { newId } from '../lib/ids.ts';
import { insertCardTry, updateCardTry } from './card-repository.ts';

/** A fixed morning the tries are made on, a minute apart: the order is theirs, not the clock's. */
const MORNING = Date.parse('2027-01-04T02:30:00Z');
const minutesIn = (minutes: number) => new Date(MORNING + minutes * 60_000);

/** PayHere's payment ids are digits, and one payment is one try's. */
let payments = 320025071278;
const paymentIdOf = () => String((payments += 1));

describe.each(engines)("the Payments room's card payments on %s", (engine) => {
  const desk = moneyDesk(engine);
  const { call } = desk;

  const list = async (query: string) => {
    const res = await call('GET', `/api/console/card-payments${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CardPaymentsPage>();
  };

  /**
   * A confirmed booking with four tries, oldest first: one started, one the guest came back from,
   * one paid (its payment in the ledger) and one declined.
   */
  const tries = async () => {
    const booking = await desk.confirmed();
    const db = desk.t.database.db;
    const paid = await call(
      'POST',
      `/api/console/bookings/${booking.id}/payments`,
      desk.payment(12_000),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const entry = paid.json<{ entry: LedgerEntryView }>().entry;

    const made = [];
    for (const [i, pays] of [
      ['deposit'],
      ['deposit'],
      ['deposit'],
      ['deposit', 'balance'],
    ].entries()) {
      made.push(
        await insertCardTry(db, {
          id: newId(),
          bookingId: booking.id,
          gateway: 'payhere',
          amountCents: 12_000 + i * 100,
          currency: 'USD',
          pays: pays as ('deposit' | 'balance')[],
          createdAt: minutesIn(i),
          updatedAt: minutesIn(i),
        }),
      );
    }
    const [started, waiting, paidTry, failed] = made.map((row) => row.id) as [
      string,
      string,
      string,
      string,
    ];
    await updateCardTry(db, waiting, { state: 'waiting' }, minutesIn(10));
    const paymentIds = { paid: paymentIdOf(), failed: paymentIdOf() };
    await updateCardTry(
      db,
      paidTry,
      { state: 'paid', paymentId: paymentIds.paid, ledgerEntryId: entry.id },
      minutesIn(11),
    );
    await updateCardTry(
      db,
      failed,
      { state: 'failed', paymentId: paymentIds.failed, statusMessage: 'Card declined by the bank' },
      minutesIn(12),
    );
    return { booking, started, waiting, paid: paidTry, failed, paymentIds };
  };

  /** The page's rows of this booking: the other tests' tries share the app. */
  const rowsOf = (page: CardPaymentsPage, bookingId: string) =>
    page.content.filter((row) => row.bookingId === bookingId);

  it('lists every try, newest first, with its booking, what it pays and PayHere’s payment id', async () => {
    const made = await tries();

    const page = await list('?size=50');

    expect(rowsOf(page, made.booking.id).map((row) => [row.orderId, row.state])).toEqual([
      [made.failed, 'failed'],
      [made.paid, 'paid'],
      [made.waiting, 'waiting'],
      [made.started, 'started'],
    ]);
    expect(rowsOf(page, made.booking.id)[1]).toEqual({
      orderId: made.paid,
      bookingId: made.booking.id,
      reference: made.booking.reference,
      guestName: made.booking.guestName,
      state: 'paid',
      amountCents: 12_200,
      currency: 'USD',
      pays: ['deposit'],
      paymentId: made.paymentIds.paid,
      statusMessage: null,
      refusedNotifications: 0,
      createdAt: minutesIn(2).toISOString(),
      updatedAt: minutesIn(11).toISOString(),
    });
    expect(rowsOf(page, made.booking.id)[3]).toMatchObject({
      paymentId: null,
      statusMessage: null,
    });
    expect(page.totalElements).toBe(page.content.length);
    // Without a size, a page is the API's usual ten.
    expect(await list('')).toMatchObject({ number: 0, size: 10 });
  });

  it('lists the tries of one state: the failed ones with the gateway’s words', async () => {
    const made = await tries();

    const failed = await list('?state=failed&size=50');
    const paid = await list('?state=paid&size=50');
    const waiting = await list('?state=waiting&size=50');
    const chargedBack = await list('?state=charged_back');

    const mine = (page: CardPaymentsPage) => rowsOf(page, made.booking.id);
    expect(mine(failed)).toEqual([
      expect.objectContaining({
        orderId: made.failed,
        pays: ['deposit', 'balance'],
        paymentId: made.paymentIds.failed,
        statusMessage: 'Card declined by the bank',
      }),
    ]);
    expect(mine(paid).map((row) => [row.orderId, row.paymentId])).toEqual([
      [made.paid, made.paymentIds.paid],
    ]);
    expect(mine(waiting).map((row) => row.orderId)).toEqual([made.waiting]);
    for (const page of [failed, paid, waiting]) {
      expect(page.totalElements).toBe(page.content.length);
    }
    expect(new Set(failed.content.map((row) => row.state))).toEqual(new Set(['failed']));
    expect(chargedBack).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('pages the tries as the room’s other lists do', async () => {
    await tries();
    const whole = await list('?size=50');

    const first = await list('?size=3&page=0');
    const second = await list('?size=3&page=1');

    expect(whole.totalElements).toBeGreaterThanOrEqual(4);
    expect([...first.content, ...second.content]).toEqual(whole.content.slice(0, 6));
    expect(second).toMatchObject({
      number: 1,
      size: 3,
      totalElements: whole.totalElements,
      totalPages: Math.ceil(whole.totalElements / 3),
    });
  });

  it('is the owner’s and the manager’s: housekeeping is refused, and a stranger asked to sign in', async () => {
    const housekeeping = await signedInAs(desk.t, 'housekeeping');
    const owner = await signedInAs(desk.t, 'owner');

    const refused = await consoleCall(desk.t, housekeeping, 'GET', '/api/console/card-payments');
    const stranger = await consoleCall(desk.t, null, 'GET', '/api/console/card-payments');
    const admitted = await consoleCall(desk.t, owner, 'GET', '/api/console/card-payments');

    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<ApiError>().message).toContain('housekeeping');
    expect(stranger.statusCode).toBe(401);
    expect(admitted.statusCode, admitted.body).toBe(200);
  });

  it('refuses a state the tries never have, in words', async () => {
    const res = await call('GET', '/api/console/card-payments?state=refunded');

    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(
      /The state must be one of started, waiting, paid, failed, charged_back/,
    );
  });
});
