/**
 * The reports bench's data (issue 28, Speed): villas with years of stays, payments, imported stays
 * and the team's blocks, written with set-based SQL (INSERT ... SELECT over generate_series) so
 * that 50 villas x 5 years take seconds, on PGlite and PostgreSQL alike.
 *
 * Each villa's calendar is cut into slots of 6 days: a 4-night stay, then 2 nights free, so the
 * nights are two-thirds full. Slot kinds go round 12 (by villa and slot, so villas differ): 3 in 12
 * stays imported from Airbnb, Booking.com and an 'Agoda' feed (half of them with an amount), 9 in
 * 12 confirmed bookings, paid in 3 or 4 instalments. After 1 slot in 12 the owner keeps the 2 free
 * nights (a team block; every third one echoed back by the Airbnb feed as a day marked 'no stay').
 * Some bookings are cancelled beside a confirmed one (a cancelled stay holds no dates), paid and
 * partly refunded; some payments are reversed.
 */
import { sql, type SQL } from 'drizzle-orm';
import { addDays, nightsBetween } from '#domain/dates.ts';
import { flatPricing } from '#domain/pricing.ts';
import { quoteStay } from '#domain/quote.ts';
import { rowsOf, type Executor } from '#server/db/client.ts';

export const SLOT_DAYS = 6;
export const STAY_NIGHTS = 4;
const KINDS = 12;
const VILLA_PREFIX = 'bench-report-villa-';

/** A whole number written into the statement: date arithmetic needs its operands' types known. */
const int = (n: number): SQL => sql.raw(String(Math.trunc(n)));

export interface ReportSeedOptions {
  villas: number;
  /** The first of the calendar years seeded; `years` of them. */
  firstYear: number;
  years: number;
}

export interface ReportSeedCounts {
  villas: number;
  bookings: number;
  cancelled: number;
  importedStays: number;
  teamBlocks: number;
  ledgerEntries: number;
}

/** One villa's nightly rate in cents: $150 for the first, $10 more for each next. */
const rateOf = (n: number) => 15_000 + (n - 1) * 1_000;

/**
 * Each villa's number, pricing and the quote of a 4-night stay for two (the rates are flat, so
 * every stay of a villa costs the same), as rows the seeding statements join to.
 */
function villaPrices(count: number): SQL {
  const rows = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const pricing = flatPricing(rateOf(n), 2);
    const quote = quoteStay(pricing, {
      checkIn: '2027-01-04',
      checkOut: addDays('2027-01-04', STAY_NIGHTS),
      guests: 2,
      airportPickup: false,
      airportDropoff: false,
      vehicleType: 'CAR',
    });
    return sql`(${n}::int, ${JSON.stringify(pricing)}::jsonb, ${JSON.stringify(quote)}::jsonb, ${quote.total}::int)`;
  });
  return sql`(values ${sql.join(rows, sql`, `)}) as p(n, pricing, quote, total)`;
}

/** Every slot of every villa: villa `v`, slot `s`, its check-in `ci` and its kind (0 to 11). */
function slots(options: ReportSeedOptions): SQL {
  const first = `${options.firstYear}-01-01`;
  const days = nightsBetween(first, `${options.firstYear + options.years}-01-01`);
  const lastSlot = Math.floor(days / SLOT_DAYS);
  return sql`slots as (
    select v, s, (${first}::date + (s * ${int(SLOT_DAYS)} + v % ${int(SLOT_DAYS)}))::date as ci,
           (v + s) % ${int(KINDS)} as kind
    from generate_series(1, ${int(options.villas)}) v, generate_series(0, ${int(lastSlot)}) s
    where s * ${int(SLOT_DAYS)} + v % ${int(SLOT_DAYS)} + ${int(STAY_NIGHTS)} <= ${int(days)}
  )`;
}

