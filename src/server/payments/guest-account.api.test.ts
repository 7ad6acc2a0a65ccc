/**
 * Issue 26 §2, on both engines: the guest's side of the money on the booking's page. With the
 * booking's token: the schedule with what is paid and owed, how to pay, and the receipts (a
 * reversed one marked cancelled); nothing the team keeps for itself; anyone else gets a 404.
 */
import { describe, expect, it } from 'vitest';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { GuestPayments, LedgerEntryView } from '#domain/schemas/payment.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { engines } from '#tests/helpers/test-app.ts';
import { paymentSettings } from '../db/schema.ts';

describe.each(engines)("the guest's payments on %s", (engine) => {
  const desk = moneyDesk(engine);

  const asGuest = (b: BookingCreated, token: string | null = b.accessToken) =>
    desk.t.app.inject({
      url: `/api/bookings/${b.id}/payments`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const record = async (b: BookingCreated, kind: string, body: object) => {
    const res = await desk.call('POST', `/api/console/bookings/${b.id}/${kind}`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ entry: LedgerEntryView }>().entry;
  };

  it('shows what is due by when, what was paid, how to pay and the receipts', async () => {
    await desk.t.database.db.update(paymentSettings).set({
      bankDetails: 'Commercial Bank of Ceylon, Weligama\nAccount 8001 2345 6789',
      paymentInstructions: 'Quote your booking reference.',
    });
    const booking = await desk.confirmed();
    const before = (await asGuest(booking)).json<GuestPayments>();
    const deposit = before.installments[0]?.amountCents ?? 0;
    const paid = await record(booking, 'payments', desk.payment(deposit));
    const mistaken = await record(booking, 'payments', desk.payment(1_000));
    const reversal = await record(booking, 'reversals', {
      entryId: mistaken.id,
      reason: 'Team only: typed on the wrong booking.',
      idempotencyKey: crypto.randomUUID(),
    });

    const res = await asGuest(booking);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const shown = res.json<GuestPayments>();
    expect(shown).toMatchObject({
      currency: 'USD',
      paidCents: deposit,
      balanceCents: shown.totalCents - deposit,
      bankDetails: 'Commercial Bank of Ceylon, Weligama\nAccount 8001 2345 6789',
      instructions: 'Quote your booking reference.',
    });
    expect(shown.installments.map((i) => i.status)).toEqual(['paid', 'due']);
    expect(shown.receipts).toEqual([
      expect.objectContaining({ number: paid.receiptNumber, kind: 'payment', cancelled: false }),
      expect.objectContaining({ number: mistaken.receiptNumber, cancelled: true }),
      expect.objectContaining({ number: reversal.receiptNumber, kind: 'reversal' }),
    ]);
    expect(res.body).not.toContain('Team only');
  });

  it('is a 404 without the token or with another booking’s', async () => {
    const booking = await desk.confirmed();
    const other = await desk.confirmed();

    expect((await asGuest(booking, null)).statusCode).toBe(404);
    expect((await asGuest(booking, other.accessToken)).statusCode).toBe(404);
  });

  it('has nothing owed before the team confirms the request', async () => {
    const booking = await desk.request();

    const shown = (await asGuest(booking)).json<GuestPayments>();

    expect(shown).toMatchObject({ installments: [], receipts: [], balanceCents: 0 });
  });
});
