import { Minus, Plus } from 'lucide-react';
import { memo, useId } from 'react';
import { canDecrement, canIncrement, type GuestCounts, type GuestKind } from '#domain/guests.ts';
import { m } from '#web/i18n/messages.ts';
import { ageBandLabel, guestKindLabel } from './stay-words.ts';

const KINDS: GuestKind[] = ['adults', 'children', 'infants'];

/** The buttons' names, each whole in every language: 'Add adult', 'Remove child'. */
const STEP_NAMES: Record<GuestKind, { add: () => string; remove: () => string }> = {
  adults: { add: m.booking_add_adult, remove: m.booking_remove_adult },
  children: { add: m.booking_add_child, remove: m.booking_remove_child },
  infants: { add: m.booking_add_infant, remove: m.booking_remove_infant },
};

const stepButton =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-sand-300 text-teal-900 transition-colors hover:border-teal-700 hover:bg-sand-100 disabled:cursor-not-allowed disabled:border-sand-200 disabled:text-ink-soft/40 disabled:hover:bg-transparent';

/**
 * Adults, children and infants (spec §5): at least one adult, adults and children share the villa's
 * capacity, infants are not counted. The limits are the domain's.
 */
export const GuestCounters = memo(function GuestCounters({
  value,
  onChange,
  capacity,
}: {
  value: GuestCounts;
  onChange: (next: GuestCounts) => void;
  capacity: number;
}) {
  const id = useId();
  const step = (kind: GuestKind, by: 1 | -1) => onChange({ ...value, [kind]: value[kind] + by });

  return (
    <fieldset aria-describedby={`${id}-note`}>
      <legend className="text-xs font-semibold tracking-[0.18em] text-ink-soft uppercase">
        {m.booking_guests()}
      </legend>
      <ul className="mt-2 divide-y divide-sand-200">
        {KINDS.map((kind) => (
          <li key={kind} className="flex items-center justify-between gap-4 py-3">
            <div id={`${id}-${kind}`}>
              <p className="font-medium text-ink">{guestKindLabel(kind)}</p>
              <p className="text-sm text-ink-soft">{ageBandLabel(kind)}</p>
            </div>
            <div className="flex items-center gap-3">
              <button
                type="button"
                className={stepButton}
                aria-label={STEP_NAMES[kind].remove()}
                disabled={!canDecrement(kind, value)}
                onClick={() => step(kind, -1)}
              >
                <Minus aria-hidden="true" className="h-4 w-4" />
              </button>
              <output
                aria-labelledby={`${id}-${kind}`}
                aria-live="polite"
                className="w-6 text-center text-lg text-ink tabular-nums"
              >
                {value[kind]}
              </output>
              <button
                type="button"
                className={stepButton}
                aria-label={STEP_NAMES[kind].add()}
                disabled={!canIncrement(kind, value, capacity)}
                onClick={() => step(kind, 1)}
              >
                <Plus aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p id={`${id}-note`} className="mt-1 text-xs text-ink-soft">
        {m.booking_guest_limit({ capacity })}
      </p>
    </fieldset>
  );
});
