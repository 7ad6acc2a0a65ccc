/**
 * The form of a block, new or changed: its first and last days and its reason. The days are the
 * grid's choice (tapped there, or typed here: both show the same), the reason is typed. The
 * form's action checks them with the API's own schema, sends them, and on success refreshes the
 * villa's months; a refusal (the days overlap a booking, named by the server) shows in its alert.
 *
 * A new block's form holds the month's grid too (`month`), its first field: the days tapped there
 * are the block's, and what is chosen is said right under it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { datesLabel } from '#domain/date-labels.ts';
import {
  BLOCK_REASON_MAX,
  blockBodySchema,
  type BlockBody,
} from '#domain/schemas/villa-calendar.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { primaryButton, secondaryButton } from '#web/console/components/classes.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { NO_CHOICE, type RangeChoice } from './month-grid.tsx';
import { villaCalendarKey } from '#web/console/lib/villa-calendar-api.ts';

/** 'March 3 to 7, 2027 (Owner stay)': a block as the page's messages name it. */
export const blockInWords = (block: { startDate: string; endDate: string; reason: string }) =>
  `${datesLabel(block.startDate, block.endDate)} (${block.reason})`;

export function BlockForm({
  choice,
  onChoiceChange,
  defaultReason = '',
  send,
  done,
  submit,
  onCancel,
  month,
  summary,
}: {
  choice: RangeChoice;
  onChoiceChange: (choice: RangeChoice) => void;
  defaultReason?: string;
  send: (block: BlockBody) => Promise<unknown>;
  /** Called once the server took it, with the sentence the page's status region says. */
  done: (block: BlockBody) => void;
  submit: { label: string; pending: string };
  onCancel?: () => void;
  /** A new block's month, where its days are tapped: drawn at the top of the form. */
  month?: ReactNode;
  /** What is chosen, or what the last change did, in words: said under the month. */
  summary?: string;
}) {
  const queryClient = useQueryClient();
  const { state, props, pending } = useFormAction({
    // The schema's own words, which name the days for the person ('The reason is required').
    labels: { startDate: null, endDate: null, reason: null },
    check: blockBodySchema,
    send,
    done: async (_answer, block) => {
      await queryClient.invalidateQueries({ queryKey: villaCalendarKey });
      done(block);
    },
  });
  const start = choice.start ?? '';
  const end = choice.end ?? choice.start ?? '';

  const picking = month !== undefined && choice.start !== null;
  const cancel = picking ? () => onChoiceChange(NO_CHOICE) : onCancel;

  // A range tapped on the month brings the reason and the button into sight: on a phone the month
  // fills the screen and they were below it (issue 23 §3.3). The least scroll that shows them
  // keeps the month in sight as well; focus stays where it is, on the month for the keyboard.
  const foot = useRef<HTMLDivElement>(null);
  const complete = month !== undefined && choice.start !== null && choice.end !== null;
  useEffect(() => {
    if (!complete) return;
    foot.current?.scrollIntoView({ block: 'nearest' });
  }, [complete, choice.start, choice.end]);

  return (
    <form {...props} className="space-y-4">
      {month}
      {summary !== undefined && (
        <p role="status" className="text-sm font-medium text-teal-900">
          {summary}
        </p>
      )}
      <div
        className={`grid max-w-2xl gap-4 ${month === undefined ? 'sm:grid-cols-2' : 'grid-cols-2'}`}
      >
        <TextField
          label="First day"
          name="startDate"
          type="date"
          required
          value={start}
          onChange={(event) =>
            onChoiceChange({ start: event.target.value || null, end: choice.end })
          }
          error={state.fields.startDate}
        />
        <TextField
          label="Last day"
          name="endDate"
          type="date"
          required
          value={end}
          onChange={(event) =>
            onChoiceChange({ start: choice.start, end: event.target.value || null })
          }
          error={state.fields.endDate}
        />
      </div>
      <p className="-mt-2 text-sm text-ink-soft">
        Both days and every day between are closed to guests.
      </p>
      <div ref={foot} className="max-w-2xl space-y-4">
        <TextField
          // Keyed by what was sent back, so a refused reason is typed back and a taken one cleared.
          key={state.values.reason ?? defaultReason}
          label="Reason"
          name="reason"
          required
          maxLength={BLOCK_REASON_MAX}
          defaultValue={state.values.reason ?? defaultReason}
          error={state.fields.reason}
          hint="For the team, for example Owner stay or Pool repairs. Guests never see it."
        />
        <FormAlertRegion message={state.alert} />
        <div className="flex gap-3">
          <button
            type="submit"
            disabled={pending}
            className={`${primaryButton} flex-1 sm:flex-none`}
          >
            {pending ? submit.pending : submit.label}
          </button>
          {cancel && (
            <button type="button" onClick={cancel} className={secondaryButton}>
              {picking ? 'Clear' : 'Cancel'}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
