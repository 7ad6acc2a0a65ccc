/**
 * The form of a block, new or changed: its first and last days and its reason. The days are the
 * grid's choice (tapped there, or typed here: both show the same), the reason is typed. The
 * form's action checks them with the API's own schema, sends them, and on success refreshes the
 * villa's months; a refusal (the days overlap a booking, named by the server) shows in its alert.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useActionState } from 'react';
import { datesLabel } from '../../../../domain/date-labels.ts';
import {
  BLOCK_REASON_MAX,
  blockBodySchema,
  type BlockBody,
} from '../../../../domain/schemas/villa-calendar.ts';
import { TextField } from '../../../components/ui/field.tsx';
import {
  CHECK_THE_FIELDS,
  emptyForm,
  FormFooter,
  fromSchema,
  fromServer,
  readForm,
  useFocusFirstError,
  type FormState,
} from '../auth/account-form.tsx';
import type { RangeChoice } from './month-grid.tsx';
import { villaCalendarKey } from './villa-calendar-api.ts';

const NAMES = ['startDate', 'endDate', 'reason'] as const;
type Name = (typeof NAMES)[number];

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
}: {
  choice: RangeChoice;
  onChoiceChange: (choice: RangeChoice) => void;
  defaultReason?: string;
  send: (block: BlockBody) => Promise<unknown>;
  /** Called once the server took it, with the sentence the page's status region says. */
  done: (block: BlockBody) => void;
  submit: { label: string; pending: string };
  onCancel?: () => void;
}) {
  const queryClient = useQueryClient();
  const [state, formAction, pending] = useActionState(
    async (_previous: FormState<Name>, form: FormData): Promise<FormState<Name>> => {
      const typed = readForm(form, NAMES);
      const parsed = blockBodySchema.safeParse(typed);
      if (!parsed.success) {
        return { values: typed, fields: fromSchema(parsed.error, NAMES), alert: CHECK_THE_FIELDS };
      }
      try {
        await send(parsed.data);
      } catch (error) {
        return { values: typed, ...fromServer(error, NAMES) };
      }
      await queryClient.invalidateQueries({ queryKey: villaCalendarKey });
      done(parsed.data);
      return emptyForm<Name>();
    },
    emptyForm<Name>(),
  );
  const form = useFocusFirstError(state);
  const start = choice.start ?? '';
  const end = choice.end ?? choice.start ?? '';

  return (
    <form ref={form} action={formAction} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
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
          hint="Both days and every day between are closed to guests."
        />
      </div>
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
      <FormFooter alert={state.alert} pending={pending} submit={submit} onCancel={onCancel} />
    </form>
  );
}
