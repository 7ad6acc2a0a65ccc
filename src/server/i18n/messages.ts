/**
 * The server's texts for guests (decision 130), in the language asked for: the e-mails about a
 * booking are written in the booking's language, whatever request or job sends them. So no message
 * here reads a language of its own: `messagesIn(booking.language).mail_booking_received_subject(…)`
 * passes it to every call, and the team's mails, which stay English, never ask. The messages are
 * kept in `messages/{en,ru,de,fr}.json` beside this file and compiled by Paraglide into
 * ./paraglide (`npm run i18n`; the build compiles them into dist/server/i18n/paraglide).
 */
import type { Language } from '#domain/languages.ts';
import { m } from './paraglide/messages.js';

type Messages = typeof m;

/** Every server message, its language already chosen: `t.mail_x({ reference })`. */
export type ServerMessages = {
  [K in keyof Messages]: undefined extends Parameters<Messages[K]>[0]
    ? (inputs?: Parameters<Messages[K]>[0]) => string
    : (inputs: Parameters<Messages[K]>[0]) => string;
};

const byLanguage = new Map<Language, ServerMessages>();

/** The server's messages in `language`, each call passing it to Paraglide explicitly. */
export function messagesIn(language: Language): ServerMessages {
  let messages = byLanguage.get(language);
  if (!messages) {
    const options = { locale: language };
    messages = Object.fromEntries(
      Object.entries(m).map(([key, message]) => [
        key,
        (inputs?: unknown) =>
          (message as (i: unknown, o: typeof options) => string)(inputs, options),
      ]),
    ) as ServerMessages;
    byLanguage.set(language, messages);
  }
  return messages;
}
