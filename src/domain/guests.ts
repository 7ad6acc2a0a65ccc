import type { Language } from './languages.ts';
import { formatCount } from './locale-format.ts';
import { plural } from './plural.ts';

/** Someone has to be responsible for the booking, spec §5. */
export const MIN_ADULTS = 1;

/** Age bands shown beside the counters, spec §5. */
export const AGE_BANDS = {
  adults: 'Ages 13+',
  children: 'Ages 2-12',
  infants: 'Under 2',
} as const;

export interface GuestCounts {
  adults: number;
  children: number;
  infants: number;
}

export type GuestKind = keyof GuestCounts;

export const GUEST_KIND_LABELS: Record<GuestKind, string> = {
  adults: 'Adults',
  children: 'Children',
  infants: 'Infants',
};

/** Booking form defaults, spec §4. */
export const DEFAULT_GUESTS: GuestCounts = { adults: 2, children: 0, infants: 0 };

/** Infants do not count toward a villa's capacity, spec §5. */
export function countedGuests(g: GuestCounts): number {
  return g.adults + g.children;
}

/**
 * Everything wrong with a party for a villa of `capacity`, as sentences; empty when fine. In the
 * guest's language on the guest's pages; the server's answers stay English.
 */
export function guestProblems(
  g: GuestCounts,
  capacity: number,
  language: Language = 'en',
): string[] {
  if (language !== 'en') return guestProblemsIn(language, g, capacity);
  const problems: string[] = [];
  const kinds: GuestKind[] = ['adults', 'children', 'infants'];
  for (const kind of kinds) {
    if (!Number.isInteger(g[kind])) {
      problems.push(`${GUEST_KIND_LABELS[kind]} must be a whole number.`);
    } else if (kind === 'adults' && g.adults < MIN_ADULTS) {
      problems.push(`At least ${plural(MIN_ADULTS, 'adult')} is required.`);
    } else if (g[kind] < 0) {
      problems.push(`${GUEST_KIND_LABELS[kind]} cannot be negative.`);
    }
  }
  const counted = countedGuests(g);
  if (Number.isFinite(counted) && counted > capacity) {
    problems.push(
      `This villa sleeps at most ${plural(capacity, 'guest')} (adults and children); you chose ${counted}.`,
    );
  }
  return problems;
}

/** `guestProblems`' words in the other languages. */
const GUEST_WORDS: Record<
  Exclude<Language, 'en'>,
  {
    kinds: Record<GuestKind, string>;
    whole: (kind: string) => string;
    negative: (kind: string) => string;
    noAdult: (adults: string) => string;
    tooMany: (capacity: string, chosen: number) => string;
  }
> = {
  ru: {
    kinds: { adults: 'взрослых', children: 'детей', infants: 'младенцев' },
    whole: (kind) => `Число ${kind} должно быть целым.`,
    negative: (kind) => `Число ${kind} не может быть отрицательным.`,
    noAdult: (adults) => `Нужен хотя бы ${adults}.`,
    tooMany: (capacity, chosen) =>
      `Вилла вмещает гостей (взрослых и детей): не более ${capacity}; вы выбрали ${chosen}.`,
  },
  de: {
    kinds: { adults: 'Erwachsenen', children: 'Kinder', infants: 'Kleinkinder' },
    whole: (kind) => `Die Zahl der ${kind} muss eine ganze Zahl sein.`,
    negative: (kind) => `Die Zahl der ${kind} darf nicht negativ sein.`,
    noAdult: (adults) => `Mindestens ${adults} ist erforderlich.`,
    tooMany: (capacity, chosen) =>
      `Diese Villa bietet Platz für höchstens ${capacity} (Erwachsene und Kinder); Sie haben ${chosen} gewählt.`,
  },
  fr: {
    kinds: { adults: 'd’adultes', children: 'd’enfants', infants: 'de bébés' },
    whole: (kind) => `Le nombre ${kind} doit être un nombre entier.`,
    negative: (kind) => `Le nombre ${kind} ne peut pas être négatif.`,
    noAdult: (adults) => `Il faut au moins ${adults}.`,
    tooMany: (capacity, chosen) =>
      `Cette villa accueille au maximum ${capacity} (adultes et enfants)\u00a0; vous en avez choisi ${chosen}.`,
  },
};

function guestProblemsIn(language: Exclude<Language, 'en'>, g: GuestCounts, capacity: number) {
  const words = GUEST_WORDS[language];
  const problems: string[] = [];
  const kinds: GuestKind[] = ['adults', 'children', 'infants'];
  for (const kind of kinds) {
    if (!Number.isInteger(g[kind])) problems.push(words.whole(words.kinds[kind]));
    else if (kind === 'adults' && g.adults < MIN_ADULTS) {
      problems.push(words.noAdult(formatCount(language, MIN_ADULTS, 'adult')));
    } else if (g[kind] < 0) problems.push(words.negative(words.kinds[kind]));
  }
  const counted = countedGuests(g);
  if (Number.isFinite(counted) && counted > capacity) {
    const capacityWords =
      language === 'ru' ? String(capacity) : formatCount(language, capacity, 'guest');
    problems.push(words.tooMany(capacityWords, counted));
  }
  return problems;
}

/** Infants have no upper limit; adults and children share the villa's capacity. */
export function canIncrement(kind: GuestKind, g: GuestCounts, capacity: number): boolean {
  if (kind === 'infants') return true;
  return countedGuests(g) < capacity;
}

export function canDecrement(kind: GuestKind, g: GuestCounts): boolean {
  const floor = kind === 'adults' ? MIN_ADULTS : 0;
  return g[kind] > floor;
}
