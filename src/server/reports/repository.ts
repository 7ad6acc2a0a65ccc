/**
 * The reports' SQL (issue 28 §2, decision 096): a period's figures summed in the database, never
 * by loading its stays. Each stay's share of the period comes from overlap arithmetic on its two
 * dates (the nights from offset `s` to `e`, as nightsInPeriod in src/domain/reports.ts has them)
 * and its revenue from the same telescoping floor formula, in bigint, so the SQL and the
 * definition agree to the cent; the tests hold the two together. A series of nights is never
 * generated: a year of fifty villas is a few thousand rows, not a hundred thousand.
 *
 * Counts of nights and stays come back as float8 (exact for whole numbers below 2^53), which
 * both engines (node-postgres and PGlite) return as JavaScript numbers. Sums of money come back
 * as numeric, which both return as text, and are read with centsOf, which refuses what is not a
 * safe integer (issue 36 §3, db/sums.ts): a figure of money is exact or an error, never rounded.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FeedChannel } from '#domain/channels.ts';
import type { Period } from '#domain/reports.ts';
import { rowsOf, type Executor } from '../db/client.ts';
import { centsOf } from '../db/sums.ts';
import { paymentSettings } from '../db/schema.ts';

/** A row as SQL gives it: the sums of money named in `K` as numeric text, before centsOf. */
type AsSql<T, K extends keyof T> = Omit<T, K> & Record<K, string>;

/** `and <column> = villaId` when the report is of one villa. */
const ofVilla = (column: SQL, villaId: string | undefined) =>
  villaId === undefined ? sql`` : sql` and ${column} = ${villaId}`;

export async function countVillas(db: Executor, villaId?: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::float8 as n from villas where true${ofVilla(sql`id`, villaId)}`,
  );
  return row?.n ?? 0;
}

/**
 * The nights closed in each part, from `clipped`'s rows (villa_id, part, s, e: a closure's first
 * and last night within the part), each villa's night once however many closures hold it (each
 * platform's calendar echoes the others' days): the closures of a villa and part are merged into
 * runs (a run ends where the next closure starts after the latest last night so far), and the runs'
 * nights summed.
 */
const closedByPart = (clipped: SQL) => sql`
  select part, sum(last_night - first_night + 1) as nights
  from (
    select villa_id, part, run, min(s) as first_night, max(e) as last_night
    from (
      select villa_id, part, s, e,
             count(*) filter (where reach is null or s > reach)
               over (partition by villa_id, part order by s, e rows unbounded preceding) as run
      from (
        select villa_id, part, s, e,
               max(e) over (partition by villa_id, part order by s, e
                            rows between unbounded preceding and 1 preceding) as reach
        from (${clipped}) c
      ) r
    ) w
    group by villa_id, part, run
  ) runs
  group by part`;

/** What the team closed: their own blocks, and imported days marked as no stay. */
const CLOSURE = sql`(feed_id is null or not_a_stay)`;

/** The nights the team closed in the period (see closedByPart). */
export async function closedNights(
  db: Executor,
  period: Period,
  villaId?: string,
): Promise<number> {
  const clipped = sql`
    select villa_id, 1 as part,
           greatest(start_date, ${period.from}::date) as s, least(end_date, ${period.to}::date) as e
    from blocked_ranges
    where ${CLOSURE}
      and start_date <= ${period.to}::date and end_date >= ${period.from}::date
      ${ofVilla(sql`villa_id`, villaId)}`;
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select coalesce(sum(nights), 0)::float8 as n from (${closedByPart(clipped)}) p`,
  );
  return row?.n ?? 0;
}

/** The figures of the bookings (channel Direct); `rows` counts those that make the line. */
export type DirectSums = {
  rows: number;
  nightsSold: number;
  revenueCents: number;
  arrivals: number;
  arrivalNights: number;
  leadDays: number;
  leadStays: number;
  balanceCents: number;
  cancellations: number;
};

/**
 * The bookings confirmed or cancelled that touch the period: nights and revenue of those
 * confirmed, and of those arriving in it the arrivals' figures, their balance (total less what
 * was received and not given back, on any date) and the cancellations. The day a booking was made
 * is its creation's date in Sri Lanka.
 */
