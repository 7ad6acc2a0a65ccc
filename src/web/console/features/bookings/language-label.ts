/**
 * The guest's language as the console names it (issue 39 §1): the language's own name, as the
 * guest wrote it, and the team's word for it ('Русский (Russian)'); English alone.
 */
import { LANGUAGE_NAMES, type Language } from '#domain/languages.ts';

/** The languages' names in English, the console's language. */
const ENGLISH_NAMES: Record<Language, string> = {
  en: 'English',
  ru: 'Russian',
  de: 'German',
  fr: 'French',
};

/** The language the guest booked in, whose e-mails they receive; English for one not kept. */
export const languageLabel = (language: Language | undefined) =>
  language === undefined || language === 'en'
    ? ENGLISH_NAMES.en
    : `${LANGUAGE_NAMES[language]} (${ENGLISH_NAMES[language]})`;
