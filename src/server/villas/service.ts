import { asSentence, stayProblems, stayRuleMessage } from '#domain/booking-rules.ts';
import { nightsBetween, type IsoDate, resortToday } from '#domain/dates.ts';
import { flatPricing, minimumNightsOf, nightsOf } from '#domain/pricing.ts';
import { quoteStay, totalProblem } from '#domain/quote.ts';
import type { Language } from '#domain/languages.ts';
import type { CheckAvailability } from '#domain/schemas/villa.ts';
import { effectiveVehicle, type VehicleType } from '#domain/vehicle.ts';
import type { Executor } from '../db/client.ts';
import { notFound, unprocessable } from '#server/plugins/errors.ts';
import type { Paged } from '#domain/schemas/common.ts';
import type { Availability, Villa } from '#domain/schemas/villa.ts';
import { pageOf } from '#server/lib/paging.ts';
import { findConflicts, villaCalendar } from './availability-repository.ts';
import { conflictMessage } from './conflict-message.ts';
import { resolveVillaWithFigures, villaNotFoundMessage } from './lookup.ts';
import {
  findVillaWithFigures,
  listVillas,
  pageVillas,
  toVilla,
  type VillaFilters,
  type VillaRow,
  type VillaWithFigures,
} from './repository.ts';
import { textsOfVillas } from './texts-repository.ts';

export interface StayQuery {
  checkIn: IsoDate;
  checkOut: IsoDate;
  adults?: number | undefined;
  children?: number | undefined;
  airportPickup?: boolean | undefined;
  airportDropoff?: boolean | undefined;
  vehicleType?: VehicleType | undefined;
}

/**
 * GET /villas/{ref}/check-availability. Bad dates (past, beyond the horizon) or an impossible party
 * are a 400; a stay the villa cannot take (minimum nights, taken nights) is an answer: available
 * false with the reason.
 */
export async function checkAvailability(
  db: Executor,
  villa: VillaRow,
  query: StayQuery,
  now = new Date(),
): Promise<CheckAvailability> {
  const guests =
    query.adults !== undefined
      ? { adults: query.adults, children: query.children ?? 0, infants: 0 }
      : undefined;
  const problems = stayProblems(
    { checkIn: query.checkIn, checkOut: query.checkOut, guests },
    { guests: villa.guests, pricing: flatPricing(villa.pricing.baseRate) },
    resortToday(now),
  );
  if (problems.length > 0) throw unprocessable(problems);

  const nights = nightsBetween(query.checkIn, query.checkOut);
  const airportPickup = query.airportPickup ?? false;
  const airportDropoff = query.airportDropoff ?? false;
  const vehicle = effectiveVehicle({
    airportPickup,
    airportDropoff,
    vehicleType: query.vehicleType,
    guests: guests ? guests.adults + guests.children : 1,
  });
  const quote = quoteStay(villa.pricing, {
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    guests: guests ? guests.adults + guests.children : 1,
    airportPickup,
    airportDropoff,
    vehicleType: vehicle ?? 'CAR',
  });
  const rule = stayRuleMessage(villa.pricing, query);
  const ruleReason = rule === null ? null : asSentence(rule);
  const taken = await findConflicts(db, villa.id, query.checkIn, query.checkOut);
  const reason =
    ruleReason ??
    totalProblem(quote.total) ??
    (taken.length > 0 ? conflictMessage(villa, taken) : null);
  return {
    available: reason === null,
    reason,
    nights,
    // The minimum of these nights (a season's, where it asks more), the one `reason` speaks of.
    minimumNights: minimumNightsOf(villa.pricing, nightsOf(query.checkIn, query.checkOut))
      .minimumNights,
    quote,
  };
}

/**
 * The rows as the API answers them in `language`: English as they are, another language with
 * each villa's texts in it (one query for all), English where a translation is missing.
 */
async function villasIn(
  db: Executor,
  rows: VillaWithFigures[],
  language: Language,
): Promise<Villa[]> {
  if (language === 'en') return rows.map((row) => toVilla(row));
  const texts = await textsOfVillas(
    db,
    rows.map((row) => row.id),
    language,
  );
  const today = resortToday();
  return rows.map((row) => toVilla(row, today, texts.get(row.id) ?? null));
}

/** The published villas that pass the filters, in the site's order (spec §5). */
export async function listPublicVillas(
  db: Executor,
  filters: VillaFilters,
  language: Language = 'en',
): Promise<Villa[]> {
  const rows = await listVillas(db, filters);
  return villasIn(db, rows, language);
}

/** Every published villa's address and when it last changed, for the sitemap (pages/seo.ts). */
export async function sitemapVillas(db: Executor): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await listVillas(db, {});
  return rows.map(({ slug, updatedAt }) => ({ slug, updatedAt }));
}

/** One page of the published villas that pass the filters (DESIGN.md decision 14). */
export async function searchVillas(
  db: Executor,
  filters: VillaFilters,
  { page, size }: { page: number; size: number },
  language: Language = 'en',
): Promise<Paged<Villa>> {
  const { rows, total } = await pageVillas(db, filters, { page, size });
  return pageOf(await villasIn(db, rows, language), total, page, size);
}

/** A published villa by its slug, a former one included; 404 when none. */
export async function villaBySlug(
  db: Executor,
  slug: string,
  language: Language = 'en',
): Promise<Villa> {
  const villa = await findVillaWithFigures(db, { kind: 'slug', slug });
  if (!villa) throw notFound(villaNotFoundMessage(slug));
  const [answer] = await villasIn(db, [villa], language);
  return answer ?? toVilla(villa);
}

/** A published villa by id or slug (spec §5), as the API shows it. */
export async function villaByRef(
  db: Executor,
  ref: string,
  language: Language = 'en',
): Promise<Villa> {
  const villa = await resolveVillaWithFigures(db, ref);
  const [answer] = await villasIn(db, [villa], language);
  return answer ?? toVilla(villa);
}

/**
 * The nights of the villa that cannot be booked from the resort's today on, and when that answer
 * changes by itself (a hold lapses: null when none does).
 */
export async function villaAvailability(
  db: Executor,
  villaId: string,
): Promise<{ availability: Availability; changesAt: Date | null }> {
  const calendar = await villaCalendar(db, villaId, resortToday());
  return {
    availability: { villaId, blockedDates: calendar.ranges },
    changesAt: calendar.holdLapsesAt,
  };
}
