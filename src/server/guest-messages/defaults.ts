/**
 * The four messages the site ships (issue 27 §1): on confirmation, a week before arrival, the day
 * before, and the day after departure. Each is a row with its `built_in` name, inserted at start-up
 * when missing (`insert ... on conflict (built_in) do nothing`, decision 091): every database has
 * them, a restart or a second instance never adds one twice or undoes the owner's edits, and a
 * built-in one can be turned off but not deleted. Their Russian, German and French words are
 * default-texts.ts's, inserted with them (issue 39).
 */
import type { MessageTiming } from '#domain/guest-messages.ts';
import type { NewTemplateRow } from './repository.ts';

export const BUILT_IN_TEMPLATES = [
  'confirmed',
  'before-arrival',
  'day-before',
  'after-stay',
] as const;
export type BuiltInTemplate = (typeof BUILT_IN_TEMPLATES)[number];

type Default = MessageTiming & { name: string; subject: string; body: string };

export const DEFAULT_TEMPLATES: Record<BuiltInTemplate, Default> = {
  confirmed: {
    name: 'Welcome, on confirmation',
    trigger: 'confirmed',
    offsetDays: 0,
    sendHour: 9,
    whenLate: 'send',
    subject: 'We look forward to welcoming you to {villa}',
    body: `Dear {first_name},

Thank you for choosing {villa}. We are delighted to have you with us from {check_in} to {check_out}, {nights}.

Your booking reference is {reference}. You can see your booking, your payments and any changes at any time here (please keep this link private):
{manage_link}

A week before you arrive we will send you directions and everything you need for your arrival. If there is anything we can prepare for you in the meantime, simply reply to this e-mail.

Warm regards,
The reservations team`,
  },
  'before-arrival': {
    name: 'Getting there, a week before arrival',
    trigger: 'before_arrival',
    offsetDays: 7,
    sendHour: 9,
    whenLate: 'send',
    subject: 'Your stay at {villa}: getting there',
    body: `Dear {first_name},

Your stay at {villa} begins in a week, on {check_in}. Here is what you need for the journey.

Where to find us: {villa_location}
Map: {map_link}

Check-in is from {check_in_time} on {check_in}. Our team will be there to welcome you and show you around.

Airport transfer: {transfer}

Still to pay: {amount_due}. Your booking and how to pay are here:
{manage_link}

If your plans or your arrival time change, reply to this e-mail and we will arrange everything.

Safe travels,
The reservations team`,
  },
  'day-before': {
    name: 'See you tomorrow, the day before arrival',
    trigger: 'before_arrival',
    offsetDays: 1,
    sendHour: 10,
    whenLate: 'skip',
    subject: 'See you tomorrow at {villa}',
    body: `Dear {first_name},

We are getting {villa} ready for you. Check-in is from {check_in_time} tomorrow.

Airport transfer: {transfer}

If you are running late or need anything on the way, reply to this e-mail or call us. We look forward to meeting you.

Warm regards,
The reservations team`,
  },
  'after-stay': {
    name: 'Thank you, the day after departure',
    trigger: 'after_departure',
    offsetDays: 1,
    sendHour: 10,
    whenLate: 'skip',
    subject: 'Thank you for staying at {villa}',
    body: `Dear {first_name},

Thank you for staying at {villa}. We hope you had a wonderful time and a good journey home.

Would you tell future guests about your stay? A few words help them, and us, very much. This link is for your stay alone:
{review_link}

We would love to welcome you back.

Warm regards,
The reservations team`,
  },
};

/** The rows of the defaults, with the ids the caller makes. */
export function defaultTemplateRows(newId: () => string, now: Date): NewTemplateRow[] {
  return BUILT_IN_TEMPLATES.map((builtIn) => ({
    id: newId(),
    builtIn,
    ...DEFAULT_TEMPLATES[builtIn],
    enabled: true,
    createdAt: now,
    updatedAt: now,
  }));
}
