/**
 * The team's villas (issue 15 §2): the list in the site's order, one villa as its page edits it, a
 * new villa, an edit, publishing and the order. Each write runs in one transaction with its audit
 * entry; the routes then tell the read cache what changed (console-routes.ts).
 *
 * Slugs (decision 045): a new villa gets its name's slug, made unique against every slug another
 * villa has or had; a rename gives a new slug and keeps the old one in `villa_slugs`, so its
 * address still finds the villa (the API answers it, pages redirect). Slug changes take one
 * advisory lock, so two villas named alike at the same moment cannot take the same slug.
 */
import { pricesProblem } from '#domain/booking-rules.ts';
import { flatPricing } from '#domain/pricing.ts';
import type {
  ConsoleVilla,
  ConsoleVillaSummary,
  VillaContent,
  VillaCreate,
} from '#domain/schemas/console-villas.ts';
import { uniqueSlug } from '#domain/slug.ts';
import type { Database, Executor } from '../db/client.ts';
import { checkVersion, versionOf } from '#server/lib/edit-versions.ts';
import { badRequest, conflict, notFound } from '#server/plugins/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { appendAudit, villaTarget } from '../staff/audit.ts';
import {
  findVillaWithCover,
  formerSlugsOf,
  insertVilla,
  lastPosition,
  listVillasWithCover,
  lockVillaOrder,
  moveSlug,
  setVillaPosition,
  slugsTakenByOthers,
  updateVillaRow,
  type VillaWithCover,
} from './console-repository.ts';
import { locationDetailsOf, PLACEHOLDER_IMAGE, type VillaRow } from './repository.ts';

/** Who acted, for the audit log. */
export interface Actor {
  id: string;
  ip: string | null;
}

const NOT_FOUND = 'There is no villa with this id. It may have been deleted or typed wrong.';

export const VILLA_CHANGED =
  'Someone else saved this villa while you were editing it, so your changes were not saved. Reload to see theirs, then make yours again.';

function toSummary(row: VillaWithCover): ConsoleVillaSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    location: row.location,
    image: row.cover ?? PLACEHOLDER_IMAGE,
    featured: row.featured,
    published: row.published,
    position: row.position,
  };
}

function toConsoleVilla(row: VillaWithCover, formerSlugs: string[]): ConsoleVilla {
  return {
    ...toSummary(row),
    ...contentOf(row),
    formerSlugs,
    updatedAt: row.updatedAt.toISOString(),
    version: versionOf(contentOf(row)),
  };
}

/** What the villa page edits, from the row: the shape of `villaContentSchema`. */
function contentOf(row: VillaRow): VillaContent {
  return {
    name: row.name,
    subtitle: row.subtitle,
    location: row.location,
    description: row.description,
    highlights: row.highlights,
    amenities: row.amenities,
    included: row.included,
    onRequest: row.onRequest,
    size: row.size,
    guests: row.guests,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    locationDetails: locationDetailsOf(row),
    houseRules: row.houseRules,
    tags: row.tags,
    featured: row.featured,
  };
}

/** The row's columns of the content. */
function columnsOf(content: VillaContent) {
  const { locationDetails, ...rest } = content;
  return {
    ...rest,
    locationDescription: locationDetails.description,
    nearby: locationDetails.nearby,
    latitude: locationDetails.latitude,
    longitude: locationDetails.longitude,
  };
}

/** The fields whose value an edit changed, before and after: what the audit log keeps. */
function changes(before: VillaContent, after: VillaContent) {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof VillaContent)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      is[key] = after[key];
    }
  }
  return { was, is };
}

/** Every villa, published or not, in the site's order. */
export async function listConsoleVillas(db: Executor): Promise<ConsoleVillaSummary[]> {
  const rows = await listVillasWithCover(db);
  return rows.map(toSummary);
}

