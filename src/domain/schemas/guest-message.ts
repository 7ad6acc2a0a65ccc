/**
 * Scheduled guest messages (issue 27 §1, decision 091): what the console sends to add or edit a
 * message template, to preview one with a real booking and to skip a booking's message, and what
 * the API answers. A template's words are plain text with `{variables}` (guest-messages.ts): an
 * unknown variable is refused here, naming it, so a 400 reads on its own beside its field.
 */
import { z } from 'zod';
import {
  MAX_OFFSET_DAYS,
  MESSAGE_TRIGGERS,
  SCHEDULED_MESSAGE_STATUSES,
  WHEN_LATE,
} from '../guest-messages.ts';
import { MESSAGE_VARIABLES, unknownVariables, unknownVariablesMessage } from '../message-words.ts';
import { entityIdSchema, text } from './common.ts';

/** A name the owner tells templates apart by in a list. */
export const MAX_TEMPLATE_NAME_LENGTH = 80;
/** One line in a mail program's list; longer subjects are cut off there anyway. */
export const MAX_SUBJECT_LENGTH = 150;
/** A few short paragraphs: an e-mail a guest reads on a phone, not a brochure. */
export const MAX_BODY_LENGTH = 5000;
/** Why the team skipped a message: a sentence for the booking's history. */
export const MAX_SKIP_REASON_LENGTH = 300;

/** The variables with the words and example the console's editor shows beside each. */
export { MESSAGE_VARIABLES };
export type MessageVariableHelp = (typeof MESSAGE_VARIABLES)[number];

const TRIGGER_WORDS = 'confirmed, before_arrival or after_departure';

export const messageTriggerSchema = z.enum(MESSAGE_TRIGGERS, {
  error: `The trigger must be one of ${TRIGGER_WORDS}`,
});

export const whenLateSchema = z.enum(WHEN_LATE, {
  error: "When the stay is booked late must be 'send' or 'skip'",
});

const wholeNumber = (label: string, unit: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number of ${unit} from ${min} to ${max}` })
    .int({ error: `${label} must be a whole number of ${unit} from ${min} to ${max}` })
    .min(min, { error: `${label} must be at least ${min} ${unit}` })
    .max(max, { error: `${label} must be at most ${max} ${unit}` });

/** Words with variables, refused when one of them is not a variable the site knows. */
const wordsWithVariables = (max: number, label: string, multiline: boolean) =>
  text(max, label, { multiline }).superRefine((value, ctx) => {
    const unknown = unknownVariables(value);
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: unknownVariablesMessage(label, unknown) });
    }
  });

/** The fields of a template the owner edits (also what a preview is made from). */
const templateFields = {
  name: text(MAX_TEMPLATE_NAME_LENGTH, 'The name'),
  trigger: messageTriggerSchema,
  /** Days before arrival or after departure; 0 (and ignored) on confirmation. */
  offsetDays: wholeNumber('The days', 'days', 0, MAX_OFFSET_DAYS),
  /** The hour of the day, Sri Lanka time, a dated message goes out. */
  sendHour: wholeNumber('The hour', 'hours', 0, 23),
  whenLate: whenLateSchema,
  subject: wordsWithVariables(MAX_SUBJECT_LENGTH, 'The subject', false),
  body: wordsWithVariables(MAX_BODY_LENGTH, 'The message', true),
  enabled: z.boolean({ error: 'On must be true or false' }),
};

/** POST /api/console/message-templates and PUT .../{id} (with If-Match). */
export const templateInputSchema = z
  .strictObject(templateFields)
  .transform((input) => (input.trigger === 'confirmed' ? { ...input, offsetDays: 0 } : input));
export type TemplateInput = z.infer<typeof templateInputSchema>;

/**
 * POST /api/console/message-templates/preview: the fields as they stand in the editor (saved or
 * not), and the booking to fill them with; without one, the latest confirmed booking.
 */
export const previewRequestSchema = z.strictObject({
  subject: templateFields.subject,
  body: templateFields.body,
  bookingId: entityIdSchema.optional(),
});
export type PreviewRequest = z.infer<typeof previewRequestSchema>;

/** POST /api/console/bookings/{id}/messages/{messageId}/skip. */
export const skipMessageSchema = z.strictObject({
  reason: text(MAX_SKIP_REASON_LENGTH, 'The reason'),
});
export type SkipMessage = z.infer<typeof skipMessageSchema>;

export const templateIdParamsSchema = z.strictObject({ id: entityIdSchema });
export const bookingMessageParamsSchema = z.strictObject({
  id: entityIdSchema,
  messageId: entityIdSchema,
});

/** A template as the console shows it. */
export const templateViewSchema = z.object({
  id: z.string(),
  /** The default it started as ('confirmed', 'before-arrival', 'day-before', 'after-stay'), or null. */
  builtIn: z.string().nullable(),
  name: z.string(),
  trigger: messageTriggerSchema,
  offsetDays: z.number().int(),
  sendHour: z.number().int(),
  whenLate: whenLateSchema,
  subject: z.string(),
  body: z.string(),
  enabled: z.boolean(),
  /** "7 days before arrival at 9:00": the timing in words, for lists. */
  timing: z.string(),
  updatedAt: z.string(),
  /** Sent back in `If-Match` on a save (decision 055). */
  version: z.string(),
});
export type TemplateView = z.infer<typeof templateViewSchema>;

export const templateListSchema = z.object({
  templates: z.array(templateViewSchema),
  /** The variables a template may use, with their words and examples, for the editor's help. */
  variables: z.array(z.object({ name: z.string(), label: z.string(), example: z.string() })),
});
export type TemplateList = z.infer<typeof templateListSchema>;

/** A template filled with a booking: what the guest would receive. */
export const previewViewSchema = z.object({
  /** The booking it was filled with, or null when there is none to use (examples are shown). */
  booking: z.object({ id: z.string(), reference: z.string(), guestName: z.string() }).nullable(),
  subject: z.string(),
  text: z.string(),
  /** The branded e-mail's HTML, to show in a sandboxed frame. */
  html: z.string(),
  /** Variables with no value for this booking: the message would not be sent. */
  missing: z.array(z.string()),
});
export type PreviewView = z.infer<typeof previewViewSchema>;

export const scheduledMessageStatusSchema = z.enum(SCHEDULED_MESSAGE_STATUSES);

/** One of a booking's messages: scheduled, sent, skipped (with why) or cancelled. */
export const bookingMessageViewSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  /** "7 days before arrival": the template's timing in words. */
  timing: z.string(),
  dueAt: z.string(),
  status: scheduledMessageStatusSchema,
  reason: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type BookingMessageView = z.infer<typeof bookingMessageViewSchema>;

export const bookingMessagesSchema = z.object({ messages: z.array(bookingMessageViewSchema) });
export type BookingMessages = z.infer<typeof bookingMessagesSchema>;
