/**
 * A villa's calendar in the console (issue 15 §1): a month of its bookings and blocks for every
 * role, and the team's blocks. A block is written as a booking is (bookings/service.ts): one
 * transaction holding the villa's row lock checks that no stay holding its dates and no other block
 * takes any of its days, writes it and its audit entry. A booking request takes the same lock
 * before it checks the blocks, so a block and a booking never both take one night.
 *
 * Blocks imported from a platform's calendar (issue 16 §2, calendar-sync/) show beside the team's
 * with their feed's label; only their feed changes them, so the team's writes refuse them.
 */
import { datesLabel } from '#domain/date-labels.ts';
import { addDays, compareDates, type IsoDate, resortToday } from '#domain/dates.ts';
import type {
  BlockBody,
  CalendarBooking,
  StaffBlock,
  VillaCalendar,
  VillaCalendarQuery,
  VillaName,
} from '#domain/schemas/villa-calendar.ts';
import type { Database, Executor } from '../db/client.ts';
import { conflict, notFound, unprocessable } from '#server/plugins/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { appendAudit, blockTarget } from '../staff/audit.ts';
import {
  deleteBlock,
  findBlock,
  insertBlock,
  listBlocks,
  listVillaNames,
  overlappingBlocks,
  updateBlock,
  type BlockRow,
} from './blocks-repository.ts';
import { listStays, toCalendarBooking } from './availability-repository.ts';
import { listInWords } from './conflict-message.ts';
import { resolveConsoleVilla } from './lookup.ts';
import { lockVilla } from './repository.ts';
import { nowOf } from '#server/lib/clock.ts';

export interface CalendarDeps {
  db: Database;
  now?: () => Date;
}

/** Who changed the calendar, for the audit log and the block's "made by". */
export interface Actor {
  id: string;
  name: string;
  ip: string | null;
}

const NO_BLOCK =
  'There is no such block on this villa’s calendar. Someone may have removed it; reload the calendar.';

export async function villaNames(deps: CalendarDeps): Promise<VillaName[]> {
  return listVillaNames(deps.db);
}

/** The first and last days of a month 'YYYY-MM'. */
export function monthBounds(month: string): { from: IsoDate; to: IsoDate } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: addDays(`${next}-01`, -1) };
}

/**
 * `createdBy`: the name of the account that made it (null for the seed's, an imported one, or one
 * removed); `feedLabel`: the label of the feed it was imported from (null for the team's).
 */
