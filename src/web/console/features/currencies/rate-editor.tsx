/**
 * The owner's change of one currency's rate and margin: the console's form engine (decision 079),
 * checked in the browser by the same domain rules the server applies (`checkRate`,
 * `checkMargin`), saved with the version it was drawn from; a 412 (someone else, or the feed,
 * saved meanwhile) asks what to do and keeps what was typed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import {
  checkMargin,
  checkRate,
  CURRENCY_NAMES,
  MAX_MARGIN_PERCENT,
  REFERENCE_RATES,
  type ShownCurrency,
} from '#domain/currency.ts';
import type { CurrencyRateInput, CurrencyRateView } from '#domain/schemas/currency.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { card, primaryButton, secondaryButton } from '#web/console/components/classes.ts';
import {
  changedParts,
  EditConflict,
  useEditConflict,
} from '#web/console/components/edit-conflict.tsx';
import { fetchCurrencyRate, saveCurrencyRate, showRate } from './api.ts';
import { exampleInWords } from './rate-words.ts';

const RATE_LABELS = { rate: 'Rate per US dollar', marginPercent: 'Margin, in percent' } as const;

/** What each part is called, to say what someone else changed. */
const PARTS: Record<keyof CurrencyRateInput, string> = {
  rate: 'the rate',
  marginPercent: 'the margin',
};

/** The fields checked as the server will check them: each refusal beside its field. */
const rateCheck = (currency: ShownCurrency) => ({
  safeParse: (input: unknown) => {
    const typed = input as Record<keyof typeof RATE_LABELS, string>;
    const rate = checkRate(currency, typed.rate.trim());
    const margin = checkMargin(typed.marginPercent.trim());
    if (rate.ok && margin.ok) {
      const data: CurrencyRateInput = { rate: rate.value, marginPercent: margin.value };
      return { success: true as const, data };
    }
    const issues = [
      ...(rate.ok ? [] : [{ path: ['rate'], message: rate.message }]),
      ...(margin.ok ? [] : [{ path: ['marginPercent'], message: margin.message }]),
    ];
    return { success: false as const, error: { issues } };
  },
});

export function RateEditor({ rate, onClose }: { rate: CurrencyRateView; onClose: () => void }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { currency } = rate;
  const { state, props, pending, form } = useFormAction({
    labels: RATE_LABELS,
    check: rateCheck(currency),
    keepsFields: true,
    send: (input): Promise<CurrencyRateView> =>
      saveCurrencyRate(currency, input, conflict.takeVersion()),
    done: (saved) => {
      conflict.ask(null);
      showRate(queryClient, saved);
    },
    refused: async (error) => {
      const stored = await conflict.storedAfter(error);
      if (!stored) return [];
      conflict.ask(stored);
      return null;
    },
  });
  const conflict = useEditConflict(rate.version, () => fetchCurrencyRate(currency), form);
  const { theirs } = conflict;
  const errors = state.fields;

  // Opened from a row's button: the reader (and the keyboard) starts at the form.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className={`${card} mt-6 space-y-4`}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl focus:outline-none">
        Change the rate for {CURRENCY_NAMES[currency]} ({currency})
      </h2>
      {/* Drawn anew from what was stored when a save (or theirs, shown) gives a new version. */}
      <form key={rate.version} {...props} aria-label={`Rate for ${currency}`} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={RATE_LABELS.rate}
            name="rate"
            inputMode="decimal"
            autoComplete="off"
            required
            defaultValue={rate.rate ?? ''}
            hint={`How many ${CURRENCY_NAMES[currency]} one US dollar buys, such as ${REFERENCE_RATES[currency]}.`}
            error={errors.rate}
          />
          <TextField
            label={RATE_LABELS.marginPercent}
            name="marginPercent"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={rate.marginPercent}
            hint={`0 to ${MAX_MARGIN_PERCENT}, added to the rate for the bank's charges; 0 for none.`}
            error={errors.marginPercent}
          />
        </div>
        <p className="text-sm text-ink-soft">
          Saved now, it counts from today: guests see its figures for 7 days
          {rate.source === 'feed' ? ', or until the feed sets the rate again' : ''}.
        </p>
        <FormAlertRegion message={state.alert} />
        {theirs && (
          <EditConflict
            saved={`Someone else saved the rate for ${currency}, or the feed changed it, while you were editing it`}
            changed={changedParts<keyof CurrencyRateInput>(rate, theirs, PARTS)}
            onSaveMine={() => conflict.saveMine(theirs)}
            onShowTheirs={() => {
              conflict.ask(null);
              showRate(queryClient, theirs);
            }}
          />
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button type="submit" disabled={pending} className={primaryButton}>
            {pending ? 'Saving…' : `Save the rate for ${currency}`}
          </button>
          <button type="button" onClick={onClose} className={secondaryButton}>
            Close
          </button>
          <p role="status" className="text-sm font-medium text-teal-800">
            {state.answer && `Saved. ${exampleInWords(state.answer)}.`}
          </p>
        </div>
      </form>
    </section>
  );
}
