/**
 * Issue 28 §3, on both engines: the bookings, payments and report CSVs and a villa's monthly
 * statement (CSV and PDF), as the owner's spreadsheet reads them: the BOM and the header first,
 * a guest's formula written as text, a note's commas, quotes and line breaks kept, the rows the
 * data holds and no others; a manager sees none until the owner shares Reports, then no money; bad queries,
 * unknown villas and housekeeping are refused; an export of 3,000 bookings arrives whole and in
 * order, read a page at a time.
 *
 * Over 400 lines as one file: every check reads the one month of data seeded once per engine
 * (seedMarch), which split files would each seed again.
 */
import { eq, sql } from 'drizzle-orm';
import { REPORTS_NOT_SHARED } from './service.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteStay } from '#domain/quote.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { readCsv } from '#tests/helpers/csv-reader.ts';
import { pdfText } from '#tests/helpers/pdf-text.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import type { Executor } from '../db/client.ts';
import {
  blockedRanges,
  bookings,
  calendarFeeds,
  ledgerEntries,
  paymentSettings,
  villas,
} from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { bookingExportPages } from './exports.ts';

/** The file's rows, after checking it begins with the BOM. */
function csvRows(body: string): string[][] {
  expect(body.charCodeAt(0), 'the file begins with the BOM').toBe(0xfeff);
  return readCsv(body.slice(1));
}

const FORMULA_GUEST = '=HYPERLINK("x")';
const NOTE = 'Paid in two parts, "as agreed"\nthe rest on arrival';
const MONTH = '2029-03';
const MARCH = { from: '2029-03-01', to: '2029-03-31' };

interface Seeded {
  villa: { id: string; name: string; slug: string };
  other: { id: string; name: string; slug: string };
  a: string;
  b: string;
  c: string;
  receipts: string[];
}

let counter = 0;

async function insertBooking(
  db: Executor,
  villa: { id: string; pricing: typeof villas.$inferSelect.pricing },
  values: {
    reference: string;
    guestName: string;
    checkIn: string;
    checkOut: string;
    status: 'CONFIRMED' | 'CANCELLED';
    totalCents: number;
    createdAt: Date;
  },
) {
  const id = newId();
  const quote = quoteStay(villa.pricing, {
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    guests: 2,
    airportPickup: false,
    airportDropoff: false,
    vehicleType: 'CAR',
  });
  await db.insert(bookings).values({
    id,
    villaId: villa.id,
    guestEmail: 'guest@example.com',
    adults: 2,
    children: 0,
    infants: 0,
    airportPickup: false,
    airportDropoff: false,
    quote,
    accessTokenHash: 'not-a-real-token-hash',
    ...values,
  });
  return id;
}

async function insertEntry(
  db: Executor,
  values: Pick<
    typeof ledgerEntries.$inferInsert,
    'bookingId' | 'kind' | 'amountCents' | 'receivedOn'
  > &
    Partial<typeof ledgerEntries.$inferInsert>,
) {
  counter += 1;
  const id = newId();
  const receiptNumber = `R-2029-${String(counter).padStart(4, '0')}`;
  await db.insert(ledgerEntries).values({
    id,
    method: values.kind === 'reversal' ? null : 'bank_transfer',
    receiptNumber,
    idempotencyKey: newId(),
    recordedBy: 'someone',
    ...values,
  });
  return { id, receiptNumber };
}

/**
 * March 2029 at Villa River Breeze: a confirmed stay (a formula for a name, booked late in the
 * evening UTC, the next day in Sri Lanka) with a payment, a refund and a payment reversed; a
 * cancelled stay; a stay in April; an Airbnb stay with its amount, a Holiday Lettings stay
 * without, and imported days marked as no stay. At Villa Ahangama, one confirmed stay.
 */
