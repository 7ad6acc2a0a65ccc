/** Payment terms in a sentence, as the settings page and a villa's card say them. */
import type { PaymentTerms } from '#domain/payment-schedule.ts';
import { formatDays } from '#web/lib/calendar-dates.ts';

const within = (count: number) =>
  count === 0 ? 'on the day of confirmation' : `within ${formatDays(count)} of confirmation`;

export function termsInWords(terms: PaymentTerms): string {
  if (terms.depositPercent === 100) return `The whole stay ${within(terms.depositDueDays)}.`;
  const balance =
    terms.balanceDueDays === 0
      ? 'the balance on the day of arrival'
      : `the balance ${formatDays(terms.balanceDueDays)} before arrival`;
  return `${terms.depositPercent}% deposit ${within(terms.depositDueDays)}, ${balance}.`;
}
