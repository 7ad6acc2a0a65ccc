/**
 * The reports' test data (issue 28): a seeded generator of villas with bookings (confirmed,
 * cancelled, declined; stays across month and year ends), their payments, refunds and reversals,
 * the team's blocks and stays imported from platforms' feeds (with and without an amount, some
 * marked as no stay, overlapping each other). The same rows read back as the definition's input
 * (`figuresOf` in src/domain/reports.ts), so a test holds the SQL to the definition on one set of
 * rows; the speed check (scripts/bench) fills fifty villas over five years with it.
 */
import { addDays, type IsoDate, resortToday } from '#domain/dates.ts';
import type { FeedChannel } from '#domain/channels.ts';
import { quoteStay } from '#domain/quote.ts';
import type { ReportClosure, ReportMoney, ReportStay } from '#domain/reports.ts';
import type { Executor } from '#server/db/client.ts';
import {
  blockedRanges,
  bookings,
  calendarFeeds,
  ledgerEntries,
  villas,
} from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';

/** A small seeded generator (mulberry32): the same seed gives the same rows. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** A whole number from `min` to `max`, both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, chance: (p: number) => next() < p };
}

export interface ReportDataOptions {
  seed: number;
  villas: number;
  /** The first day stays may begin, and how many days after it they may. */
  from: IsoDate;
  days: number;
  /** Most days between two stays of a villa (fewer: a fuller calendar). */
  maxGap?: number;
  /** Most nights of a stay. */
  maxNights?: number;
}

