import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PricingRules, Season, Weekday } from '#domain/pricing.ts';
import { WEEKDAY_NAMES } from '#domain/date-labels.ts';
import { WEEKDAYS } from '#domain/schemas/pricing.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { card } from '#web/console/components/classes.ts';
import { dollarsField } from './pricing-draft.ts';

/*
 * The prices form's parts: a titled section, a season's fields, a discount's fields, the check-in
 * days and a row's Remove button. The editor (pricing-editor.tsx) holds what they show and what
 * they say is wrong.
 */

export function Section({
  title,
  id,
  intro,
  children,
}: {
  title: string;
  id: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${card} space-y-4`}>
      <div>
        <h2 id={id} className="text-2xl">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-ink-soft">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

export function SeasonFields({
  rowKey,
  number,
  start,
  error,
  onRemove,
}: {
  rowKey: string;
  number: number;
  start: Partial<Season>;
  error: (name: string) => string | undefined;
  onRemove: () => void;
}) {
  const name = (field: string) => `seasons.${rowKey}.${field}`;
  return (
    <fieldset className="space-y-4 rounded-xl border border-sand-200 p-4">
      <legend className="px-1 text-sm font-semibold text-teal-900">Season {number}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Name"
          name={name('name')}
          autoComplete="off"
          required
          defaultValue={start.name ?? ''}
          error={error(name('name'))}
        />
        <TextField
          label="First night"
          name={name('firstNight')}
          type="date"
          required
          defaultValue={start.firstNight ?? ''}
          error={error(name('firstNight'))}
        />
        <TextField
          label="Last night"
          name={name('lastNight')}
          type="date"
          required
          defaultValue={start.lastNight ?? ''}
          error={error(name('lastNight'))}
        />
        <TextField
          label="Nightly rate (US$)"
          name={name('nightlyRate')}
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={dollarsField(start.nightlyRate)}
          error={error(name('nightlyRate'))}
        />
        <TextField
          label="Weekend rate (US$)"
          name={name('weekendRate')}
          inputMode="decimal"
          autoComplete="off"
          hint="Blank for the season's nightly rate."
          defaultValue={dollarsField(start.weekendRate)}
          error={error(name('weekendRate'))}
        />
        <TextField
          label="Minimum stay (nights)"
          name={name('minimumNights')}
          inputMode="numeric"
          autoComplete="off"
          required
          defaultValue={start.minimumNights?.toString() ?? ''}
          error={error(name('minimumNights'))}
        />
      </div>
      <WeekdayChoice
        name={name('checkInDays')}
        legend="In this season, guests may arrive on"
        days={start.checkInDays ?? null}
        error={error(name('checkInDays'))}
      />
      <RemoveButton label={`Remove season ${number}`} onClick={onRemove} text="Remove season" />
    </fieldset>
  );
}

export function DiscountFields({
  rowKey,
  number,
  start,
  error,
  onRemove,
}: {
  rowKey: string;
  number: number;
  start: Partial<PricingRules['lengthDiscounts'][number]>;
  error: (name: string) => string | undefined;
  onRemove: () => void;
}) {
  const name = (field: string) => `lengthDiscounts.${rowKey}.${field}`;
  return (
    <fieldset className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
      <legend className="sr-only">Discount {number}</legend>
      <TextField
        label="From (nights)"
        name={name('minimumNights')}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={start.minimumNights?.toString() ?? ''}
        error={error(name('minimumNights'))}
      />
      <TextField
        label="Percent off"
        name={name('percent')}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={start.percent?.toString() ?? ''}
        error={error(name('percent'))}
      />
      <RemoveButton label={`Remove discount ${number}`} onClick={onRemove} />
    </fieldset>
  );
}

/** The days a stay may start: all seven ticked is any day. */
export function WeekdayChoice({
  name,
  legend,
  days,
  error,
}: {
  name: string;
  legend: string;
  days: readonly Weekday[] | null;
  error: string | undefined;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : `${name}-hint`} className="min-w-0">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {WEEKDAYS.map((day) => (
          <label key={day} className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={day}
              defaultChecked={days === null || days.includes(day)}
              aria-invalid={error ? true : undefined}
              className="h-5 w-5 accent-teal-800"
            />
            {WEEKDAY_NAMES[day]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : (
        <p id={`${name}-hint`} className="mt-1 text-sm text-ink-soft">
          Tick every day for any day.
        </p>
      )}
    </fieldset>
  );
}

export function RemoveButton({
  label,
  text = 'Remove',
  onClick,
}: {
  label: string;
  text?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-2 self-end rounded-full px-3 text-sm font-medium text-danger hover:bg-danger/5"
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      {text}
    </button>
  );
}
