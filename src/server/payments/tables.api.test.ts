/**
 * Issue 26: what the payments tables themselves promise, on both engines, whatever code writes to
 * them: the site's terms exist from the first start with the defaults of the site's terms, money
 * recorded is only ever added to (a mistake is put right by a reversal), one reversal per entry,
 * one entry per idempotency key, and a demo reset still empties everything.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { refusal } from '#tests/helpers/refusal.ts';
import { databaseForEachTest, engines } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { addDays, resortToday } from '#domain/dates.ts';
import { quoteStay } from '#domain/quote.ts';
import { bookings, ledgerEntries, paymentSettings, villas } from '../db/schema.ts';
import { clearDatabase, seedDatabase } from '../db/seed/seed.ts';
import { newId } from '../lib/ids.ts';

/** A confirmed stay of two nights in a seeded villa, written as the booking service writes one. */
async function aConfirmedBooking({ db }: DatabaseHandle): Promise<string> {
  const [villa] = await db.select().from(villas).limit(1);
  if (!villa) throw new Error('The seed has no villa');
  const checkIn = addDays(resortToday(), 60);
  const checkOut = addDays(checkIn, 2);
  const quote = quoteStay(villa.pricing, {
    checkIn,
    checkOut,
    guests: 2,
    airportPickup: false,
    airportDropoff: false,
    vehicleType: 'CAR',
  });
  const id = newId();
  await db.insert(bookings).values({
    id,
    reference: `VB-${id.slice(0, 6)}`,
    villaId: villa.id,
    guestName: 'Amara Silva',
    guestEmail: 'amara.silva@example.com',
    checkIn,
    checkOut,
    adults: 2,
    children: 0,
    infants: 0,
    airportPickup: false,
    airportDropoff: false,
    status: 'CONFIRMED',
    quote,
    totalCents: quote.total,
    accessTokenHash: 'not-a-real-token-hash',
  });
  return id;
}

describe.each(engines)('the payments tables on %s', (engine) => {
  let database: DatabaseHandle;
  let bookingId: string;

  const fresh = databaseForEachTest(engine, 2);
  beforeEach(async () => {
    database = await fresh.emptied();
    await seedDatabase(database.db, { today: resortToday() });
    bookingId = await aConfirmedBooking(database);
  });

  const entry = (overrides: Partial<typeof ledgerEntries.$inferInsert> = {}) => ({
    id: newId(),
    bookingId,
    kind: 'payment' as const,
    amountCents: 125_000,
    receivedOn: '2027-01-10',
    method: 'bank_transfer' as const,
    receiptNumber: `R-2027-${newId().slice(0, 8)}`,
    idempotencyKey: newId(),
    recordedBy: 'staff-1',
    ...overrides,
  });

  it("starts with the site's terms: a 50% deposit in 3 days, the balance 30 days before", async () => {
    expect(await database.db.select().from(paymentSettings)).toEqual([
      expect.objectContaining({
        id: 1,
        depositPercent: 50,
        depositDueDays: 3,
        balanceDueDays: 30,
        graceDays: 5,
        autoCancel: false,
      }),
    ]);
    expect(
      await refusal(database.db.insert(paymentSettings).values({ id: 2 })),
      'a second row of site terms',
    ).toMatch(/payment_settings_one_row/);
  });

  it('never changes or deletes money recorded, and refuses to empty the ledger', async () => {
    const payment = entry();
    await database.db.insert(ledgerEntries).values(payment);

    expect(
      await refusal(
        database.db
          .update(ledgerEntries)
          .set({ amountCents: 1 })
          .where(eq(ledgerEntries.id, payment.id)),
      ),
    ).toMatch(/ledger_entries keeps the money's history: UPDATE is not allowed/);
    expect(
      await refusal(database.db.delete(ledgerEntries).where(eq(ledgerEntries.id, payment.id))),
    ).toMatch(/DELETE is not allowed; record a reversal/);
    // With the card tries that name its entries (their foreign key would refuse it first).
    expect(await refusal(database.db.execute(sql`truncate ledger_entries, card_tries`))).toMatch(
      /ledger_entries may not be emptied/,
    );
    expect(await database.db.select().from(ledgerEntries)).toEqual([
      expect.objectContaining({ id: payment.id, amountCents: 125_000 }),
    ]);
  });

  it('takes one reversal per entry, names what it reverses, and one entry per key', async () => {
    const payment = entry();
    await database.db.insert(ledgerEntries).values(payment);
    const reversal = entry({ kind: 'reversal', method: null, reverses: payment.id });
    await database.db.insert(ledgerEntries).values(reversal);

    expect(
      await refusal(
        database.db
          .insert(ledgerEntries)
          .values(entry({ kind: 'reversal', method: null, reverses: payment.id })),
      ),
      'a second reversal of one payment',
    ).toMatch(/ledger_entries_reverses_unique/);
    expect(
      await refusal(database.db.insert(ledgerEntries).values(entry({ kind: 'reversal' }))),
      'a reversal that names no entry',
    ).toMatch(/ledger_entries_reversal/);
    expect(
      await refusal(
        database.db.insert(ledgerEntries).values(entry({ idempotencyKey: payment.idempotencyKey })),
      ),
      'the same form sent twice',
    ).toMatch(/ledger_entries_idempotency_key_unique/);
    expect(
      await refusal(database.db.insert(ledgerEntries).values(entry({ amountCents: 0 }))),
    ).toMatch(/ledger_entries_amount/);
    expect(await database.db.select().from(ledgerEntries)).toHaveLength(2);
  });

  it('is emptied with the rest of a demo database by the reset', async () => {
    const payment = entry();
    await database.db.insert(ledgerEntries).values(payment);
    await database.db
      .insert(ledgerEntries)
      .values(entry({ kind: 'reversal', method: null, reverses: payment.id }));

    await clearDatabase(database.db);

    expect(await database.db.select().from(ledgerEntries)).toEqual([]);
    expect(await database.db.select().from(bookings)).toEqual([]);
    // Only inside the reset's own transaction: a delete afterwards is refused again.
    await seedDatabase(database.db, { today: resortToday() });
    bookingId = await aConfirmedBooking(database);
    const again = entry();
    await database.db.insert(ledgerEntries).values(again);
    expect(
      await refusal(database.db.delete(ledgerEntries).where(eq(ledgerEntries.id, again.id))),
    ).toMatch(/DELETE is not allowed/);
  });
});