async function seedMarch(t: TestApp, owner: ConsoleSession): Promise<Seeded> {
  const db = t.database.db;
  const [river] = await db.select().from(villas).where(eq(villas.slug, 'villa-river-breeze'));
  const [ahangama] = await db.select().from(villas).where(eq(villas.slug, 'villa-ahangama'));
  if (!river || !ahangama) throw new Error('The seed has lost its villas');
  const a = await insertBooking(db, river, {
    reference: 'VB-MAR-A',
    guestName: FORMULA_GUEST,
    checkIn: '2029-03-05',
    checkOut: '2029-03-09',
    status: 'CONFIRMED',
    totalCents: 100_000,
    createdAt: new Date('2029-01-10T20:00:00Z'),
  });
  const b = await insertBooking(db, river, {
    reference: 'VB-MAR-B',
    guestName: 'Perera, Amara',
    checkIn: '2029-03-10',
    checkOut: '2029-03-12',
    status: 'CANCELLED',
    totalCents: 50_000,
    createdAt: new Date('2029-02-01T08:00:00Z'),
  });
  const c = await insertBooking(db, ahangama, {
    reference: 'VB-MAR-C',
    guestName: 'Nimal Silva',
    checkIn: '2029-03-20',
    checkOut: '2029-03-23',
    status: 'CONFIRMED',
    totalCents: 90_000,
    createdAt: new Date('2029-03-01T04:00:00Z'),
  });
  await insertBooking(db, river, {
    reference: 'VB-APR-D',
    guestName: 'April Guest',
    checkIn: '2029-04-01',
    checkOut: '2029-04-04',
    status: 'CONFIRMED',
    totalCents: 70_000,
    createdAt: new Date('2029-01-01T04:00:00Z'),
  });
  const paid = await insertEntry(db, {
    bookingId: a,
    kind: 'payment',
    amountCents: 40_000,
    receivedOn: '2029-03-01',
    reference: '=cmd|calc',
    note: NOTE,
    recordedBy: owner.id,
  });
  const refund = await insertEntry(db, {
    bookingId: a,
    kind: 'refund',
    amountCents: 5_000,
    receivedOn: '2029-03-02',
  });
  const mistake = await insertEntry(db, {
    bookingId: a,
    kind: 'payment',
    amountCents: 10_000,
    receivedOn: '2029-03-03',
    method: 'cash',
  });
  const reversal = await insertEntry(db, {
    bookingId: a,
    kind: 'reversal',
    amountCents: 10_000,
    receivedOn: '2029-03-04',
    reverses: mistake.id,
    note: 'Recorded on the wrong booking',
  });
  const feed = async (label: string, channel: 'airbnb' | 'other') => {
    const id = newId();
    await db.insert(calendarFeeds).values({
      id,
      villaId: river.id,
      label,
      channel,
      url: `https://example.com/${id}.ics`,
    });
    return id;
  };
  const airbnb = await feed('Airbnb', 'airbnb');
  const lettings = await feed('Holiday Lettings', 'other');
  await db.insert(blockedRanges).values([
    {
      id: newId(),
      villaId: river.id,
      startDate: '2029-03-15',
      endDate: '2029-03-17',
      reason: 'Reserved',
      feedId: airbnb,
      revenueCents: 60_000,
    },
    {
      id: newId(),
      villaId: river.id,
      startDate: '2029-03-25',
      endDate: '2029-03-26',
      reason: 'Not available',
      feedId: airbnb,
      notAStay: true,
    },
    {
      id: newId(),
      villaId: river.id,
      startDate: '2029-03-28',
      endDate: '2029-03-29',
      reason: 'Booked',
      feedId: lettings,
    },
  ]);
  return {
    villa: river,
    other: ahangama,
    a,
    b,
    c,
    receipts: [paid, refund, mistake, reversal].map((entry) => entry.receiptNumber),
  };
}

const NOBODY = '0123456789abcdef01234567';

