/**
 * The villa made ready between stays (issue 27 §3, decision 093): what the console reads of a
 * turnover task and what housekeeping, the manager and the owner send to change one. A task shows
 * the villa, the days and the number of guests arriving next, never a guest's name, e-mail, phone
 * or any money: housekeeping reads every field here.
 */
import { z } from 'zod';
import { TURNOVER_STATUSES } from '../turnovers.ts';
import { entityIdSchema, lineString, optionalText } from './common.ts';

/** A housekeeper's note on a problem: a few sentences ("the AC in room 2 drips"). */
export const MAX_TURNOVER_NOTE_LENGTH = 1000;
/** One checklist line ("Fresh towels in both bathrooms"). */
export const MAX_CHECKLIST_ITEM_LENGTH = 120;
/** A villa's whole list: long enough for a large villa room by room, short enough for one phone. */
export const MAX_CHECKLIST_ITEMS = 60;
/** Photos of one task's problems. */
export const MAX_TURNOVER_PHOTOS = 12;

const STATUS_WORDS = 'open, started, ready or problem';

/** The statuses a person sets; `cancelled` follows the stay, never a tap. */
export const TURNOVER_SET_STATUSES = ['open', 'started', 'ready', 'problem'] as const;

export const turnoverStatusSchema = z.enum(TURNOVER_STATUSES);

/** GET /api/console/turnovers?range=…: the housekeeping day, in Sri Lanka time. */
export const TURNOVER_RANGES = ['today', 'tomorrow', 'week'] as const;
export type TurnoverRange = (typeof TURNOVER_RANGES)[number];

export const turnoversQuerySchema = z.strictObject({
  range: z
    .enum(TURNOVER_RANGES, { error: 'range must be today, tomorrow or week' })
    .default('today'),
  villaId: entityIdSchema.optional(),
});
export type TurnoversQuery = z.infer<typeof turnoversQuerySchema>;

export const turnoverChecklistItemSchema = z.object({
  item: z.string(),
  ticked: z.boolean(),
});

export const turnoverPhotoSchema = z.object({
  id: z.string(),
  /** Served to signed-in staff only: GET /api/console/turnovers/{id}/photos/{photoId}. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TurnoverPhoto = z.infer<typeof turnoverPhotoSchema>;

/** One task, as every console role reads it (no guest contact, no money). */
export const turnoverTaskSchema = z.object({
  id: z.string(),
  villa: z.object({ id: z.string(), name: z.string() }),
  /** The check-out day it follows. */
  departureOn: z.string(),
  /** The villa's next check-in on or after the departure; null when none is booked yet. */
  nextArrivalOn: z.string().nullable(),
  /** How many guests arrive then (adults and children; infants too); null when unknown (imported). */
  nextArrivalGuests: z.number().int().nullable(),
  /** A guest arrives the day another leaves: the turnover has the hours between only. */
  sameDay: z.boolean(),
  /** booking: a stay booked here; imported: a stay from Airbnb, Booking.com or Vrbo. */
  source: z.enum(['booking', 'imported']),
  status: turnoverStatusSchema,
  assignedTo: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The villa's checklist, in the owner's order, each with whether it is ticked on this task. */
  checklist: z.array(turnoverChecklistItemSchema),
  note: z.string().nullable(),
  photos: z.array(turnoverPhotoSchema),
  startedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  updatedAt: z.string(),
  /**
   * What a change sends back in `If-Match` (`"<version>"`, decision 055): a hash of the status,
   * ticks and note, so two people saving over each other's ticks get 412, not a lost update.
   */
  version: z.string(),
});
export type TurnoverTask = z.infer<typeof turnoverTaskSchema>;

export const turnoverTaskListSchema = z.array(turnoverTaskSchema);

export const turnoverParamsSchema = z.object({ id: entityIdSchema });
export const turnoverPhotoParamsSchema = z.object({ id: entityIdSchema, photoId: entityIdSchema });

const checklistItemSchema = lineString('A checklist item')
  .trim()
  .min(1, { error: 'A checklist item cannot be empty' })
  .max(MAX_CHECKLIST_ITEM_LENGTH, {
    error: `A checklist item must be at most ${MAX_CHECKLIST_ITEM_LENGTH} characters`,
  });

const itemListSchema = (label: string) =>
  z
    .array(checklistItemSchema, { error: `${label} must be a list of items` })
    .max(MAX_CHECKLIST_ITEMS, { error: `${label} must have at most ${MAX_CHECKLIST_ITEMS} items` })
    .refine((items) => new Set(items).size === items.length, {
      error: `${label} names the same item twice`,
    });

/**
 * PATCH /api/console/turnovers/{id} (with `If-Match`): any of status, the ticked items (the whole
 * list of what is ticked now) and the note. "problem" needs a note, sent now or already kept: the
 * server checks the task as it would be.
 */
export const turnoverUpdateSchema = z
  .strictObject({
    status: z
      .enum(TURNOVER_SET_STATUSES, { error: `The status must be ${STATUS_WORDS}` })
      .optional(),
    checked: itemListSchema('The ticked items').optional(),
    note: optionalText(MAX_TURNOVER_NOTE_LENGTH, 'The note', { multiline: true }).optional(),
  })
  .refine(
    (body) => body.status !== undefined || body.checked !== undefined || body.note !== undefined,
    { error: 'Send a status, the ticked items or a note' },
  );
export type TurnoverUpdate = z.infer<typeof turnoverUpdateSchema>;

/** PUT /api/console/turnovers/{id}/assignee (owner, manager): a staff account, or null for nobody. */
export const turnoverAssignSchema = z.strictObject({ staffId: entityIdSchema.nullable() });
export type TurnoverAssign = z.infer<typeof turnoverAssignSchema>;

/** PUT /api/console/villas/{id}/turnover-checklist (owner), with `If-Match`. */
export const turnoverChecklistInputSchema = z.strictObject({
  items: itemListSchema('The checklist'),
});
export type TurnoverChecklistInput = z.infer<typeof turnoverChecklistInputSchema>;

/** GET/PUT /api/console/villas/{id}/turnover-checklist. */
export const turnoverChecklistSchema = z.object({
  villa: z.object({ id: z.string(), name: z.string() }),
  items: z.array(z.string()),
  version: z.string(),
});
export type TurnoverChecklist = z.infer<typeof turnoverChecklistSchema>;

/** The people a task can be given to (owner, manager): active staff, by name. */
export const turnoverAssigneesSchema = z.array(
  z.object({ id: z.string(), name: z.string(), role: z.string() }),
);

/**
 * Today (issue 27 §3): an arrival today or tomorrow whose villa was not marked ready by the
 * evening before, and every problem reported. No guest names, contact or money.
 */
export const turnoverAlertSchema = z.object({
  kind: z.enum(['not-ready', 'problem']),
  task: turnoverTaskSchema,
});
export const turnoverAlertsSchema = z.array(turnoverAlertSchema);
export type TurnoverAlert = z.infer<typeof turnoverAlertSchema>;
