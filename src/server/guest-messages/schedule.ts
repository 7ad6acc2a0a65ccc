/**
 * A booking's schedule of guest messages (issue 27 §1, decision 091), a follower of the stays'
 * changes (stays/followers.ts): after any change of a booked stay, in its transaction, it reads
 * the booking as it now is and writes what `planSchedule` says, so a confirmed stay has one
 * message per enabled template, a moved stay's waiting messages move with it, and a cancelled one
 * has none waiting.
 */
import { resortToday } from '#domain/dates.ts';
import { planSchedule, type MessageChange } from '#domain/guest-messages.ts';
import type { StayEvent } from '#domain/stay-events.ts';
import type { Executor } from '../db/client.ts';
import { newId } from '../lib/ids.ts';
import {
  insertMessage,
  listTemplates,
  messageRowsOf,
  scheduleBookingOf,
  setMessage,
  upcomingConfirmedIds,
  type TemplateRow,
} from './repository.ts';

async function apply(
  db: Executor,
  bookingId: string,
  changes: MessageChange[],
  now: Date,
): Promise<void> {
  for (const change of changes) {
    const values = {
      status: change.status,
      dueAt: change.dueAt,
      reason: change.reason,
      updatedAt: now,
    };
    if (!change.isNew) {
      await setMessage(db, { bookingId, templateId: change.templateId }, values);
      continue;
    }
    await insertMessage(db, { id: newId(), bookingId, templateId: change.templateId, ...values });
  }
}

/** The follower (stays/followers.ts): a booked stay's messages follow it; an imported one has none. */
export async function followStayMessages(tx: Executor, change: StayEvent): Promise<void> {
  if (change.workflow === 'import') return;
  await syncGuestMessages(tx, change.after.id, change.now);
}

/**
 * Brings booking `bookingId`'s messages in line with the booking as it is now, in the caller's
 * transaction (which holds the booking's lock): call it after the booking's row has changed.
 */
export async function syncGuestMessages(db: Executor, bookingId: string, now: Date): Promise<void> {
  const booking = await scheduleBookingOf(db, bookingId);
  if (!booking) return;
  const existing = await messageRowsOf(db, bookingId);
  // A booking never confirmed has nothing to cancel: no need to read the templates.
  if (booking.status !== 'CONFIRMED' && existing.every((m) => m.status !== 'scheduled')) return;
  const templates = await listTemplates(db);
  await apply(db, bookingId, planSchedule(booking, templates, existing, now), now);
}

/**
 * A template added or turned on (decision 091): a message for every confirmed stay not yet over
 * whose time for it is still ahead; one whose time has passed is not made, so turning a template
 * on never mails every current guest at once. A message the template's turn-off had cancelled is
 * planned anew.
 */
export async function scheduleTemplateForUpcoming(
  db: Executor,
  template: TemplateRow,
  now: Date,
): Promise<number> {
  if (!template.enabled) return 0;
  let made = 0;
  for (const bookingId of await upcomingConfirmedIds(db, resortToday(now))) {
    const booking = await scheduleBookingOf(db, bookingId);
    if (!booking) continue;
    const existing = (await messageRowsOf(db, bookingId)).filter(
      (m) => m.templateId === template.id,
    );
    const cancelled = existing.find((m) => m.status === 'cancelled');
    const changes = planSchedule(booking, [template], cancelled ? [] : existing, now, {
      newOnly: 'future',
    });
    for (const change of changes) {
      if (cancelled) {
        await setMessage(
          db,
          { bookingId, templateId: template.id },
          { status: change.status, dueAt: change.dueAt, reason: change.reason, updatedAt: now },
          'cancelled',
        );
      } else {
        await apply(db, bookingId, [change], now);
      }
      made += 1;
    }
  }
  return made;
}