const FEEDS: { channel: FeedChannel; label: string; url: string }[] = [
  { channel: 'airbnb', label: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics' },
  { channel: 'booking', label: 'Booking.com', url: 'https://admin.booking.com/ical/2.ics' },
  // Two villas' feeds of one label make one line; another label, a line of its own.
  { channel: 'other', label: 'Agoda', url: 'https://ycs.agoda.com/ical/3.ics' },
  { channel: 'other', label: 'Villa Finder', url: 'https://calendar.example.com/4.ics' },
];

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** Adds `options.villas` villas, each with stays, money, blocks and feeds; resolves to their ids. */
export async function seedReportData(db: Executor, options: ReportDataOptions): Promise<string[]> {
  const random = seededRandom(options.seed);
  const [template] = await db.select().from(villas).limit(1);
  if (!template) throw new Error('The reports’ data copies a seeded villa: seed first');
  const quote = quoteStay(template.pricing, {
    checkIn: options.from,
    checkOut: addDays(options.from, 3),
    guests: 2,
    airportPickup: false,
    airportDropoff: false,
    vehicleType: 'CAR',
  });
  const villaIds: string[] = [];
  const villaRows: (typeof villas.$inferInsert)[] = [];
  const feedRows: (typeof calendarFeeds.$inferInsert)[] = [];
  const blockRows: (typeof blockedRanges.$inferInsert)[] = [];
  const bookingRows: (typeof bookings.$inferInsert)[] = [];
  const entryRows: (typeof ledgerEntries.$inferInsert)[] = [];
  const day = (offset: number) => addDays(options.from, offset);
  const maxGap = options.maxGap ?? 6;
  const maxNights = options.maxNights ?? 21;

  for (let v = 0; v < options.villas; v++) {
    const villaId = newId();
    villaIds.push(villaId);
    const {
      id: _id,
      slug: _slug,
      calendarSecret: _secret,
      createdAt: _c,
      updatedAt: _u,
      ...rest
    } = template;
    villaRows.push({ ...rest, id: villaId, slug: `report-${villaId}`, name: `Report ${v + 1}` });

    // Bookings: one after another (confirmed stays never overlap), some with no gap between.
    let cursor = random.int(-maxNights, maxGap);
    while (cursor < options.days) {
      const nights = random.chance(0.1) ? random.int(1, maxNights * 3) : random.int(1, maxNights);
      const checkIn = day(cursor);
      const roll = random.next();
      const status = roll < 0.7 ? 'CONFIRMED' : roll < 0.88 ? 'CANCELLED' : 'DECLINED';
      const id = newId();
      // Booked up to 300 days before, at any hour: near midnight the day in Sri Lanka differs.
      const createdAt = new Date(
        Date.parse(`${checkIn}T00:00:00Z`) - random.int(-2 * 3600, 300 * 86400) * 1000,
      );
      const totalCents = random.chance(0.05) ? 0 : random.int(1, 4_000_000);
      bookingRows.push({
        id,
        reference: `R-${id}`,
        villaId,
        guestName: 'Report Guest',
        guestEmail: 'report.guest@example.com',
        checkIn,
        checkOut: day(cursor + nights),
        adults: 2,
        children: 0,
        infants: 0,
        airportPickup: false,
        airportDropoff: false,
        status,
        quote,
        totalCents,
        accessTokenHash: 'not-a-real-token-hash',
        createdAt,
      });
      if (status !== 'DECLINED') {
        const booked = resortToday(createdAt);
        const paid: { id: string; kind: 'payment' | 'refund'; amountCents: number }[] = [];
        for (let p = random.int(0, 3); p > 0; p--) {
          const kind = random.chance(0.75) ? 'payment' : 'refund';
          const entry = { id: newId(), kind, amountCents: random.int(1, 2_000_000) } as const;
          paid.push(entry);
          entryRows.push({
            ...entry,
            bookingId: id,
            receivedOn: addDays(booked, random.int(0, 400)),
            method: 'bank_transfer',
            receiptNumber: `RPT-${entry.id}`,
            idempotencyKey: entry.id,
            recordedBy: 'report-data',
          });
        }
        const reversed = paid.find(() => random.chance(0.3));
        if (reversed) {
          const rid = newId();
          entryRows.push({
            id: rid,
            bookingId: id,
            kind: 'reversal',
            amountCents: reversed.amountCents,
            receivedOn: addDays(booked, random.int(0, 500)),
            method: null,
            reverses: reversed.id,
            receiptNumber: `RPT-${rid}`,
            idempotencyKey: rid,
            recordedBy: 'report-data',
          });
        }
      }
      // A cancelled or declined stay frees its nights: the next may begin inside them.
      cursor += (status === 'CONFIRMED' ? nights : random.int(0, nights)) + random.int(0, maxGap);
    }

    // The team's own blocks: owner stays and repairs.
    for (let b = random.int(0, 5); b > 0; b--) {
      const start = random.int(-30, options.days);
      blockRows.push({
        id: newId(),
        villaId,
        startDate: day(start),
        endDate: day(start + random.int(0, 12)),
        reason: 'Owner stay',
      });
    }

    // Two or three platforms' feeds, whose stays overlap the bookings and each other.
    const feeds = FEEDS.filter(() => random.chance(0.6)).slice(0, 3);
    for (const feed of feeds) {
      const feedId = newId();
      feedRows.push({ id: feedId, villaId, ...feed, url: `${feed.url}?v=${villaId}` });
      for (let s = random.int(2, 12); s > 0; s--) {
        const start = random.int(-40, options.days);
        blockRows.push({
          id: newId(),
          villaId,
          startDate: day(start),
          endDate: day(start + random.int(0, 15)),
          reason: 'Reserved',
          feedId,
          feedUid: newId(),
          revenueCents: random.chance(0.4) ? null : random.int(0, 3_000_000),
          notAStay: random.chance(0.15),
        });
      }
    }
  }

  await insertAll(villaRows, (chunk) => db.insert(villas).values(chunk));
  await insertAll(feedRows, (chunk) => db.insert(calendarFeeds).values(chunk));
  await insertAll(bookingRows, (chunk) => db.insert(bookings).values(chunk));
  // Reversals after the entries they name (the foreign key).
  const entries = entryRows.filter((row) => row.kind !== 'reversal');
  const reversals = entryRows.filter((row) => row.kind === 'reversal');
  await insertAll(entries, (chunk) => db.insert(ledgerEntries).values(chunk));
  await insertAll(reversals, (chunk) => db.insert(ledgerEntries).values(chunk));
  await insertAll(blockRows, (chunk) => db.insert(blockedRanges).values(chunk));
  return villaIds;
}

/** Every row of the database as the definition reads it (`figuresOf`'s input, less the period). */
export async function reportInputOf(db: Executor): Promise<{
  villaIds: string[];
  stays: ReportStay[];
  closures: ReportClosure[];
  money: ReportMoney[];
}> {
  const [villaRows, bookingRows, blockRows, feedRows, entryRows] = await Promise.all([
    db.select({ id: villas.id }).from(villas),
    db.select().from(bookings),
    db.select().from(blockedRanges),
    db.select().from(calendarFeeds),
    db.select().from(ledgerEntries),
  ]);
  const feeds = new Map(feedRows.map((feed) => [feed.id, feed]));
  const entriesById = new Map(entryRows.map((entry) => [entry.id, entry]));
  const villaOfBooking = new Map(bookingRows.map((booking) => [booking.id, booking.villaId]));
  // A reversal counts as its entry's kind, negative (the definitions of decision 096).
  const money: (ReportMoney & { bookingId: string })[] = entryRows.map((entry) => {
    const target = entry.reverses ? entriesById.get(entry.reverses) : undefined;
    const kind = target ? target.kind : entry.kind;
    if (kind === 'reversal') throw new Error('a reversal of a reversal');
    return {
      bookingId: entry.bookingId,
      villaId: villaOfBooking.get(entry.bookingId) ?? '',
      kind,
      amountCents: target ? -entry.amountCents : entry.amountCents,
      receivedOn: entry.receivedOn,
    };
  });
  const paid = new Map<string, number>();
  for (const entry of money) {
    const sign = entry.kind === 'payment' ? 1 : -1;
    paid.set(entry.bookingId, (paid.get(entry.bookingId) ?? 0) + sign * entry.amountCents);
  }
  const stays: ReportStay[] = bookingRows.map((booking) => ({
    villaId: booking.villaId,
    channel: 'direct',
    feedLabel: null,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    status:
      booking.status === 'CONFIRMED'
        ? 'confirmed'
        : booking.status === 'CANCELLED'
          ? 'cancelled'
          : 'other',
    totalCents: booking.totalCents,
    bookedOn: resortToday(booking.createdAt),
    paidCents: paid.get(booking.id) ?? 0,
  }));
  const closures: ReportClosure[] = [];
  for (const block of blockRows) {
    const feed = block.feedId ? feeds.get(block.feedId) : undefined;
    if (!feed || block.notAStay) {
      closures.push({ villaId: block.villaId, first: block.startDate, last: block.endDate });
      continue;
    }
    stays.push({
      villaId: block.villaId,
      channel: feed.channel,
      feedLabel: feed.label,
      checkIn: block.startDate,
      checkOut: addDays(block.endDate, 1),
      status: 'confirmed',
      totalCents: block.revenueCents,
      bookedOn: null,
      paidCents: 0,
    });
  }
  return {
    villaIds: villaRows.map((villa) => villa.id),
    stays,
    closures,
    money: money.map(({ bookingId: _b, ...entry }) => entry),
  };
}