export function toStaffBlock(
  row: BlockRow,
  createdBy: string | null,
  feedLabel: string | null = null,
): StaffBlock {
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    reason: row.reason,
    createdBy,
    feed: row.feedId === null ? null : { id: row.feedId, label: feedLabel ?? '' },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getVillaCalendar(
  deps: CalendarDeps,
  villaId: string,
  query: VillaCalendarQuery,
): Promise<VillaCalendar> {
  const now = nowOf(deps);
  const today = resortToday(now);
  const villa = await resolveConsoleVilla(deps.db, villaId);
  const month = query.month ?? today.slice(0, 7);
  const { from, to } = monthBounds(month);
  const [blocks, stays] = await Promise.all([
    listBlocks(deps.db, villa.id, from, to),
    listStays(deps.db, villa.id, from, to, now),
  ]);
  return {
    villa: { id: villa.id, name: villa.name, slug: villa.slug },
    month,
    from,
    to,
    today,
    blocks: blocks.map(({ block, createdByName, feedLabel }) =>
      toStaffBlock(block, createdByName, feedLabel),
    ),
    bookings: stays.map((stay) => toCalendarBooking(stay, now)),
  };
}

/**
 * The refusal of a block that would take a night held by a stay: which stays, by reference, guest
 * and dates, and what to do: "These dates overlap booking VB-1234 (Jane Doe), March 3 to 7, 2027.
 * Choose other dates, or decline or cancel the booking first."
 */
export function overlapMessage(stays: readonly Omit<CalendarBooking, 'status' | 'holdsDates'>[]) {
  const named = stays.map(
    (s) => `${s.reference} (${s.guestName}), ${datesLabel(s.checkInDate, s.checkOutDate)}`,
  );
  const one = stays.length === 1;
  return `These dates overlap ${one ? 'booking' : 'bookings'} ${listInWords(named)}. Choose other dates, or decline or cancel ${one ? 'the booking' : 'those bookings'} first.`;
}

/**
 * The refusal of a block that shares a day with another: change that block instead, or, when the
 * other was imported from a platform's calendar, those days are closed already.
 */
export function blockOverlapMessage(
  blocks: readonly {
    startDate: string;
    endDate: string;
    reason: string;
    feedLabel?: string | null;
  }[],
) {
  const named = blocks.map(
    (b) =>
      `${datesLabel(b.startDate, b.endDate)} (${b.feedLabel ? `from the ${b.feedLabel} calendar` : b.reason})`,
  );
  const one = blocks.length === 1;
  const advice = blocks.every((b) => b.feedLabel)
    ? 'Those days are closed already.'
    : `Change ${one ? 'that block' : 'those blocks'} instead.`;
  return `These dates overlap the ${one ? 'block' : 'blocks'} of ${listInWords(named)}. ${advice}`;
}

/** Under the villa's lock: refuses days held by a stay or by another block (409, nothing written). */
async function refuseTakenDays(
  tx: Executor,
  villaId: string,
  block: BlockBody,
  now: Date,
  exceptBlockId?: string,
) {
  const stays = await listStays(tx, villaId, block.startDate, block.endDate, now, {
    holding: true,
  });
  if (stays.length > 0) throw conflict(overlapMessage(stays));
  const blocks = await overlappingBlocks(
    tx,
    villaId,
    block.startDate,
    block.endDate,
    exceptBlockId,
  );
  if (blocks.length > 0) throw conflict(blockOverlapMessage(blocks));
}

/** A block is for days to come: one ending before the resort's today closes nothing. */
function refusePast(block: BlockBody, now: Date) {
  if (compareDates(block.endDate, resortToday(now)) < 0) {
    throw unprocessable(['These days are past. Choose a last day from today on.']);
  }
}

const recorded = (row: BlockRow | undefined) =>
  row && {
    villaId: row.villaId,
    startDate: row.startDate,
    endDate: row.endDate,
    reason: row.reason,
  };

/** The audit entry of a block's change, in the change's transaction: the block before and after. */
function auditBlock(
  tx: Executor,
  actor: Actor,
  action: 'block.create' | 'block.update' | 'block.delete',
  blockId: string,
  change: { before?: BlockRow; after?: BlockRow },
) {
  return appendAudit(tx, {
    actorId: actor.id,
    ip: actor.ip,
    action,
    target: blockTarget(blockId),
    before: recorded(change.before),
    after: recorded(change.after),
  });
}

export async function addBlock(
  deps: CalendarDeps,
  actor: Actor,
  villaId: string,
  block: BlockBody,
): Promise<StaffBlock> {
  const now = nowOf(deps);
  const villa = await resolveConsoleVilla(deps.db, villaId);
  refusePast(block, now);
  return deps.db.transaction(async (tx) => {
    await lockVilla(tx, villa.id);
    await refuseTakenDays(tx, villa.id, block, now);
    const row = await insertBlock(tx, {
      id: newId(),
      villaId: villa.id,
      startDate: block.startDate,
      endDate: block.endDate,
      reason: block.reason,
      createdBy: actor.id,
    });
    await auditBlock(tx, actor, 'block.create', row.id, { after: row });
    return toStaffBlock(row, actor.name);
  });
}

/** The refusal of a change to an imported block: its platform's calendar alone changes it. */
export const importedBlockMessage = (feedLabel: string) =>
  `This block comes from the ${feedLabel} calendar; change it there, or remove the feed.`;

/** One of the team's own blocks of the villa: 404 when there is none, 409 for an imported one. */
async function blockOf(db: Executor, villaId: string, blockId: string) {
  const found = await findBlock(db, villaId, blockId);
  if (!found) throw notFound(NO_BLOCK);
  if (found.block.feedId !== null)
    throw conflict(importedBlockMessage(found.feedLabel ?? 'platform’s'));
  return found;
}

export async function changeBlock(
  deps: CalendarDeps,
  actor: Actor,
  villaId: string,
  blockId: string,
  block: BlockBody,
): Promise<StaffBlock> {
  const now = nowOf(deps);
  const villa = await resolveConsoleVilla(deps.db, villaId);
  return deps.db.transaction(async (tx) => {
    await lockVilla(tx, villa.id);
    const { block: before, createdByName } = await blockOf(tx, villa.id, blockId);
    const datesChanged = before.startDate !== block.startDate || before.endDate !== block.endDate;
    // A past block's reason may still be corrected; its days are only checked when they move.
    if (datesChanged) {
      refusePast(block, now);
      await refuseTakenDays(tx, villa.id, block, now, blockId);
    }
    const row = await updateBlock(tx, blockId, {
      startDate: block.startDate,
      endDate: block.endDate,
      reason: block.reason,
      updatedAt: now,
    });
    await auditBlock(tx, actor, 'block.update', row.id, { before, after: row });
    return toStaffBlock(row, createdByName);
  });
}

export async function removeBlock(
  deps: CalendarDeps,
  actor: Actor,
  villaId: string,
  blockId: string,
): Promise<void> {
  const villa = await resolveConsoleVilla(deps.db, villaId);
  await deps.db.transaction(async (tx) => {
    await lockVilla(tx, villa.id);
    const { block: before } = await blockOf(tx, villa.id, blockId);
    await deleteBlock(tx, blockId);
    await auditBlock(tx, actor, 'block.delete', blockId, { before });
  });
}
