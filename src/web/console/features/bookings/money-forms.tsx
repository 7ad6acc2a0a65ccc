/**
 * The team records a booking's money (issue 26 §2): a payment received, a refund sent, and the
 * reversal of an entry recorded by mistake. Each form opens in a sheet that rises from the foot of
 * a phone's screen (a manager at the villa is the user) and stands in the middle of a laptop's, as
 * the booking's decisions do. The form's idempotency key is made once when the form opens and kept
 * across its retries, so a double tap or a retry after a lost answer records one entry; the
 * server's 409 for a second send names the first receipt. Nothing typed is lost on a refusal.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { resortToday } from '#domain/dates.ts';
import { PAYMENT_METHOD_LABELS, TEAM_PAYMENT_METHODS } from '#domain/ledger.ts';
import { centsToDollarsText, formatCents, parseDollars } from '#domain/money.ts';
import {
  MAX_NOTE_LENGTH,
  MAX_REFERENCE_LENGTH,
  recordPaymentSchema,
  recordRefundSchema,
  type RecordPayment,
} from '#domain/schemas/payment.ts';
import { CHECK_THE_FIELDS, issueField, type Issue } from '#web/components/form/form-state.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { useFormAction, type FormCheck } from '#web/components/form/use-form-action.ts';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { BottomSheet } from '#web/console/components/bottom-sheet.tsx';
import { primaryButton, secondaryButton } from '#web/console/components/classes.ts';
import { ApiError } from '#web/console/lib/console-api.ts';
import { recordPayment, recordRefund, type Recorded } from './api.ts';
import { bookingsKey } from './booking-query.ts';

/** A sheet on a phone; on a laptop the same dialog in the middle of the screen. */
export const SHEET =
  'space-y-5 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(34rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8';

/** Once per opened form: kept across the form's retries, a new one for the next opening. */
export const useFormKey = () => useState(() => crypto.randomUUID())[0];

/**
 * What recording changed is asked for again: the account, and the booking with every list
 * (the Payments room's and Today's lists read the same entries).
 */
export function useRefetchMoney() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingsKey });
}

/** A form sent twice (a double tap that reached the server, a retry after a lost answer). */
export const sentAlready = (error: unknown) => error instanceof ApiError && error.status === 409;

type EntryKind = 'payment' | 'refund';

const ENTRY_WORDS = {
  payment: {
    open: 'Record a payment',
    title: 'Record a payment',
    amount: 'The amount',
    amountLabel: 'Amount received (US$)',
    date: 'The date received',
    dateLabel: 'Date received',
    methodLabel: 'How it was paid',
    submit: 'Record payment',
    pending: 'Recording…',
    schema: recordPaymentSchema,
    send: recordPayment,
  },
  refund: {
    open: 'Record a refund',
    title: 'Record a refund',
    amount: 'The refund',
    amountLabel: 'Amount sent back (US$)',
    date: 'The date sent',
    dateLabel: 'Date sent',
    methodLabel: 'How it was sent',
    submit: 'Record refund',
    pending: 'Recording…',
    schema: recordRefundSchema,
    send: recordRefund,
  },
} as const;

/**
 * The form's text read into the API's body: the amount typed as a person types dollars ('1250',
 * '1,250.50', '$99.5') in whole cents, checked with the API's own schema. The amount's issues are
 * the field `amount`'s (the schema and the server name it `amountCents`).
 */
function entryCheck(kind: EntryKind, idempotencyKey: string): FormCheck<RecordPayment> {
  const words = ENTRY_WORDS[kind];
  return dollarsCheck(words.schema, words.amount, (typed, amountCents) => ({
    amountCents,
    receivedOn: typed.receivedOn,
    method: typed.method,
    reference: typed.reference,
    note: typed.note,
    idempotencyKey,
  }));
}

/** What a schema's safeParse answers, as a form's check reads it. */
type Checked<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };

/**
 * A money form's check: the field `amount` typed as a person types dollars, in whole cents, and
 * the body `bodyOf` makes with it checked by the API's own `schema`; an unreadable amount is said
 * in `label`'s words beside its field. Also the card refund's (card-refund-form.tsx).
 */
export function dollarsCheck<T>(
  schema: { safeParse: (input: unknown) => Checked<T> },
  label: string,
  bodyOf: (typed: Record<string, string>, amountCents: number) => unknown,
): FormCheck<T> {
  return {
    safeParse: (input) => {
      const typed = input as Record<string, string>;
      const amount = typed.amount ?? '';
      const cents = parseDollars(amount);
      // A placeholder while the amount is unreadable: its own message is added below.
      const checked = schema.safeParse(bodyOf(typed, cents ?? 1));
      const own: Issue[] =
        cents === null
          ? [
              {
                path: ['amount'],
                message: amount.trim()
                  ? `${label} must be in dollars and cents, like 1250 or 1,250.50`
                  : `${label} is required`,
              },
            ]
          : [];
      if (checked.success && own.length === 0) return { success: true, data: checked.data };
      return {
        success: false,
        error: { issues: [...own, ...(checked.success ? [] : checked.error.issues)] },
      };
    },
  };
}

