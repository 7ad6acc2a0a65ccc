import * as Dialog from '@radix-ui/react-dialog';
import { ChevronUp } from 'lucide-react';
import type { SyntheticEvent } from 'react';
import { addDays, compareDates, isValidIsoDate, resortToday } from '#domain/dates.ts';
import { priceStay, stayRuleProblem, type PricingRules, type StayPrice } from '#domain/pricing.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { BottomSheet } from '#web/console/components/bottom-sheet.tsx';
import { card } from '#web/console/components/classes.ts';
import { formatCents } from '#domain/money.ts';
import { nightLineText } from '#domain/quote.ts';
import type { Draft } from './pricing-draft.ts';

/** The sample stay as typed: text, until the quote reads it. */
export interface Stay {
  checkIn: string;
  checkOut: string;
  guests: string;
}

/** Two weeks ahead for a week: a stay the team is often asked about. */
export function firstStay(): Stay {
  const checkIn = addDays(resortToday(), 14);
  return { checkIn, checkOut: addDays(checkIn, 7), guests: '2' };
}

/** 'Dec 10': the save bar's line has room for the day, not the year. */
const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T12:00:00`));

const INTRO = 'What these nights cost under the prices as you type them, before saving.';

/**
 * The quote of a sample stay under the rules as they are typed, before they are saved: computed
 * by the same domain functions as the booking quote (priceStay, stayRuleProblem), so what shows
 * here is what a guest would be asked for the nights. The page holds the stay, so that the panel
 * beside the prices (wide screens) and the sheet from the save bar (phones) show the same one.
 */
export function SampleStay({
  draft,
  stay,
  onStay,
  className = '',
}: {
  draft: Draft;
  stay: Stay;
  onStay: (stay: Stay) => void;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="sample-stay-heading"
      className={`${card} space-y-4 lg:sticky lg:top-4 ${className}`}
    >
      <div>
        <h2 id="sample-stay-heading" className="text-2xl">
          Sample stay
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{INTRO}</p>
      </div>
      <SampleStayForm
        stay={stay}
        onStay={onStay}
        // Side by side where the section is wide (a tablet); one under the other in the narrow
        // column beside the prices, where two dates side by side are cut off.
        className="grid grid-cols-2 gap-3 lg:grid-cols-1"
      />
      <SampleQuote draft={draft} stay={stay} />
    </section>
  );
}

/**
 * On a phone the sample stay's total stands in the save bar, at the foot of the screen, so the
 * owner sees it change while typing a rate many screens down (issue 23 §3.6); tapping it opens the
 * whole sample, its dates and its lines, in a sheet (Radix's dialog: focus kept inside, Escape or
 * a tap outside closes it, focus back on the button). `onClose` tells the page the stay may have
 * changed under the panel's fields.
 */
export function SampleStayButton({
  draft,
  stay,
  onStay,
  onClose,
}: {
  draft: Draft;
  stay: Stay;
  onStay: (stay: Stay) => void;
  onClose: () => void;
}) {
  const outcome = outcomeOf(draft.rules, draft.errors, stay);
  return (
    <Dialog.Root onOpenChange={(open) => !open && onClose()}>
      <Dialog.Trigger className="flex min-h-11 w-full items-center gap-3 rounded-xl border border-sand-300 bg-white px-3 py-1.5 text-left hover:border-teal-700">
        <span className="min-w-0 flex-1">
          <span className="block text-xs font-semibold text-teal-900">Sample stay</span>
          <span className="block truncate text-xs text-ink-soft">
            {outcome.kind === 'quote'
              ? `${outcome.price.nights} night${outcome.price.nights === 1 ? '' : 's'} from ${formatShortDay(stay.checkIn)}, ${stay.guests} guest${stay.guests === '1' ? '' : 's'}${outcome.problem ? ', not bookable' : ''}`
              : (outcome.message.split('. ')[0] ?? outcome.message)}
          </span>
        </span>
        {outcome.kind === 'quote' && (
          <span className="text-sm font-semibold tabular-nums">
            {formatCents(outcome.price.total)}
          </span>
        )}
        <span className="inline-flex items-center gap-0.5 text-sm font-medium text-teal-800">
          See
          <ChevronUp aria-hidden="true" className="h-4 w-4" />
        </span>
      </Dialog.Trigger>
      <BottomSheet title="Sample stay" description={INTRO} className="space-y-4">
        <SampleStayForm stay={stay} onStay={onStay} className="grid grid-cols-2 gap-3" />
        <SampleQuote draft={draft} stay={stay} />
      </BottomSheet>
    </Dialog.Root>
  );
}

function SampleStayForm({
  stay,
  onStay,
  className,
}: {
  stay: Stay;
  onStay: (stay: Stay) => void;
  className: string;
}) {
  const read = (event: SyntheticEvent<HTMLFormElement>) => {
    // The sheet is drawn from inside the prices form: its typing and its Enter are its own, not
    // an edit or a save of the prices (React passes events up through the portal).
    event.stopPropagation();
    const form = new FormData(event.currentTarget);
    const value = (name: keyof Stay) => {
      const typed = form.get(name);
      return typeof typed === 'string' ? typed.trim() : '';
    };
    onStay({ checkIn: value('checkIn'), checkOut: value('checkOut'), guests: value('guests') });
  };
  return (
    <form
      noValidate
      onInput={read}
      onChange={read}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
      }}
      aria-label="Sample stay"
      className={className}
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