async function villaRow(db: Executor, id: string, lock = false): Promise<VillaWithCover> {
  const row = await findVillaWithCover(db, id, lock);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function getConsoleVilla(db: Executor, id: string): Promise<ConsoleVilla> {
  const row = await villaRow(db, id);
  return toConsoleVilla(row, await formerSlugsOf(db, id));
}

/**
 * A slug for `name` that no other villa has or had, under the slug lock (taken for the rest of
 * the transaction).
 */
async function freeSlug(tx: Executor, name: string, villaId: string | null): Promise<string> {
  const taken = await slugsTakenByOthers(tx, villaId);
  return uniqueSlug(name, (slug) => taken.has(slug));
}

/** A new villa, unpublished, last in the order, priced at its base rate every night. */
export async function createVilla(
  db: Database,
  actor: Actor,
  body: VillaCreate,
): Promise<ConsoleVilla> {
  return db.transaction(async (tx) => {
    const slug = await freeSlug(tx, body.name, null);
    const last = await lastPosition(tx);
    const id = newId();
    const row = await insertVilla(tx, {
      id,
      slug,
      name: body.name,
      location: body.location,
      guests: body.guests,
      bedrooms: body.bedrooms,
      bathrooms: body.bathrooms,
      pricing: flatPricing(body.baseRateCents),
      published: false,
      position: (last ?? -1) + 1,
    });
    if (!row) throw new Error('The new villa was not stored');
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'villa.create',
      target: villaTarget(id),
      after: { ...body, slug, published: false },
    });
    return toConsoleVilla({ ...row, cover: null }, []);
  });
}

/** What an edit did to the site's addresses: a new slug drops the whole read cache. */
export interface VillaEdit {
  villa: ConsoleVilla;
  slugChanged: boolean;
}

/**
 * Writes every field of the villa page. A new name gives a new slug when its slug differs; the
 * old one goes to `villa_slugs` (and a slug the villa had before comes back from there). With
 * `expected` (the request's If-Match), nothing is written when the villa's content has another
 * version now: someone else saved it meanwhile (decision 055).
 */
export async function updateVilla(
  db: Database,
  actor: Actor,
  id: string,
  content: VillaContent,
  expected: string[] | null = null,
): Promise<VillaEdit> {
  return db.transaction(async (tx) => {
    const before = await villaRow(tx, id, true);
    checkVersion(expected, versionOf(contentOf(before)), VILLA_CHANGED);
    // More guests under an extra-guest fee: a full villa's stay must still fit a booking (issue 36 §3).
    const tooDear =
      content.guests > before.guests ? pricesProblem(before.pricing, content.guests) : null;
    if (tooDear) throw badRequest(tooDear, [{ path: 'guests', message: tooDear }]);
    let slug = before.slug;
    if (content.name !== before.name) {
      slug = await freeSlug(tx, content.name, id);
      if (slug !== before.slug) {
        await moveSlug(tx, id, before.slug, slug);
      }
    }
    const row = await updateVillaRow(tx, id, { ...columnsOf(content), slug });
    if (!row) throw notFound(NOT_FOUND);
    const { was, is } = changes(contentOf(before), content);
    if (slug !== before.slug) {
      was.slug = before.slug;
      is.slug = slug;
    }
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'villa.update',
      target: villaTarget(id),
      before: was,
      after: is,
    });
    return {
      villa: toConsoleVilla({ ...row, cover: before.cover }, await formerSlugsOf(tx, id)),
      slugChanged: slug !== before.slug,
    };
  });
}

/** Shows the villa to guests, or takes it off the site (its bookings stay as they are). */
export async function setPublished(
  db: Database,
  actor: Actor,
  id: string,
  published: boolean,
): Promise<ConsoleVilla> {
  return db.transaction(async (tx) => {
    const before = await villaRow(tx, id, true);
    const row = await updateVillaRow(tx, id, { published });
    if (!row) throw notFound(NOT_FOUND);
    if (before.published !== published) {
      await appendAudit(tx, {
        actorId: actor.id,
        ip: actor.ip,
        action: published ? 'villa.publish' : 'villa.unpublish',
        target: villaTarget(id),
        before: { published: before.published },
        after: { published },
      });
    }
    return toConsoleVilla({ ...row, cover: before.cover }, await formerSlugsOf(tx, id));
  });
}

export const ORDER_OUT_OF_DATE =
  'The list of villas changed while you were ordering it (a villa was added). Reload the page and order them again.';

/**
 * Puts the villas in the order of `ids`, which must name every villa once: an order made from an
 * old list would put a villa added meanwhile nowhere.
 */
export async function reorderVillas(
  db: Database,
  actor: Actor,
  ids: string[],
): Promise<ConsoleVillaSummary[]> {
  return db.transaction(async (tx) => {
    // Every villa's row, locked: two orders at once are applied one after the other.
    const before = await lockVillaOrder(tx);
    const known = new Set(before);
    if (before.length !== ids.length || ids.some((id) => !known.has(id))) {
      throw conflict(ORDER_OUT_OF_DATE);
    }
    for (const [position, id] of ids.entries()) {
      await setVillaPosition(tx, id, position);
    }
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'villa.reorder',
      target: null,
      before: { order: before },
      after: { order: ids },
    });
    return listConsoleVillas(tx);
  });
}
