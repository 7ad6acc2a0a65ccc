/**
 * The imported stays whose amounts the team enters for the reports (issue 28 §2): their rows, one
 * locked for a change, and the change. Beside repository.ts, whose sums fill that file.
 */
import { and, asc, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FeedChannel } from '#domain/channels.ts';
import type { IsoDate } from '#domain/dates.ts';
import type { Executor } from '../db/client.ts';
import { blockedRanges, calendarFeeds, villas } from '../db/schema.ts';

/** An imported stay as the team enters its amount: the block, its feed and its villa. */
export interface ImportedStayRow {
  id: string;
  villaId: string;
  villaName: string;
  channel: FeedChannel;
  feedLabel: string;
  reason: string;
  startDate: IsoDate;
  endDate: IsoDate;
  revenueCents: number | null;
  notAStay: boolean;
  updatedAt: Date;
}

const importedStayColumns = {
  id: blockedRanges.id,
  villaId: blockedRanges.villaId,
  villaName: villas.name,
  channel: calendarFeeds.channel,
  feedLabel: calendarFeeds.label,
  reason: blockedRanges.reason,
  startDate: blockedRanges.startDate,
  endDate: blockedRanges.endDate,
  revenueCents: blockedRanges.revenueCents,
  notAStay: blockedRanges.notAStay,
  updatedAt: blockedRanges.updatedAt,
};

/**
 * The imported stays with a night in the period, by first night; `missing`: those still to be
 * entered (no amount, and not marked as no stay).
 */
export async function listImportedStays(
  db: Executor,
  query: { from: IsoDate; to: IsoDate; villaId?: string; missing: boolean },
): Promise<ImportedStayRow[]> {
  return db
    .select(importedStayColumns)
    .from(blockedRanges)
    .innerJoin(calendarFeeds, eq(calendarFeeds.id, blockedRanges.feedId))
    .innerJoin(villas, eq(villas.id, blockedRanges.villaId))
    .where(
      and(
        lte(blockedRanges.startDate, query.to),
        gte(blockedRanges.endDate, query.from),
        query.villaId === undefined ? undefined : eq(blockedRanges.villaId, query.villaId),
        query.missing
          ? and(isNull(blockedRanges.revenueCents), eq(blockedRanges.notAStay, false))
          : undefined,
      ),
    )
    .orderBy(asc(blockedRanges.startDate), asc(villas.name), asc(blockedRanges.id));
}

/** An imported stay, locked for the change about to be written; undefined for a team block. */
export async function lockImportedStay(
  tx: Executor,
  id: string,
): Promise<ImportedStayRow | undefined> {
  const [row] = await tx
    .select(importedStayColumns)
    .from(blockedRanges)
    .innerJoin(calendarFeeds, eq(calendarFeeds.id, blockedRanges.feedId))
    .innerJoin(villas, eq(villas.id, blockedRanges.villaId))
    .where(and(eq(blockedRanges.id, id), isNotNull(blockedRanges.feedId)))
    .for('update', { of: blockedRanges });
  return row;
}

export async function updateImportedStay(
  tx: Executor,
  id: string,
  values: { revenueCents: number | null; notAStay: boolean },
  now: Date,
): Promise<void> {
  await tx
    .update(blockedRanges)
    .set({ ...values, updatedAt: now })
    .where(eq(blockedRanges.id, id));
}
