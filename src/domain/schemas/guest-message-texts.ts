/**
 * A message template's words in the guests' other languages (issue 39): the owner keeps a subject
 * and a body in Russian, German or French beside each template's English, checked exactly as the
 * English is (the same variables, an unknown one named), and a message goes in the booking's
 * language when its template has words in it, else in English. What the console sends and what
 * the API answers; the template's own schemas are guest-message.ts's.
 */
import { z } from 'zod';
import type { Language } from '../languages.ts';
import { entityIdSchema } from './common.ts';
import { bookingMessageViewSchema, previewRequestSchema } from './guest-message.ts';

/** The languages a template may have words in besides its English (`message_template_texts`). */
export const TEXT_LANGUAGES = ['ru', 'de', 'fr'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** The languages' names in the team's words (the console stays English). */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = {
  en: 'English',
  ru: 'Russian',
  de: 'German',
  fr: 'French',
};

export const textLanguageSchema = z.enum(TEXT_LANGUAGES, {
  error: 'The language must be ru (Russian), de (German) or fr (French)',
});

/** PUT and DELETE /api/console/message-templates/{id}/texts/{language}. */
export const templateTextParamsSchema = z.strictObject({
  id: entityIdSchema,
  language: textLanguageSchema,
});

/** POST /api/console/message-templates/preview/{language}: words in that language, filled. */
export const textPreviewParamsSchema = z.strictObject({ language: textLanguageSchema });

/** PUT .../texts/{language}: the subject and body, checked as the English template's are. */
export const templateTextInputSchema = previewRequestSchema.pick({ subject: true, body: true });
export type TemplateTextInput = z.infer<typeof templateTextInputSchema>;

/** One language's words of a template, as the console shows them. */
export const templateTextViewSchema = z.object({
  language: textLanguageSchema,
  subject: z.string(),
  body: z.string(),
  updatedAt: z.string(),
  /** Sent back in `If-Match` on a save (decision 055). */
  version: z.string(),
});
export type TemplateTextView = z.infer<typeof templateTextViewSchema>;

/** A template's words in the other languages, and the languages it has none in. */
export const templateTextsSchema = z.object({
  /** The template's id. */
  id: z.string(),
  texts: z.array(templateTextViewSchema),
  /** Languages with no words: a guest booked in one gets the English. */
  missingLanguages: z.array(textLanguageSchema),
});
export type TemplateTexts = z.infer<typeof templateTextsSchema>;

/** GET /api/console/message-templates/texts: every template's languages. */
export const templateTextsListSchema = z.object({ templates: z.array(templateTextsSchema) });
export type TemplateTextsList = z.infer<typeof templateTextsListSchema>;

const languageSchema = z.enum(['en', ...TEXT_LANGUAGES]);

/** One of a booking's messages, with the language it goes (or went) in. */
export const bookingMessageInLanguageSchema = bookingMessageViewSchema.extend({
  /** The booking's language. */
  bookingLanguage: languageSchema,
  /** The language the message goes in (waiting) or went in (sent). */
  language: languageSchema,
  /** Why it goes (or went) in English to a guest booked in another language; else null. */
  languageNote: z.string().nullable(),
});
export type BookingMessageInLanguage = z.infer<typeof bookingMessageInLanguageSchema>;

export const bookingMessagesInLanguageSchema = z.object({
  messages: z.array(bookingMessageInLanguageSchema),
});
export type BookingMessagesInLanguage = z.infer<typeof bookingMessagesInLanguageSchema>;

/** "Will go in English: this message has no Russian text." */
export const willGoInEnglish = (language: TextLanguage) =>
  `Will go in English: this message has no ${LANGUAGE_NAMES_IN_ENGLISH[language]} text.`;

/** "Sent in English: this message had no Russian text." (kept on the sent message) */
export const sentInEnglish = (language: TextLanguage) =>
  `Sent in English: this message had no ${LANGUAGE_NAMES_IN_ENGLISH[language]} text.`;

/** "Sent in English to Russian guests: no Russian text." (the template list) */
export const missingTextWords = (language: TextLanguage) =>
  `Sent in English to ${LANGUAGE_NAMES_IN_ENGLISH[language]} guests: no ${LANGUAGE_NAMES_IN_ENGLISH[language]} text.`;
