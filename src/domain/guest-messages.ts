/**
 * Messages the site sends a guest on a schedule (issue 27 §1, decision 091): what sets a template
 * off, the variables its words may hold, when one booking's message is due, and what the schedule
 * of a booking should be after it is confirmed, moved or cancelled. Pure: the server reads the
 * rows, asks here, and writes the answer in the booking's transaction.
 */
import { addDays, resortInstant, type IsoDate } from './dates.ts';

/** On confirmation; N days before arrival; N days after departure. */
export const MESSAGE_TRIGGERS = ['confirmed', 'before_arrival', 'after_departure'] as const;
export type MessageTrigger = (typeof MESSAGE_TRIGGERS)[number];

export const SCHEDULED_MESSAGE_STATUSES = ['scheduled', 'sent', 'skipped', 'cancelled'] as const;
export type ScheduledMessageStatus = (typeof SCHEDULED_MESSAGE_STATUSES)[number];

/** A stay confirmed after its message's time: the message goes out at once, or is skipped. */
export const WHEN_LATE = ['send', 'skip'] as const;
export type WhenLate = (typeof WHEN_LATE)[number];

/** Days of offset a template may name: a year either way covers every real use (schema check). */
export const MAX_OFFSET_DAYS = 365;

// ---------------------------------------------------------------------------------------------
// When a message is due

export interface MessageTiming {
  trigger: MessageTrigger;
  offsetDays: number;
  /** The hour of the day, Sri Lanka time, a dated message goes out. */
  sendHour: number;
  whenLate: WhenLate;
}

export interface StayDates {
  checkIn: IsoDate;
  checkOut: IsoDate;
}

/**
 * The instant a template's message for a stay is due: at confirmation, or at the send hour (Sri
 * Lanka time) of the day N days before arrival or after departure.
 */
export function messageDueAt(timing: MessageTiming, stay: StayDates, confirmedAt: Date): Date {
  switch (timing.trigger) {
    case 'confirmed':
      return confirmedAt;
    case 'before_arrival':
      return resortInstant(addDays(stay.checkIn, -timing.offsetDays), timing.sendHour);
    case 'after_departure':
      return resortInstant(addDays(stay.checkOut, timing.offsetDays), timing.sendHour);
  }
}

export type MessagePlan =
  { status: 'scheduled'; dueAt: Date } | { status: 'skipped'; dueAt: Date; reason: string };

/** Words for a template's offset: "7 days before arrival", "the day after departure". */
export function timingWords({
  trigger,
  offsetDays,
}: Pick<MessageTiming, 'trigger' | 'offsetDays'>) {
  if (trigger === 'confirmed') return 'on confirmation';
  const edge = trigger === 'before_arrival' ? 'before arrival' : 'after departure';
  if (offsetDays === 0)
    return trigger === 'before_arrival' ? 'on the arrival day' : 'on the departure day';
  if (offsetDays === 1) return `the day ${edge}`;
  return `${offsetDays} days ${edge}`;
}

/**
 * One template's message for a stay, planned at `now`: due at its time; when that time has passed
 * (a stay booked inside the offset, or moved into it), at once or skipped as the template says.
 * The confirmation message always goes at once.
 */
export function planMessage(
  timing: MessageTiming,
  stay: StayDates,
  confirmedAt: Date,
  now: Date,
): MessagePlan {
  const due = messageDueAt(timing, stay, confirmedAt);
  if (due.getTime() > now.getTime() || timing.trigger === 'confirmed') {
    return { status: 'scheduled', dueAt: due.getTime() > now.getTime() ? due : now };
  }
  if (timing.whenLate === 'send') return { status: 'scheduled', dueAt: now };
  return {
    status: 'skipped',
    dueAt: due,
    reason: `Skipped: the stay was confirmed or moved after this message's time (${timingWords(timing)}), and this template skips late stays.`,
  };
}

export interface ScheduleTemplate extends MessageTiming {
  id: string;
  enabled: boolean;
}

export interface ScheduleBooking extends StayDates {
  /** Only a confirmed booking has messages scheduled. */
  status: string;
  /** When it was confirmed: the 'confirmed' trigger's time. */
  confirmedAt: Date;
}

export interface ExistingMessage {
  templateId: string;
  status: ScheduledMessageStatus;
  dueAt: Date;
}

/** A row to write: a new one, or an existing one's new state. */
export interface MessageChange {
  templateId: string;
  status: ScheduledMessageStatus;
  dueAt: Date;
  reason: string | null;
  isNew: boolean;
}

export const CANCELLED_REASON = 'The booking was cancelled.';

/**
 * What a booking's messages should become, given its state now (decision 091):
 * - not confirmed (cancelled, declined): every message still waiting is cancelled;
 * - confirmed: each enabled template without a message gets one; a message still waiting is moved
 *   to the stay's dates (or, moved past its time, sent at once or skipped as the template says).
 * Messages sent, skipped or cancelled stay as they are: nothing goes to a guest twice.
 * `newOnly` ('future'): a template added or turned on later makes messages only where its time is
 * still ahead, so turning one on never mails every current guest at once.
 */
export function planSchedule(
  booking: ScheduleBooking,
  templates: ScheduleTemplate[],
  existing: ExistingMessage[],
  now: Date,
  { newOnly = 'any' }: { newOnly?: 'any' | 'future' } = {},
): MessageChange[] {
  const changes: MessageChange[] = [];
  if (booking.status !== 'CONFIRMED') {
    for (const message of existing) {
      if (message.status !== 'scheduled') continue;
      changes.push({
        templateId: message.templateId,
        status: 'cancelled',
        dueAt: message.dueAt,
        reason: CANCELLED_REASON,
        isNew: false,
      });
    }
    return changes;
  }
  const byTemplate = new Map(existing.map((message) => [message.templateId, message]));
  for (const template of templates) {
    const message = byTemplate.get(template.id);
    if (!message) {
      if (!template.enabled) continue;
      const plan = planMessage(template, booking, booking.confirmedAt, now);
      if (newOnly === 'future' && (plan.status !== 'scheduled' || plan.dueAt <= now)) continue;
      changes.push({
        templateId: template.id,
        status: plan.status,
        dueAt: plan.dueAt,
        reason: plan.status === 'skipped' ? plan.reason : null,
        isNew: true,
      });
      continue;
    }
    if (message.status !== 'scheduled') continue;
    const plan = planMessage(template, booking, booking.confirmedAt, now);
    // A confirmation message waiting to go keeps its time: the stay's dates do not move it.
    if (template.trigger === 'confirmed') continue;
    if (plan.status === message.status && plan.dueAt.getTime() === message.dueAt.getTime())
      continue;
    changes.push({
      templateId: template.id,
      status: plan.status,
      dueAt: plan.dueAt,
      reason: plan.status === 'skipped' ? plan.reason : null,
      isNew: false,
    });
  }
  return changes;
}
