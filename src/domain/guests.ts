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
 * Everything wrong with a party for a villa of `capacity`, as sentences; empty when fine. English,
 * the server's answers; other languages in guest-sentences.ts, the pages' with their messages.
 */
export function guestProblems(g: GuestCounts, capacity: number): string[] {
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

/** Infants have no upper limit; adults and children share the villa's capacity. */
export function canIncrement(kind: GuestKind, g: GuestCounts, capacity: number): boolean {
  if (kind === 'infants') return true;
  return countedGuests(g) < capacity;
}

export function canDecrement(kind: GuestKind, g: GuestCounts): boolean {
  const floor = kind === 'adults' ? MIN_ADULTS : 0;
  return g[kind] > floor;
}