export async function directSums(
  db: Executor,
  period: Period,
  villaId?: string,
): Promise<DirectSums> {
  const from = sql`${period.from}::date`;
  const to = sql`${period.to}::date`;
  const [row] = await rowsOf<AsSql<DirectSums, 'revenueCents' | 'balanceCents'>>(
    db,
    sql`with b as (
          select id, status = 'CONFIRMED' as sold, total_cents::bigint as t, check_in,
                 check_out - check_in as n,
                 greatest(0, ${from} - check_in) as s,
                 least(check_out - check_in, ${to} + 1 - check_in) as e,
                 check_in between ${from} and ${to} as arrives,
                 (created_at at time zone 'Asia/Colombo')::date as booked_on
          from bookings
          where status in ('CONFIRMED', 'CANCELLED')
            and check_in <= ${to} and check_out > ${from}
            ${ofVilla(sql`villa_id`, villaId)}
        ),
        paid as (
          select l.booking_id,
                 sum(case when coalesce(r.kind, l.kind) = 'payment' then 1 else -1 end
                     * case when l.kind = 'reversal' then -1 else 1 end
                     * l.amount_cents::bigint) as cents
          from ledger_entries l
          left join ledger_entries r on r.id = l.reverses
          where l.booking_id in (select id from b where sold and arrives)
          group by l.booking_id
        )
        select
          count(*) filter (where sold or arrives)::float8 as "rows",
          coalesce(sum(e - s) filter (where sold and e > s), 0)::float8 as "nightsSold",
          coalesce(sum(t * e / n - t * s / n) filter (where sold and e > s), 0)::numeric
            as "revenueCents",
          count(*) filter (where sold and arrives)::float8 as "arrivals",
          coalesce(sum(n) filter (where sold and arrives), 0)::float8 as "arrivalNights",
          coalesce(sum(greatest(0, check_in - booked_on)) filter (where sold and arrives), 0)::float8
            as "leadDays",
          count(*) filter (where sold and arrives)::float8 as "leadStays",
          coalesce(sum(greatest(0, t - coalesce(paid.cents, 0))) filter (where sold and arrives), 0)::numeric
            as "balanceCents",
          count(*) filter (where not sold and arrives)::float8 as "cancellations"
        from b left join paid on paid.booking_id = b.id`,
  );
  if (!row) throw new Error('an aggregate returned no row');
  return {
    ...row,
    revenueCents: centsOf(row.revenueCents, 'The revenue of the bookings'),
    balanceCents: centsOf(row.balanceCents, 'The balance of the arrivals'),
  };
}

/** One feed's channel and label with the figures of its imported stays. */
export type ImportedSums = {
  channel: FeedChannel;
  label: string;
  nightsSold: number;
  nightsWithoutAmount: number;
  revenueCents: number;
  arrivals: number;
  arrivalNights: number;
};

/**
 * The stays imported from platforms' calendars that touch the period, by their feed's channel and
 * label (the domain merges the lines that are one). A block's last night is its `end_date`, so its
 * check-out is the day after. Those marked as no stay are closures, not stays.
 */
export async function importedSums(
  db: Executor,
  period: Period,
  villaId?: string,
): Promise<ImportedSums[]> {
  const from = sql`${period.from}::date`;
  const to = sql`${period.to}::date`;
  const rows = await rowsOf<AsSql<ImportedSums, 'revenueCents'>>(
    db,
    sql`with x as (
          select f.channel, f.label, br.revenue_cents::bigint as t,
                 br.end_date + 1 - br.start_date as n,
                 greatest(0, ${from} - br.start_date) as s,
                 least(br.end_date + 1 - br.start_date, ${to} + 1 - br.start_date) as e,
                 br.start_date between ${from} and ${to} as arrives
          from blocked_ranges br
          join calendar_feeds f on f.id = br.feed_id
          where not br.not_a_stay
            and br.start_date <= ${to} and br.end_date >= ${from}
            ${ofVilla(sql`br.villa_id`, villaId)}
        )
        select channel, label,
          coalesce(sum(e - s) filter (where e > s), 0)::float8 as "nightsSold",
          coalesce(sum(e - s) filter (where e > s and t is null), 0)::float8
            as "nightsWithoutAmount",
          coalesce(sum(t * e / n - t * s / n) filter (where e > s), 0)::numeric as "revenueCents",
          count(*) filter (where arrives)::float8 as "arrivals",
          coalesce(sum(n) filter (where arrives), 0)::float8 as "arrivalNights"
        from x group by channel, label
        order by channel, label`,
  );
  return rows.map((row) => ({
    ...row,
    revenueCents: centsOf(row.revenueCents, 'The revenue of the imported stays'),
  }));
}

