/**
 * The template editor's fields, read into the body of POST and PUT /api/console/message-templates,
 * which the domain's schema checks in the browser and again on the server. Nothing is guessed: a
 * number left empty or typed wrong reaches the schema as NaN, whose message then shows beside it.
 */
import type { MessageTrigger, WhenLate } from '#domain/guest-messages.ts';
import type { TemplateInput, TemplateView } from '#domain/schemas/guest-message.ts';

const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const numberOf = (form: FormData, name: string): number => {
  const text = textOf(form, name).trim();
  return text === '' ? Number.NaN : Number(text);
};

/** What each field is called beside its messages (the schema's start with a capital already). */
export const TEMPLATE_LABELS = {
  name: 'Name',
  trigger: 'When it goes',
  offsetDays: 'Days',
  sendHour: 'At (Sri Lanka time)',
  whenLate: 'A stay booked after this time',
  subject: 'Subject',
  body: 'Message',
  enabled: 'On',
} as const;

/** What each field is called to say what someone else changed. */
export const TEMPLATE_PARTS: Record<keyof TemplateInput, string> = {
  name: 'the name',
  trigger: 'when it goes',
  offsetDays: 'the days',
  sendHour: 'the hour',
  whenLate: 'what happens to a stay booked late',
  subject: 'the subject',
  body: 'the message',
  enabled: 'whether it is on',
};

export const TRIGGER_WORDS: Record<MessageTrigger, string> = {
  confirmed: 'On confirmation',
  before_arrival: 'Before arrival',
  after_departure: 'After departure',
};

export const WHEN_LATE_WORDS: Record<WhenLate, string> = {
  send: 'Send it at once',
  skip: 'Skip it',
};

/** A new template's fields: a message a few days before arrival, in the morning. */
export const NEW_TEMPLATE: TemplateInput = {
  name: '',
  trigger: 'before_arrival',
  offsetDays: 3,
  sendHour: 9,
  whenLate: 'send',
  subject: '',
  body: '',
  enabled: true,
};

/** The fields of a stored template, as the editor draws them and a toggle sends them. */
export const inputOf = (t: TemplateView): TemplateInput => ({
  name: t.name,
  trigger: t.trigger,
  offsetDays: t.offsetDays,
  sendHour: t.sendHour,
  whenLate: t.whenLate,
  subject: t.subject,
  body: t.body,
  enabled: t.enabled,
});

export const readTemplate = (form: FormData) => {
  const trigger = textOf(form, 'trigger');
  return {
    name: textOf(form, 'name'),
    trigger,
    // The confirmation message has no days: it goes when the stay is confirmed.
    offsetDays: trigger === 'confirmed' ? 0 : numberOf(form, 'offsetDays'),
    sendHour: numberOf(form, 'sendHour'),
    whenLate: textOf(form, 'whenLate') || 'send',
    subject: textOf(form, 'subject'),
    body: textOf(form, 'body'),
    enabled: form.get('enabled') === 'on',
  };
};

/** "7 days before arrival at 9:00" from the server, as a list's line starts: with a capital. */
export const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