describe.each(engines)('statements and CSV exports on %s', (engine) => {
  let t: TestApp;
  let owner: ConsoleSession;
  let manager: ConsoleSession;
  let housekeeping: ConsoleSession;
  let seeded: Seeded;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signedInAs(t, 'owner', { name: 'Dilani Owner' });
    manager = await signedInAs(t, 'manager');
    housekeeping = await signedInAs(t, 'housekeeping');
    seeded = await seedMarch(t, owner);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (who: ConsoleSession, url: string) => consoleCall(t, who, 'GET', url);
  const managersSeeReports = (shared: boolean) =>
    t.database.db.update(paymentSettings).set({ managersSeeReports: shared });
  const march = (path: string, more = '') =>
    `/api/console/${path}?from=${MARCH.from}&to=${MARCH.to}${more}`;

  it('exports the bookings arriving in the period, every status, with the BOM and a header row', async () => {
    const res = await get(owner, march('exports/bookings.csv'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="bookings-2029-03-01-to-2029-03-31.csv"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const { villa, other } = seeded;
    expect(csvRows(res.body)).toEqual([
      [
        'Reference',
        'Booked on',
        'Arrival',
        'Departure',
        'Nights',
        'Villa',
        'Guest',
        'Channel',
        'Status',
        'Adults',
        'Children',
        'Total',
        'Paid',
        'Balance',
        'Shown currency',
        'Shown rate',
        'Language',
      ],
      // Booked at 20:00 UTC on January 10: 01:30 on the 11th in Sri Lanka. The formula is text.
      [
        'VB-MAR-A',
        '2029-01-11',
        '2029-03-05',
        '2029-03-09',
        '4',
        villa.name,
        `'${FORMULA_GUEST}`,
        'Direct',
        'Confirmed',
        '2',
        '0',
        '1000.00',
        '350.00',
        '650.00',
        '',
        '',
        'en',
      ],
      [
        'VB-MAR-B',
        '2029-02-01',
        '2029-03-10',
        '2029-03-12',
        '2',
        villa.name,
        'Perera, Amara',
        'Direct',
        'Cancelled',
        '2',
        '0',
        '500.00',
        '0.00',
        '0.00',
        '',
        '',
        'en',
      ],
      [
        'VB-MAR-C',
        '2029-03-01',
        '2029-03-20',
        '2029-03-23',
        '3',
        other.name,
        'Nimal Silva',
        'Direct',
        'Confirmed',
        '2',
        '0',
        '900.00',
        '0.00',
        '900.00',
        '',
        '',
        'en',
      ],
    ]);
    // As the bytes go: the guest's formula quoted, its quotes doubled, behind an apostrophe.
    expect(res.body).toContain(`,"'=HYPERLINK(""x"")",`);
  });

  it("exports one villa's bookings, named by its slug", async () => {
    const res = await get(owner, march('exports/bookings.csv', `&villaId=${seeded.other.id}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="bookings-villa-ahangama-2029-03-01-to-2029-03-31.csv"',
    );
    expect(csvRows(res.body).map((row) => row[0])).toEqual(['Reference', 'VB-MAR-C']);
  });

  it('exports the ledger received in the period: refunds and reversed payments negative, notes kept', async () => {
    const res = await get(owner, march('exports/payments.csv', `&villaId=${seeded.villa.id}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="payments-villa-river-breeze-2029-03-01-to-2029-03-31.csv"',
    );
    const [paid, refund, mistake, reversal] = seeded.receipts;
    const name = seeded.villa.name;
    const guest = `'${FORMULA_GUEST}`;
    expect(csvRows(res.body)).toEqual([
      [
        'Receipt',
        'Received on',
        'Booking',
        'Villa',
        'Guest',
        'Kind',
        'Method',
        'Amount',
        'Reference',
        'Note',
        'Recorded by',
      ],
      [
        paid,
        '2029-03-01',
        'VB-MAR-A',
        name,
        guest,
        'Payment',
        'Bank transfer',
        '400.00',
        "'=cmd|calc",
        NOTE,
        'Dilani Owner',
      ],
      [
        refund,
        '2029-03-02',
        'VB-MAR-A',
        name,
        guest,
        'Refund',
        'Bank transfer',
        '-50.00',
        '',
        '',
        'someone',
      ],
      [
        mistake,
        '2029-03-03',
        'VB-MAR-A',
        name,
        guest,
        'Payment',
        'Cash',
        '100.00',
        '',
        '',
        'someone',
      ],
      [
        reversal,
        '2029-03-04',
        'VB-MAR-A',
        name,
        guest,
        `Reversal of payment ${mistake}`,
        '',
        '-100.00',
        '',
        'Recorded on the wrong booking',
        'someone',
      ],
    ]);
  });

  it('exports the report: a row per channel and the total, each beside the year earlier', async () => {
    const res = await get(owner, march('reports/report.csv', `&villaId=${seeded.villa.id}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="report-villa-river-breeze-2029-03-01-to-2029-03-31.csv"',
    );
    const [header, ...rows] = csvRows(res.body);
    expect(header?.slice(0, 5)).toEqual([
      'Channel',
      'Nights available',
      'Nights available, a year earlier',
      'Nights sold',
      'Nights sold, a year earlier',
    ]);
    expect(header).toContain('Revenue');
    expect(rows.map((row) => row[0])).toEqual(['Direct', 'Airbnb', 'Holiday Lettings', 'Total']);
    const cell = (channel: string, column: string) =>
      rows.find((row) => row[0] === channel)?.[header?.indexOf(column) ?? -1];
    // 31 nights less the 2 imported days marked as no stay.
    expect(cell('Total', 'Nights available')).toBe('29');
    expect(cell('Total', 'Nights available, a year earlier')).toBe('31');
    expect(cell('Direct', 'Nights sold')).toBe('4');
    expect(cell('Airbnb', 'Nights sold')).toBe('3');
    expect(cell('Holiday Lettings', 'Nights without an amount')).toBe('2');
    expect(cell('Total', 'Nights sold')).toBe('9');
    expect(cell('Direct', 'Nights sold, a year earlier')).toBe('0');
    expect(cell('Direct', 'Revenue')).toBe('1000.00');
    expect(cell('Airbnb', 'Revenue')).toBe('600.00');
    expect(cell('Direct', 'Cancellations')).toBe('1');
  });

  it("writes a villa's statement of the stays arriving in the month, as CSV with a totals row", async () => {
    const res = await get(
      owner,
      `/api/console/reports/statement.csv?villaId=${seeded.villa.id}&month=${MONTH}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="statement-villa-river-breeze-2029-03.csv"',
    );
    // The cancelled stay, April's stay and the days that were no stay are not in it.
    expect(csvRows(res.body)).toEqual([
      [
        'Booked on',
        'Reference',
        'Arrival',
        'Departure',
        'Guest',
        'Channel',
        'Nights',
        'Average night price',
        'Total',
        'Paid',
        'Balance',
      ],
      [
        '2029-01-11',
        'VB-MAR-A',
        '2029-03-05',
        '2029-03-09',
        `'${FORMULA_GUEST}`,
        'Direct',
        '4',
        '250.00',
        '1000.00',
        '350.00',
        '650.00',
      ],
      [
        '',
        '',
        '2029-03-15',
        '2029-03-18',
        'Airbnb guest',
        'Airbnb',
        '3',
        '200.00',
        '600.00',
        '',
        '',
      ],
      [
        '',
        '',
        '2029-03-28',
        '2029-03-30',
        'Holiday Lettings guest',
        'Holiday Lettings',
        '2',
        '',
        '',
        '',
        '',
      ],
      // $1,600 over the 7 nights that have an amount.
      ['Total', '', '', '', '3 stays', '', '9', '228.57', '1600.00', '350.00', '650.00'],
    ]);
  });

  it('prints the statement as a PDF: the villa, the month, the stays and the totals', async () => {
    const res = await get(
      owner,
      `/api/console/reports/statement.pdf?villaId=${seeded.villa.id}&month=${MONTH}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="statement-villa-river-breeze-2029-03.pdf"',
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Statement: ${seeded.villa.name}, March 2029`);
    for (const words of [
      'VB-MAR-A',
      FORMULA_GUEST,
      'Airbnb guest',
      'Holiday Lettings guest',
      '$1,000.00',
      '$350.00',
      '$650.00',
      '$1,600.00',
      '$228.57',
      '3 stays',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('VB-MAR-B');
    expect(text).not.toContain('April Guest');
  });

  it('says so when no stay arrived in the month', async () => {
    const url = `/api/console/reports/statement.pdf?villaId=${seeded.villa.id}&month=2029-02`;
    const res = await get(owner, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain('No stays arrived in February 2029.');
    const csv = await get(owner, url.replace('.pdf', '.csv'));
    expect(csvRows(csv.body).slice(1)).toEqual([
      ['Total', '', '', '', '0 stays', '', '0', '', '0.00', '0.00', '0.00'],
    ]);
  });

  it('gives a manager nothing until the owner shares Reports, then the bookings and the report without money', async () => {
    const statements = [
      `/api/console/reports/statement.csv?villaId=${seeded.villa.id}&month=${MONTH}`,
      `/api/console/reports/statement.pdf?villaId=${seeded.villa.id}&month=${MONTH}`,
    ];
    for (const url of [march('exports/bookings.csv'), march('reports/report.csv')]) {
      const res = await get(manager, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(REPORTS_NOT_SHARED);
    }

    await managersSeeReports(true);
    try {
      const bookingsFile = await get(manager, march('exports/bookings.csv'));
      expect(bookingsFile.statusCode, bookingsFile.body).toBe(200);
      const rows = csvRows(bookingsFile.body);
      expect(rows[0]).toEqual([
        'Reference',
        'Booked on',
        'Arrival',
        'Departure',
        'Nights',
        'Villa',
        'Guest',
        'Channel',
        'Status',
        'Adults',
        'Children',
        'Shown currency',
        'Shown rate',
        'Language',
      ]);
      expect(rows.every((row) => row.length === 14)).toBe(true);
      expect(bookingsFile.body).not.toContain('1000.00');

      const report = await get(manager, march('reports/report.csv'));
      expect(report.statusCode, report.body).toBe(200);
      expect(csvRows(report.body)[0]).not.toContain('Revenue');
      expect(report.body).not.toContain('1000.00');

      // What is all money stays the owner's, shared or not.
      for (const url of [march('exports/payments.csv'), ...statements]) {
        expect((await get(manager, url)).statusCode, url).toBe(403);
      }
    } finally {
      await managersSeeReports(false);
    }
  });

  it('refuses housekeeping every file', async () => {
    for (const url of [
      march('exports/bookings.csv'),
      march('exports/payments.csv'),
      march('reports/report.csv'),
      `/api/console/reports/statement.csv?villaId=${seeded.villa.id}&month=${MONTH}`,
      `/api/console/reports/statement.pdf?villaId=${seeded.villa.id}&month=${MONTH}`,
    ]) {
      const res = await get(housekeeping, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('VB-MAR-A');
    }
  });

  it.each([
    ['exports/bookings.csv?from=2029-03-31&to=2029-03-01', /on or after the first night/],
    ['exports/payments.csv?from=2029-03-01', /to is required/],
    ['exports/bookings.csv?from=2029-02-30&to=2029-03-31', /real calendar date/],
    ['exports/bookings.csv?from=2027-01-01&to=2029-12-31', /at most 731 nights/],
    ['reports/report.csv?from=2029-03-01&to=2029-03-31&extra=1', /Unknown field: extra/],
    [`reports/statement.csv?villaId=:villa&month=2029-13`, /month written as YYYY-MM/],
    [`reports/statement.pdf?villaId=:villa`, /month is required/],
  ])('refuses a bad query with a 400 that says why: %s', async (path, why) => {
    const res = await get(owner, `/api/console/${path.replace(':villa', seeded.villa.id)}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(why);
  });

  it.each([
    march('exports/bookings.csv', `&villaId=${NOBODY}`),
    march('exports/payments.csv', `&villaId=${NOBODY}`),
    march('reports/report.csv', `&villaId=${NOBODY}`),
    `/api/console/reports/statement.csv?villaId=${NOBODY}&month=${MONTH}`,
    `/api/console/reports/statement.pdf?villaId=${NOBODY}&month=${MONTH}`,
  ])('answers 404 for a villa nobody has: %s', async (url) => {
    const res = await get(owner, url);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('There is no villa with this id.');
  });

  describe('3,000 bookings', () => {
    const BIG = { from: '2027-06-01', to: '2028-05-31' };
    let villaId = '';

    beforeAll(async () => {
      villaId = seeded.other.id;
      // Cancelled, declined and expired stays may overlap: 3,000 of them in one villa's year.
      await t.database.db.execute(sql`
        insert into bookings (id, reference, villa_id, guest_name, guest_email, check_in, check_out,
          adults, children, infants, airport_pickup, airport_dropoff, status, quote, total_cents,
          access_token_hash)
        select md5(i::text || 'big'), 'BIG-' || lpad(i::text, 5, '0'), ${villaId},
          'Guest ' || i, 'big@example.com',
          date '2027-06-01' + (i % 365), date '2027-06-01' + (i % 365) + 3,
          2, 0, 0, false, false,
          (array['CANCELLED', 'DECLINED', 'EXPIRED'])[1 + i % 3], '{}'::jsonb, 10000 + i, 'x'
        from generate_series(1, 3000) as i`);
    });

    it('streams every row, in arrival order, whole', async () => {
      const res = await get(
        owner,
        `/api/console/exports/bookings.csv?from=${BIG.from}&to=${BIG.to}&villaId=${villaId}`,
      );
      expect(res.statusCode).toBe(200);
      const [, ...rows] = csvRows(res.body);
      expect(rows).toHaveLength(3000);
      const keys = rows.map((row) => `${row[2] ?? ''} ${row[0] ?? ''}`);
      expect(keys).toEqual([...keys].sort());
      expect(new Set(rows.map((row) => row[0])).size).toBe(3000);
    });

    it('reads them a page at a time, each after the last', async () => {
      const pages: number[] = [];
      const references: string[] = [];
      for await (const page of bookingExportPages(t.database.db, { ...BIG, villaId }, 400)) {
        pages.push(page.length);
        references.push(...page.map((row) => `${row.checkIn} ${row.reference}`));
      }
      expect(pages).toEqual([400, 400, 400, 400, 400, 400, 400, 200]);
      expect(references).toEqual([...references].sort());
      expect(new Set(references).size).toBe(3000);
    });
  });
});
