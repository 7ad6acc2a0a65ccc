/**
 * The team's e-mail about a calendar conflict (issue 16 §2): an imported block that overlaps a
 * booking holding its dates. Built and queued here, in the import's transaction (mail/outbox.ts),
 * once per block until its dates move.
 */
import type { IsoDate } from '#domain/dates.ts';
import { datesLabel } from '#domain/date-labels.ts';
import type { MailContext } from '../mail/context.ts';
import type { Executor } from '../db/client.ts';
import { enqueueMail, type MailMessage } from '../mail/outbox.ts';
import type { CalendarConflictFacts } from '../mail/templates/calendar-sync.tsx';
import { mailContent } from '../mail/templates/index.ts';
import { findVilla } from '../villas/repository.ts';
import {
  listConflicts,
  markConflictsNotified,
  type ConflictRow,
  type FeedRow,
} from './repository.ts';

export type { CalendarConflictFacts };

/** The console's page of a villa's calendar sync, where the conflicts are listed. */
export const calendarSyncPage = (ctx: MailContext, villaId: string) =>
  `${ctx.publicUrl}/console/villas/${encodeURIComponent(villaId)}/sync`;

export function calendarConflictMail(ctx: MailContext, c: CalendarConflictFacts): MailMessage {
  const references = c.bookings.map((b) => `${b.reference} (${b.guestName})`).join(', ');
  return {
    to: ctx.teamEmail,
    subject: `Calendar conflict at ${c.villaName}: ${c.feedLabel} closes ${datesLabel(c.startDate, c.endDate)}, booked by ${references}`,
    content: mailContent('calendar-conflict-team', { c }),
  };
}

/** One e-mail per imported block that overlaps bookings, then marks them told (in `tx`). */
export async function tellConflicts(
  tx: Executor,
  mail: MailContext,
  feed: FeedRow,
  today: IsoDate,
  now: Date,
): Promise<number> {
  const rows = await listConflicts(tx, { feedId: feed.id, unnotified: true }, today, now);
  if (rows.length === 0) return 0;
  const villa = await findVilla(tx, { kind: 'id', id: feed.villaId }, 'any');
  // One message per imported block, naming every stay it overlaps.
  const byBlock = new Map<string, [ConflictRow, ...ConflictRow[]]>();
  for (const row of rows) {
    const group = byBlock.get(row.blockId);
    if (group) group.push(row);
    else byBlock.set(row.blockId, [row]);
  }
  for (const group of byBlock.values()) {
    const [first] = group;
    await enqueueMail(
      tx,
      calendarConflictMail(mail, {
        villaName: villa?.name ?? '',
        feedLabel: first.feedLabel,
        startDate: first.startDate,
        endDate: first.endDate,
        reason: first.reason,
        bookings: group.map(({ booking }) => ({
          reference: booking.reference,
          guestName: booking.guestName,
          checkInDate: booking.checkInDate,
          checkOutDate: booking.checkOutDate,
          status: booking.status,
        })),
        consoleLink: calendarSyncPage(mail, feed.villaId),
      }),
    );
  }
  await markConflictsNotified(tx, [...byBlock.keys()], now);
  return byBlock.size;
}
