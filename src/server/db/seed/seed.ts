/**
 * Demo content: runs on first start (empty database) and on `npm run db:seed -- --reset`.
 * Dates are placed relative to the day it runs so the calendar always has something to show.
 */
import { sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '#domain/dates.ts';
import { PHOTO_FAMILY } from '#domain/image-variants.ts';
import { dollars } from '#domain/money.ts';
import { flatPricing } from '#domain/pricing.ts';
import type { Database } from '../client.ts';
import {
  blockedRanges,
  bookings,
  contactInquiries,
  ledgerEntries,
  outbox,
  reviews,
  testimonials,
  transportRequests,
  villaPhotos,
  villas,
} from '../schema.ts';
import { newId } from '#server/lib/ids.ts';
import { seedBlockedRanges } from './blocked-ranges.ts';
import { seedReviews } from './reviews.ts';
import { seedTestimonials } from './testimonials.ts';
import type { SeedVilla } from './types.ts';
import { seedVillas } from './villas.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The order on the site the seed starts with: featured villas first, then by name. */
const siteOrder = (list: readonly SeedVilla[]) =>
  [...list].sort((a, b) => Number(b.featured) - Number(a.featured) || a.name.localeCompare(b.name));

/** Deletes every row of every table: guests' requests too. Only for demo and test databases. */
export async function clearDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // The ledger refuses deletes but in a transaction that says it is emptying a demo database
    // (migration 0010).
    await tx.execute(sql`select set_config('villas.clearing', 'on', true)`);
    for (const table of [
      ledgerEntries,
      outbox,
      contactInquiries,
      transportRequests,
      reviews,
      testimonials,
      bookings,
      blockedRanges,
      villaPhotos,
      villas,
    ]) {
      await tx.delete(table);
    }
  });
}

export async function seedDatabase(
  db: Database,
  opts: { today: IsoDate; now?: Date },
): Promise<void> {
  const now = opts.now ?? new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const villaIds = new Map(seedVillas.map((v) => [v.slug, newId()]));
  const idOf = (slug: string) => {
    const id = villaIds.get(slug);
    if (!id) throw new Error(`seed refers to unknown villa '${slug}'`);
    return id;
  };

  await db.transaction(async (tx) => {
    await tx.insert(villas).values(
      siteOrder(seedVillas).map(
        ({ locationDetails, photos: _photos, price, originalPrice, minimumNights, ...v }, i) => ({
          ...v,
          id: idOf(v.slug),
          position: i + 1,
          pricing: flatPricing(dollars(price), minimumNights),
          originalPriceCents: originalPrice === null ? null : dollars(originalPrice),
          locationDescription: locationDetails.description,
          nearby: locationDetails.nearby,
          latitude: locationDetails.latitude,
          longitude: locationDetails.longitude,
        }),
      ),
    );
    await tx.insert(villaPhotos).values(
      seedVillas.flatMap((v) =>
        v.photos.map((photo, position) => ({
          id: newId(),
          villaId: idOf(v.slug),
          position,
          ...photo,
          // The site's own photos, whose variants the build makes (src/domain/image-variants.ts).
          width: PHOTO_FAMILY.width,
          height: PHOTO_FAMILY.height,
          storage: 'site' as const,
        })),
      ),
    );
    await tx.insert(blockedRanges).values(
      seedBlockedRanges.map((b) => ({
        id: newId(),
        villaId: idOf(b.villaSlug),
        startDate: addDays(opts.today, b.startInDays),
        endDate: addDays(opts.today, b.endInDays),
        reason: b.reason,
      })),
    );
    const villaIdByName = new Map(seedVillas.map((v) => [v.name, idOf(v.slug)]));
    await tx.insert(testimonials).values(
      seedTestimonials.map((t) => ({
        id: newId(),
        villaId: t.villaName ? (villaIdByName.get(t.villaName) ?? null) : null,
        villaName: t.villaName,
        name: t.name,
        location: t.location,
        rating: t.rating,
        comment: t.comment,
        avatar: t.avatar,
        featured: t.featured,
        status: 'APPROVED' as const,
        createdAt: daysAgo(t.daysAgo),
      })),
    );
    await tx.insert(reviews).values(
      seedReviews.map((r) => ({
        id: newId(),
        villaId: idOf(r.villaSlug),
        name: r.name,
        email: r.email,
        rating: r.rating,
        comment: r.comment,
        status: r.status,
        createdAt: daysAgo(r.daysAgo),
      })),
    );
  });
}
