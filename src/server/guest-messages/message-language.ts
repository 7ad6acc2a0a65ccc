/**
 * The language a guest message goes in (issue 39): the booking's, when its template has words in
 * it; else English, the words every template has, and the team is told why on the booking.
 * Pure: the sender and the console's list read the rows and ask here.
 */
import type { Language } from '#domain/languages.ts';
import type { TextLanguage } from '#domain/schemas/guest-message-texts.ts';

export interface Words {
  subject: string;
  body: string;
}

export interface ChosenWords {
  words: Words;
  /** The language of `words`. */
  language: Language;
  /** The booking's language when its words are missing (the message goes in English); else null. */
  missing: TextLanguage | null;
}

/** `english` or `text` (the template's words in the booking's language, if it has them). */
export function chooseWords(
  english: Words,
  bookingLanguage: Language,
  text: Words | undefined,
): ChosenWords {
  if (bookingLanguage === 'en') return { words: english, language: 'en', missing: null };
  if (text) {
    return {
      words: { subject: text.subject, body: text.body },
      language: bookingLanguage,
      missing: null,
    };
  }
  return { words: english, language: 'en', missing: bookingLanguage };
}
