/**
 * A party in words, as the screens and the e-mails write it: one spelling, so a screen and the
 * e-mail about the same stay never disagree. A module of its own, apart from the guest rules
 * (guests.ts): the villa page's first load takes it with the calendar.
 */
import type { GuestCounts } from './guests.ts';
import { plural } from './plural.ts';

/**
 * ['2 adults', '1 child']: the party, naming only the kinds that come. The screens list the parts
 * ('2 adults · 1 child', web/lib/calendar-dates.ts), the e-mails write a sentence (`partyLabel`).
 */
export function partyParts(party: GuestCounts): string[] {
  const parts = [plural(party.adults, 'adult')];
  if (party.children > 0) parts.push(plural(party.children, 'child', 'children'));
  if (party.infants > 0) parts.push(plural(party.infants, 'infant'));
  return parts;
}

/** '2 adults, 1 child and 1 infant': the party in a sentence, as the e-mails write it. */
export function partyLabel(party: GuestCounts): string {
  const parts = partyParts(party);
  const last = parts.pop();
  return parts.length === 0 ? `${last}` : `${parts.join(', ')} and ${last}`;
}