/** The day a booking was made: 10 to 129 days before it arrives, at noon in Sri Lanka. */
const bookedAt = sql`((ci - (10 + (s * 7) % 120))::timestamp + interval '12 hours') at time zone 'Asia/Colombo'`;

/** A `select count(*)::int as n` query's answer. */
async function count(db: Executor, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, query);
  return row?.n ?? 0;
}

/** Seeds an empty, migrated database; answers what it wrote. */
export async function seedReportData(
  db: Executor,
  options: ReportSeedOptions,
): Promise<ReportSeedCounts> {
  const villa = (v: SQL) => sql`${VILLA_PREFIX}::text || ${v}`;
  await db.execute(sql`
    insert into villas (id, slug, name, location, pricing, guests, bedrooms, bathrooms, position)
    select ${villa(sql`p.n`)}, ${villa(sql`p.n`)}, 'Bench villa ' || p.n, 'Bentota', p.pricing,
           6, 3, 2, 100 + p.n
    from ${villaPrices(options.villas)}`);
  await db.execute(sql`
    insert into calendar_feeds (id, villa_id, label, channel, url)
    select 'bench-feed-' || c.channel || '-' || v, ${villa(sql`v`)}, c.label, c.channel,
           c.url || v || '.ics'
    from generate_series(1, ${int(options.villas)}) v,
         (values ('airbnb', 'Airbnb', 'https://www.airbnb.com/calendar/ical/'),
                 ('booking', 'Booking.com', 'https://admin.booking.com/hotel/hoteladmin/ical/'),
                 ('other', 'Agoda', 'https://ical.agoda.com/villa/')) as c(channel, label, url)`);

  // Bookings: confirmed in slot kinds 3 to 11; a cancelled one beside every other kind-5 slot's.
  const bookingColumns = sql`(id, reference, villa_id, guest_name, guest_email, check_in, check_out,
    adults, children, infants, airport_pickup, airport_dropoff, status, quote, total_cents,
    access_token_hash, decided_at, cancelled_at, cancelled_by, refund_percent,
    refund_amount_cents, created_at, updated_at)`;
  await db.execute(sql`
    with ${slots(options)}
    insert into bookings ${bookingColumns}
    select 'bench-b-' || v || '-' || s, 'BR-' || v || '-' || s, ${villa(sql`v`)},
           'Guest ' || v || '-' || s, 'guest.' || v || '.' || s || '@example.com',
           ci, ci + ${int(STAY_NIGHTS)}, 2, 0, 0, false, false, 'CONFIRMED', p.quote, p.total,
           md5('bench-b-' || v || '-' || s), ${bookedAt}, null, null, null, null,
           ${bookedAt}, ${bookedAt}
    from slots join ${villaPrices(options.villas)} on p.n = v
    where kind >= 3
    union all
    select 'bench-c-' || v || '-' || s, 'BC-' || v || '-' || s, ${villa(sql`v`)},
           'Guest ' || v || '-' || s || 'c', 'guest.' || v || '.' || s || '.c@example.com',
           ci, ci + ${int(STAY_NIGHTS)}, 2, 0, 0, false, false, 'CANCELLED', p.quote, p.total,
           md5('bench-c-' || v || '-' || s), ${bookedAt}, ${bookedAt} + interval '20 days',
           'GUEST', 50, p.total / 4, ${bookedAt}, ${bookedAt}
    from slots join ${villaPrices(options.villas)} on p.n = v
    where kind = 5 and s % 2 = 0`);

  // Payments: 3 or 4 instalments of a confirmed booking, 30 days before arrival to the day;
  // a cancelled booking's half paid and a quarter refunded.
  const ledgerColumns = sql`(id, booking_id, kind, amount_cents, received_on, method, reverses,
    receipt_number, idempotency_key, recorded_by)`;
  await db.execute(sql`
    with ${slots(options)}
    insert into ledger_entries ${ledgerColumns}
    select 'bench-b-' || v || '-' || s || '-p' || k, 'bench-b-' || v || '-' || s, 'payment',
           p.total / (3 + (s % 3 = 0)::int), ci - 40 + k * 10, 'bank_transfer', null,
           'BENCH-b-' || v || '-' || s || '-' || k, 'bench-b-' || v || '-' || s || '-p' || k,
           'bench'
    from slots join ${villaPrices(options.villas)} on p.n = v,
         generate_series(1, 3 + (s % 3 = 0)::int) k
    where kind >= 3
    union all
    select 'bench-c-' || v || '-' || s || '-' || e.entry, 'bench-c-' || v || '-' || s, e.entry,
           p.total / e.part, ci + e.offset_days, 'bank_transfer', null,
           'BENCH-c-' || v || '-' || s || '-' || e.entry, 'bench-c-' || v || '-' || s || '-' || e.entry,
           'bench'
    from slots join ${villaPrices(options.villas)} on p.n = v,
         (values ('payment', 2, -60), ('refund', 4, -20)) as e(entry, part, offset_days)
    where kind = 5 and s % 2 = 0`);
  // Every 15th slot's second payment was recorded by mistake and reversed three days later.
  await db.execute(sql`
    insert into ledger_entries ${ledgerColumns}
    select id || '-r', booking_id, 'reversal', amount_cents, received_on + 3, null, id,
           receipt_number || '-R', id || '-r', 'bench'
    from ledger_entries
    where id like 'bench-b-%-p2' and split_part(id, '-', 4)::int % 15 = 0`);

  // Imported stays (nights start_date to end_date, both counted) and the team's blocks.
  // The day after the last night seeded: a block in a slot's free nights must end before it.
  const lastDay = sql`${`${options.firstYear + options.years}-01-01`}::date`;
  const blockColumns = sql`(id, villa_id, start_date, end_date, reason, feed_id, feed_uid,
    revenue_cents, not_a_stay)`;
  await db.execute(sql`
    with ${slots(options)}
    insert into blocked_ranges ${blockColumns}
    select 'bench-i-' || v || '-' || s, ${villa(sql`v`)}, ci, ci + ${int(STAY_NIGHTS - 1)}, 'Reserved',
           'bench-feed-' || (array['airbnb', 'booking', 'other'])[kind + 1] || '-' || v,
           'uid-' || v || '-' || s, case when s % 2 = 0 then p.total end, false
    from slots join ${villaPrices(options.villas)} on p.n = v
    where kind <= 2
    union all
    select 'bench-t-' || v || '-' || s, ${villa(sql`v`)}, ci + ${int(STAY_NIGHTS)},
           ci + ${int(SLOT_DAYS - 1)}, 'Owner stay', null, null, null, false
    from slots where kind = 0 and ci + ${int(SLOT_DAYS)} <= ${lastDay}
    union all
    select 'bench-e-' || v || '-' || s, ${villa(sql`v`)}, ci + ${int(SLOT_DAYS - 1)},
           ci + ${int(SLOT_DAYS - 1)}, 'Not available', 'bench-feed-airbnb-' || v,
           'echo-' || v || '-' || s, null, true
    from slots where kind = 0 and s % 3 = 0 and ci + ${int(SLOT_DAYS)} <= ${lastDay}`);

  const [bookings, cancelled, importedStays, teamBlocks, ledgerEntries] = await Promise.all([
    count(db, sql`select count(*)::int as n from bookings where status = 'CONFIRMED'`),
    count(db, sql`select count(*)::int as n from bookings where status = 'CANCELLED'`),
    count(
      db,
      sql`select count(*)::int as n from blocked_ranges where feed_id is not null and not not_a_stay`,
    ),
    count(db, sql`select count(*)::int as n from blocked_ranges where feed_id is null`),
    count(db, sql`select count(*)::int as n from ledger_entries`),
  ]);
  return { villas: options.villas, bookings, cancelled, importedStays, teamBlocks, ledgerEntries };
}