/** The amount's issues are the field `amount`'s (the schema and the server name it `amountCents`). */
export const amountFieldOf = (path: Issue['path']) => {
  const field = issueField(path);
  return field === 'amountCents' ? 'amount' : field;
};

/** The button that opens a payment's or a refund's form, and the form in its sheet. */
export function RecordEntry({
  kind,
  bookingId,
  suggestedCents,
  hint,
  primary,
  onDone,
}: {
  kind: EntryKind;
  bookingId: string;
  /** What the amount field starts with: what is owed next, or the refund due. */
  suggestedCents: number;
  /** What the amount is, in words: 'Deposit: $1,250 to pay'. */
  hint: string;
  /** The button of what the booking waits for: a payment, or a refund due. */
  primary: boolean;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const words = ENTRY_WORDS[kind];
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={primary ? primaryButton : secondaryButton}>
        {words.open}
      </Dialog.Trigger>
      <BottomSheet title={words.title} description={hint} className={SHEET}>
        {/* Inside the sheet: each opening is a new form, with its own key. */}
        <EntryForm
          kind={kind}
          bookingId={bookingId}
          suggestedCents={suggestedCents}
          onDone={(message) => {
            setOpen(false);
            onDone(message);
          }}
        />
      </BottomSheet>
    </Dialog.Root>
  );
}

function EntryForm({
  kind,
  bookingId,
  suggestedCents,
  onDone,
}: {
  kind: EntryKind;
  bookingId: string;
  suggestedCents: number;
  onDone: (message: string) => void;
}) {
  const words = ENTRY_WORDS[kind];
  const idempotencyKey = useFormKey();
  const refetch = useRefetchMoney();
  const [check] = useState(() => entryCheck(kind, idempotencyKey));
  const today = resortToday();
  const { state, props, pending, edited } = useFormAction({
    labels: { amount: null, receivedOn: null, method: null, reference: null, note: null },
    check,
    send: (body: RecordPayment) => words.send(bookingId, body),
    fieldOf: amountFieldOf,
    checkAlert: (other) => other[0] ?? CHECK_THE_FIELDS,
    keepsFields: true,
    refused: (error) => {
      // The first send was recorded: the entry shows in the account once it is read again.
      if (sentAlready(error)) void refetch();
      return [];
    },
    done: async ({ entry }: Recorded) => {
      await refetch();
      onDone(
        `${kind === 'payment' ? 'Payment' : 'Refund'} of ${formatCents(entry.amountCents)} recorded as ${entry.receiptNumber}. The guest gets the receipt by e-mail.`,
      );
    },
  });
  return (
    <form
      {...props}
      onInput={(event) => edited((event.target as HTMLInputElement).name)}
      className="space-y-4"
    >
      <TextField
        label={words.amountLabel}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        defaultValue={suggestedCents > 0 ? centsToDollarsText(suggestedCents) : ''}
        hint="In dollars and cents, like 1250 or 1,250.50."
        error={state.fields.amount}
      />
      <TextField
        label={words.dateLabel}
        name="receivedOn"
        type="date"
        required
        max={today}
        defaultValue={today}
        error={state.fields.receivedOn}
      />
      <SelectField
        label={words.methodLabel}
        name="method"
        required
        defaultValue="bank_transfer"
        error={state.fields.method}
      >
        {TEAM_PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {PAYMENT_METHOD_LABELS[method]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Reference (optional)"
        name="reference"
        autoComplete="off"
        maxLength={MAX_REFERENCE_LENGTH}
        hint="The bank's transfer reference, or the receipt book's number."
        error={state.fields.reference}
      />
      <TextAreaField
        label="Note for the team (optional)"
        name="note"
        rows={3}
        maxLength={MAX_NOTE_LENGTH}
        error={state.fields.note}
      />
      <SheetFooter alert={state.alert}>
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? words.pending : words.submit}
        </button>
      </SheetFooter>
    </form>
  );
}

export function SheetFooter({ alert, children }: { alert: string | null; children: ReactNode }) {
  return (
    <>
      <FormAlertRegion message={alert} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className={secondaryButton}>Go back</Dialog.Close>
        {children}
      </div>
    </>
  );
}