/** Payments and refunds received in the period; a reversal counts as minus its entry's kind. */
export async function moneySums(
  db: Executor,
  period: Period,
  villaId?: string,
): Promise<{ rows: number; paymentsCents: number; refundsCents: number }> {
  const [row] = await rowsOf<{ rows: number; paymentsCents: string; refundsCents: string }>(
    db,
    sql`with m as (
          select coalesce(r.kind, l.kind) as kind,
                 case when l.kind = 'reversal' then -1 else 1 end * l.amount_cents::bigint as cents
          from ledger_entries l
          ${villaId === undefined ? sql`` : sql`join bookings b on b.id = l.booking_id and b.villa_id = ${villaId}`}
          left join ledger_entries r on r.id = l.reverses
          where l.received_on between ${period.from}::date and ${period.to}::date
        )
        select count(*)::float8 as "rows",
          coalesce(sum(cents) filter (where kind = 'payment'), 0)::numeric as "paymentsCents",
          coalesce(sum(cents) filter (where kind = 'refund'), 0)::numeric as "refundsCents"
        from m`,
  );
  if (!row) throw new Error('an aggregate returned no row');
  return {
    rows: row.rows,
    paymentsCents: centsOf(row.paymentsCents, 'The payments received'),
    refundsCents: centsOf(row.refundsCents, 'The refunds sent'),
  };
}

/** One month of the chart: its nights, those sold and closed, and the revenue they earned. */
export type MonthSums = {
  month: string;
  nights: number;
  nightsSold: number;
  nightsWithoutAmount: number;
  revenueCents: number;
  closedNights: number;
};

/**
 * The months given (each a period, as monthsOf cuts them) in one query: every stay sold (bookings
 * confirmed, imports not marked as no stay) and every closure cut at each month's ends. The months
 * come as a VALUES list, not generate_series, so the planner knows they are a dozen rows (it
 * guesses a thousand for a series, and then compiles the query with JIT for longer than it runs).
 */
export async function monthSums(
  db: Executor,
  months: readonly Period[],
  villaId?: string,
): Promise<MonthSums[]> {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const from = sql`${first.from}::date`;
  const to = sql`${last.to}::date`;
  const values = sql.join(
    months.map((month) => sql`(${month.from}::date, ${month.to}::date)`),
    sql`, `,
  );
  const rows = await rowsOf<AsSql<MonthSums, 'revenueCents'>>(
    db,
    sql`with m (m_from, m_to) as (values ${values}),
        st as (
          select check_in as ci, check_out as co, total_cents::bigint as t
          from bookings
          where status = 'CONFIRMED' and check_in <= ${to} and check_out > ${from}
            ${ofVilla(sql`villa_id`, villaId)}
          union all
          select start_date, end_date + 1, revenue_cents::bigint
          from blocked_ranges
          where feed_id is not null and not not_a_stay
            and start_date <= ${to} and end_date >= ${from}
            ${ofVilla(sql`villa_id`, villaId)}
        ),
        sold as (
          select m.m_from, sum(x.e - x.s) as nights,
                 sum(x.e - x.s) filter (where x.t is null) as unpriced,
                 sum(x.t * x.e / x.n - x.t * x.s / x.n) as revenue
          from m
          join lateral (
            select co - ci as n, greatest(0, m.m_from - ci) as s,
                   least(co - ci, m.m_to + 1 - ci) as e, t
            from st where ci <= m.m_to and co > m.m_from
          ) x on true
          group by m.m_from
        ),
        closed as (${closedByPart(sql`
          select br.villa_id, m.m_from as part,
                 greatest(br.start_date, m.m_from) as s, least(br.end_date, m.m_to) as e
          from m
          join blocked_ranges br
            on (br.feed_id is null or br.not_a_stay)
           and br.start_date <= m.m_to and br.end_date >= m.m_from
           ${ofVilla(sql`br.villa_id`, villaId)}`)})
        select to_char(m.m_from, 'YYYY-MM') as month,
          (m.m_to - m.m_from + 1)::float8 as nights,
          coalesce(sold.nights, 0)::float8 as "nightsSold",
          coalesce(sold.unpriced, 0)::float8 as "nightsWithoutAmount",
          coalesce(sold.revenue, 0)::numeric as "revenueCents",
          coalesce(closed.nights, 0)::float8 as "closedNights"
        from m
        left join sold on sold.m_from = m.m_from
        left join closed on closed.part = m.m_from
        order by m.m_from`,
  );
  return rows.map((row) => ({
    ...row,
    revenueCents: centsOf(row.revenueCents, `The revenue of ${row.month}`),
  }));
}

/** Whether the managers see the reports' money (payment_settings' one row). */
export async function setManagersSeeReports(
  tx: Executor,
  value: boolean,
  now: Date,
): Promise<void> {
  await tx
    .update(paymentSettings)
    .set({ managersSeeReports: value, updatedAt: now })
    .where(eq(paymentSettings.id, 1));
}
