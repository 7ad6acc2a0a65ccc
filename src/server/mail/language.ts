/**
 * The guest's language in an e-mail (issue 39, decision 130): a booking's mails are written in
 * `booking.language`, which travels in the queued props with the booking, so the sender renders
 * them in it whenever it gets to them. English is written as it always was (format.ts and the
 * domain's English helpers), so an English mail never changes; Russian, German and French by
 * src/domain/locale-format.ts and the server's messages. The team's mails never ask: English.
 */
import type { GuestCounts } from '#domain/guests.ts';
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages.ts';
import { formatDate, formatMoney } from '#domain/locale-format.ts';
import { formatPartyParts, formatResortTime } from '#domain/locale-words.ts';
import type { Cents } from '#domain/money.ts';
import { partyLabel } from '#domain/party.ts';
import { messagesIn, type ServerMessages } from '#server/i18n/messages.ts';
import { dateLabel, resortMomentLabel } from './format.ts';

/** The booking's language; English for a booking queued before it was kept. */
export const languageOf = (b: { language?: Language | undefined }): Language =>
  b.language ?? DEFAULT_LANGUAGE;

/** The words and figures of one e-mail, all in its language. */
export interface MailWords {
  language: Language;
  t: ServerMessages;
  /** 'Friday, December 18, 2026', 'пятница, 18 декабря 2026 г.' */
  date: (isoDate: string) => string;
  /** An instant in Sri Lanka time, the zone named. */
  moment: (instant: Date | string) => string;
  /** '$1,450', '1 450 $'. */
  money: (cents: Cents) => string;
  /** '2 adults, 1 child and 1 infant', '2 взрослых, 1 ребёнок и 1 младенец'. */
  party: (party: GuestCounts) => string;
  /** The stay's days: 'December 18, 2026 to …'. */
  dates: (from: string, to: string) => string;
}

const made = new Map<Language, MailWords>();

export function mailWords(language: Language = DEFAULT_LANGUAGE): MailWords {
  const found = made.get(language);
  if (found) return found;
  const t = messagesIn(language);
  const english = language === 'en';
  const date = (iso: string) =>
    english ? dateLabel(iso) : formatDate(language, iso, { weekday: 'long', month: 'long' });
  const words: MailWords = {
    language,
    t,
    date,
    moment: (instant) =>
      english ? resortMomentLabel(instant) : formatResortTime(language, instant),
    money: (cents) => formatMoney(language, cents),
    party: (party) => {
      if (english) return partyLabel(party);
      const parts = formatPartyParts(language, party);
      const last = parts.pop() ?? '';
      return parts.length === 0 ? last : t.mail_and({ first: parts.join(', '), last });
    },
    dates: (from, to) => t.mail_dates_range({ from: date(from), to: date(to) }),
  };
  made.set(language, words);
  return words;
}

/** What a language puts before a page's path: '' for English, '/ru' for Russian. */
export const languagePrefix = (language: Language): string =>
  language === DEFAULT_LANGUAGE ? '' : `/${language}`;
