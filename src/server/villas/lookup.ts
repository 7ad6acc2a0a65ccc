/**
 * A villa by the reference a request gives, or a 404 in words the asker can act on. Other
 * resources (bookings, reviews, calendar sync) find their villa here rather than through the
 * villas' services, so no resource needs another's service (issue 37, decision 112).
 */
import { parseVillaRef } from '#domain/villa-ref.ts';
import type { Executor } from '#server/db/client.ts';
import { notFound } from '#server/plugins/errors.ts';
import {
  findVilla,
  findVillaWithFigures,
  type VillaRow,
  type VillaWithFigures,
} from './repository.ts';

export const villaNotFoundMessage = (ref: string) => `We could not find a villa called '${ref}'.`;

const NO_CONSOLE_VILLA = 'There is no villa with this id. It may have been typed wrong.';

/**
 * A published villa by a 24-hex id or a slug (spec §5), a former slug included: an unpublished
 * villa is not found, for every public answer and every new request (issue 15 §2).
 */
export async function resolveVilla(db: Executor, ref: string): Promise<VillaRow> {
  const villa = await findVilla(db, parseVillaRef(ref));
  if (!villa) throw notFound(villaNotFoundMessage(ref));
  return villa;
}

/**
 * The villa of an existing booking, published or not: its guest may still change a request or
 * cancel after the team unpublished the villa.
 */
export async function resolveBookedVilla(db: Executor, villaId: string): Promise<VillaRow> {
  const villa = await findVilla(db, { kind: 'id', id: villaId }, 'any');
  if (!villa) throw notFound(villaNotFoundMessage(villaId));
  return villa;
}

/** `resolveVilla` with the villa's rating and review count, for the answers that show them. */
export async function resolveVillaWithFigures(
  db: Executor,
  ref: string,
): Promise<VillaWithFigures> {
  const villa = await findVillaWithFigures(db, parseVillaRef(ref));
  if (!villa) throw notFound(villaNotFoundMessage(ref));
  return villa;
}

/** A villa by id for the console, published or not: the team keeps its calendars before it is. */
export async function resolveConsoleVilla(db: Executor, id: string): Promise<VillaRow> {
  const villa = await findVilla(db, { kind: 'id', id }, 'any');
  if (!villa) throw notFound(NO_CONSOLE_VILLA);
  return villa;
}
