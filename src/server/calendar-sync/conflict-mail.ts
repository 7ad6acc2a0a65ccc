/**
 * The team's e-mail about a calendar conflict (issue 16 §2): an imported block that overlaps a
 * booking holding its dates. Built here, queued by the import in its transaction (mail/outbox.ts).
 */
import { datesLabel } from '#domain/date-labels.ts';
import type { MailContext } from '../bookings/notifications.ts';
import type { MailMessage } from '../mail/outbox.ts';
import type { CalendarConflictFacts } from '../mail/templates/calendar-sync.tsx';
import { mailContent } from '../mail/templates/index.ts';

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
