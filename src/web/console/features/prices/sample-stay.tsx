import { useState, type SyntheticEvent } from 'react';
import {
  addDays,
  compareDates,
  isValidIsoDate,
  RESORT_TIME_ZONE,
  todayIn,
} from '../../../../domain/dates.ts';
import {
  priceStay,
  stayRuleProblem,
  type PricingRules,
  type StayPrice,
} from '../../../../domain/pricing.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { card } from '../../components/classes.ts';
import { formatCents } from '../../../../domain/money.ts';
import { nightLineText } from '../../../../domain/quote.ts';
import type { Draft } from './pricing-draft.ts';

interface Stay {
  checkIn: string;
  checkOut: string;
  guests: string;
}

/** Two weeks ahead for a week: a stay the team is often asked about. */
function firstStay(): Stay {
  const checkIn = addDays(todayIn(RESORT_TIME_ZONE), 14);
  return { checkIn, checkOut: addDays(checkIn, 7), guests: '2' };
}

/**
 * The quote of a sample stay under the rules as they are typed, before they are saved: computed
 * by the same domain functions as the booking quote (priceStay, stayRuleProblem), so what shows
 * here is what a guest would be asked for the nights.
 */
export function SampleStay({ draft }: { draft: Draft }) {
  const [stay, setStay] = useState<Stay>(firstStay);
  const read = (event: SyntheticEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const value = (name: keyof Stay) => {
      const typed = form.get(name);
      return typeof typed === 'string' ? typed.trim() : '';
    };
    setStay({ checkIn: value('checkIn'), checkOut: value('checkOut'), guests: value('guests') });
  };

  return (
    <section
      aria-labelledby="sample-stay-heading"
      className={`${card} space-y-4 lg:sticky lg:top-4`}
    >
      <div>
        <h2 id="sample-stay-heading" className="text-2xl">
          Sample stay
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          What these nights cost under the prices as you type them, before saving.
        </p>
      </div>
      <form
        noValidate
        onInput={read}
        onChange={read}
        onSubmit={(event) => event.preventDefault()}
        aria-label="Sample stay"
        // Side by side where the section is wide (a phone, a tablet); one under the other in the
        // narrow column beside the prices, where two dates side by side are cut off.
        className="grid grid-cols-2 gap-3 lg:grid-cols-1"
      >
        <TextField label="Check-in" name="checkIn" type="date" defaultValue={stay.checkIn} />
        <TextField label="Check-out" name="checkOut" type="date" defaultValue={stay.checkOut} />
        <TextField
          label="Guests"
          name="guests"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={stay.guests}
        />
      </form>
      <SampleQuote draft={draft} stay={stay} />
    </section>
  );
}

type Outcome =
  { kind: 'wait'; message: string } | { kind: 'quote'; price: StayPrice; problem: string | null };

function outcomeOf(rules: PricingRules | null, errors: Draft['errors'], stay: Stay): Outcome {
  const dates = isValidIsoDate(stay.checkIn) && isValidIsoDate(stay.checkOut);
  if (!dates || compareDates(stay.checkOut, stay.checkIn) <= 0) {
    return { kind: 'wait', message: 'Choose a check-out day after the check-in day.' };
  }
  const guests = /^\d+$/.test(stay.guests) ? Number(stay.guests) : 0;
  if (guests < 1 || guests > 50) {
    return { kind: 'wait', message: 'Type the number of guests, from 1.' };
  }
  if (!rules) {
    const first = Object.values(errors)[0];
    return {
      kind: 'wait',
      message: `The quote shows once the prices are complete.${first ? ` ${first}` : ''}`,
    };
  }
  const nights = { checkIn: stay.checkIn, checkOut: stay.checkOut };
  return {
    kind: 'quote',
    price: priceStay(rules, { ...nights, guests }),
    problem: stayRuleProblem(rules, nights)?.message ?? null,
  };
}

function SampleQuote({ draft, stay }: { draft: Draft; stay: Stay }) {
  const outcome = outcomeOf(draft.rules, draft.errors, stay);
  if (outcome.kind === 'wait') {
    return (
      <p aria-live="polite" className="text-sm text-ink-soft">
        {outcome.message}
      </p>
    );
  }
  const { price, problem } = outcome;
  const row = 'flex items-baseline justify-between gap-3';
  return (
    <div className="space-y-3">
      <ul aria-label="Sample quote" className="space-y-1 text-sm">
        {price.lines.map((line) => (
          <li key={`${line.rate}-${line.label}`} className={row}>
            <span>{nightLineText(line)}</span>
            <span className="tabular-nums">{formatCents(line.nights * line.rate)}</span>
          </li>
        ))}
        {price.extraGuests && (
          <li className={row}>
            <span>
              {price.extraGuests.guests} extra guest{price.extraGuests.guests === 1 ? '' : 's'} x{' '}
              {price.extraGuests.nights} night{price.extraGuests.nights === 1 ? '' : 's'} x{' '}
              {formatCents(price.extraGuests.perNight)}
            </span>
            <span className="tabular-nums">{formatCents(price.extraGuests.amount)}</span>
          </li>
        )}
        {price.discount && (
          <li className={row}>
            <span>Length-of-stay discount ({price.discount.percent}%)</span>
            <span className="tabular-nums">-{formatCents(price.discount.amount)}</span>
          </li>
        )}
      </ul>
      <p aria-live="polite" className={`${row} border-t border-sand-200 pt-2 font-semibold`}>
        <span>
          Total of the {price.nights} night{price.nights === 1 ? '' : 's'}
        </span>
        <span className="tabular-nums">{formatCents(price.total)}</span>
      </p>
      <p className="text-xs text-ink-soft">
        Before transfers and the service fee, which the booking quote adds.
      </p>
      {problem && (
        <p className="rounded-xl border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
          This stay could not be booked: {problem}
        </p>
      )}
    </div>
  );
}
