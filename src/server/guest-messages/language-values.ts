/**
 * The values of a guest message written in the booking's language (issue 39): its days, hours,
 * nights and amounts as that language writes them (locale-format.ts), and the few values that are
 * words (the airport transfer, nothing left to pay) in it. English keeps the values every English
 * message has (message-values.ts), word for word; these replace only those that change.
 */
import { formatDate, formatMoney } from '#domain/locale-format.ts';
import { formatNights } from '#domain/locale-words.ts';
import type { Language } from '#domain/languages.ts';
import { nightsBetween } from '#domain/dates.ts';
import type { StayFacts } from '#domain/message-values.ts';
import type { MessageValues } from '#domain/message-words.ts';
import { CHECK_IN_HOUR, CHECK_OUT_HOUR } from '#domain/stay.ts';

type Other = Exclude<Language, 'en'>;

/** The values written per language; the others (names, links, the reference) are the same. */
type Written = Pick<
  MessageValues<never>,
  'check_in' | 'check_out' | 'check_in_time' | 'check_out_time' | 'nights' | 'transfer'
> & { amount_due: string | null };

/**
 * A stay's day in a sentence. French names the weekday ('du vendredi 18 décembre 2026'), as English
 * does; Russian and German leave it out: 'с 18 декабря 2026 г.' reads, a weekday in the nominative
 * inside a sentence does not, and 'vom 18. Dezember 2026 bis zum 22. Dezember 2026' needs none of
 * the commas a German weekday would bring.
 */
const dayIn = (language: Other, iso: string) =>
  formatDate(language, iso, {
    ...(language === 'fr' ? { weekday: 'long' as const } : {}),
    month: 'long',
  });

/** A transfer's day: the date alone, which every language's sentence takes as it is. */
const transferDay = (language: Other, iso: string) => formatDate(language, iso, { month: 'long' });

/** The 24-hour clock: '14:00' (ru, de: 'ab 14:00 Uhr' is the template's), '14 h' (fr). */
const hourIn = (language: Other, hour: number) =>
  language === 'fr' ? `${hour}\u00a0h` : `${String(hour).padStart(2, '0')}:00`;

interface TransferWords {
  car: string;
  van: string;
  both: (pickup: string, dropoff: string, vehicle: string) => string;
  pickup: (day: string, vehicle: string) => string;
  dropoff: (day: string, vehicle: string) => string;
  none: string;
  paidInFull: string;
}

const WORDS: Record<Other, TransferWords> = {
  ru: {
    car: 'на автомобиле',
    van: 'на микроавтобусе',
    both: (pickup, dropoff, vehicle) =>
      `Встреча в аэропорту ${pickup} и трансфер в аэропорт ${dropoff}, ${vehicle}. Если вы ещё не прислали нам данные рейса, пожалуйста, сделайте это.`,
    pickup: (day, vehicle) =>
      `Встреча в аэропорту ${day}, ${vehicle}. Если вы ещё не прислали нам данные рейса, пожалуйста, сделайте это.`,
    dropoff: (day, vehicle) => `Трансфер в аэропорт ${day}, ${vehicle}.`,
    none: 'Не заказан. Если вы хотите, чтобы мы встретили вас в аэропорту, просто ответьте на это письмо.',
    paidInFull: 'ничего: ваше проживание полностью оплачено',
  },
  de: {
    car: 'im Pkw',
    van: 'im Kleinbus',
    both: (pickup, dropoff, vehicle) =>
      `Abholung am Flughafen am ${pickup} und Fahrt zum Flughafen am ${dropoff}, ${vehicle}. Bitte senden Sie uns Ihre Flugdaten, falls noch nicht geschehen.`,
    pickup: (day, vehicle) =>
      `Abholung am Flughafen am ${day}, ${vehicle}. Bitte senden Sie uns Ihre Flugdaten, falls noch nicht geschehen.`,
    dropoff: (day, vehicle) => `Fahrt zum Flughafen am ${day}, ${vehicle}.`,
    none: 'Nicht gebucht. Antworten Sie einfach auf diese E-Mail, wenn wir Sie am Flughafen abholen sollen.',
    paidInFull: 'nichts, Ihr Aufenthalt ist vollständig bezahlt',
  },
  fr: {
    car: 'en voiture',
    van: 'en minibus',
    both: (pickup, dropoff, vehicle) =>
      `Accueil à l’aéroport le ${pickup} et transfert vers l’aéroport le ${dropoff}, ${vehicle}. Merci de nous envoyer les détails de votre vol si ce n’est pas encore fait.`,
    pickup: (day, vehicle) =>
      `Accueil à l’aéroport le ${day}, ${vehicle}. Merci de nous envoyer les détails de votre vol si ce n’est pas encore fait.`,
    dropoff: (day, vehicle) => `Transfert vers l’aéroport le ${day}, ${vehicle}.`,
    none: 'Non réservé. Répondez simplement à cet e-mail si vous souhaitez que nous venions vous chercher à l’aéroport.',
    paidInFull: 'rien, votre séjour est entièrement réglé',
  },
};

function transferIn(language: Other, b: StayFacts['booking']): string {
  const words = WORDS[language];
  const vehicle = b.vehicleType === 'VAN' ? words.van : words.car;
  const arrival = transferDay(language, b.checkInDate);
  const departure = transferDay(language, b.checkOutDate);
  if (b.airportPickup && b.airportDropoff) return words.both(arrival, departure, vehicle);
  if (b.airportPickup) return words.pickup(arrival, vehicle);
  if (b.airportDropoff) return words.dropoff(departure, vehicle);
  return words.none;
}

/** The values of `facts` that `language` writes its own way; none for English. */
export function valuesInLanguage(language: Language, facts: StayFacts): Partial<Written> {
  if (language === 'en') return {};
  const b = facts.booking;
  return {
    check_in: dayIn(language, b.checkInDate),
    check_out: dayIn(language, b.checkOutDate),
    check_in_time: hourIn(language, CHECK_IN_HOUR),
    check_out_time: hourIn(language, CHECK_OUT_HOUR),
    nights: formatNights(language, nightsBetween(b.checkInDate, b.checkOutDate)),
    transfer: transferIn(language, b),
    amount_due:
      facts.balanceCents === null
        ? null
        : facts.balanceCents > 0
          ? formatMoney(language, facts.balanceCents)
          : WORDS[language].paidInFull,
  };
}
