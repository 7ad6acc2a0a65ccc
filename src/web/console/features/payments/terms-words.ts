/** Payment terms in a sentence, as the settings page and a villa's card say them. */
import type { PaymentTerms } from '#domain/payment-schedule.ts';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

const within = (count: number) =>
  count === 0 ? 'on the day of confirmation' : `within ${days(count)} of confirmation`;

export function termsInWords(terms: PaymentTerms): string {
  if (terms.depositPercent === 100) return `The whole stay ${within(terms.depositDueDays)}.`;
  const balance =
    terms.balanceDueDays === 0
      ? 'the balance on the day of arrival'
      : `the balance ${days(terms.balanceDueDays)} before arrival`;
  return `${terms.depositPercent}% deposit ${within(terms.depositDueDays)}, ${balance}.`;
}
