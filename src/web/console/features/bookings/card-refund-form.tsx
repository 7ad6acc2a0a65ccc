/**
 * "Refund to the card" on a payment made by card online (issue 38 §4): the sheet says which
 * payment and how much of it can still go back, takes the amount and a note, and sends it back
 * through the card gateway. The refund is recorded, with its receipt to the guest, only once the
 * gateway accepts it; a refusal is shown in the gateway's words and nothing is recorded.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { centsToDollarsText, formatCents } from '#domain/money.ts';
import {
  MAX_NOTE_LENGTH,
  recordCardRefundSchema,
  type LedgerEntryView,
  type RecordCardRefund,
} from '#domain/schemas/payment.ts';
import { CHECK_THE_FIELDS } from '#web/components/form/form-state.ts';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { BottomSheet } from '#web/console/components/bottom-sheet.tsx';
import { primaryButton, secondaryButton } from '#web/console/components/classes.ts';
import { formatStayDate } from '#web/lib/calendar-dates.ts';
import { recordCardRefund, type Recorded } from './api.ts';
import {
  amountFieldOf,
  dollarsCheck,
  SheetFooter,
  SHEET,
  sentAlready,
  useFormKey,
  useRefetchMoney,
} from './money-forms.tsx';

export function CardRefund({
  bookingId,
  entry,
  leftCents,
  suggestedCents,
  onDone,
}: {
  bookingId: string;
  /** The card payment. */
  entry: LedgerEntryView;
  /** What of it has not gone back to its card yet. */
  leftCents: number;
  /** What the amount field starts with: the refund due, at most what is left of the payment. */
  suggestedCents: number;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`${secondaryButton} shrink-0`}>
        Refund to the card <span className="sr-only">{entry.receiptNumber}</span>
      </Dialog.Trigger>
      <BottomSheet
        title="Refund to the card"
        description={
          <>
            Sends money back to the card that paid {entry.receiptNumber} (
            {formatCents(entry.amountCents)} on {formatStayDate(entry.receivedOn)}), through the
            card company. At most{' '}
            <strong className="font-semibold text-ink">{formatCents(leftCents)}</strong> can still
            go back to it. The refund is recorded only once the card company accepts it.
          </>
        }
        className={SHEET}
      >
        <CardRefundForm
          bookingId={bookingId}
          entry={entry}
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

function CardRefundForm({
  bookingId,
  entry,
  suggestedCents,
  onDone,
}: {
  bookingId: string;
  entry: LedgerEntryView;
  suggestedCents: number;
  onDone: (message: string) => void;
}) {
  const idempotencyKey = useFormKey();
  const refetch = useRefetchMoney();
  const [check] = useState(() =>
    dollarsCheck<RecordCardRefund>(recordCardRefundSchema, 'The refund', (typed, amountCents) => ({
      entryId: entry.id,
      amountCents,
      note: typed.note,
      idempotencyKey,
    })),
  );
  const { state, props, pending, edited } = useFormAction({
    labels: { amount: null, note: null },
    check,
    send: (body: RecordCardRefund) => recordCardRefund(bookingId, body),
    fieldOf: amountFieldOf,
    checkAlert: (other) => other[0] ?? CHECK_THE_FIELDS,
    keepsFields: true,
    refused: (error) => {
      if (sentAlready(error)) void refetch();
      return [];
    },
    done: async ({ entry: refund }: Recorded) => {
      await refetch();
      onDone(
        `Refund of ${formatCents(refund.amountCents)} sent back to the card, recorded as ${refund.receiptNumber}. The guest gets the receipt by e-mail.`,
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
        label="Amount to send back (US$)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        defaultValue={suggestedCents > 0 ? centsToDollarsText(suggestedCents) : ''}
        hint="In dollars and cents, like 1250 or 1,250.50."
        error={state.fields.amount}
      />
      <TextAreaField
        label="Note (optional)"
        name="note"
        rows={3}
        maxLength={MAX_NOTE_LENGTH}
        hint="Sent to the card company as the refund's reason, and kept for the team."
        error={state.fields.note}
      />
      <SheetFooter alert={state.alert}>
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? 'Sending…' : 'Send back to the card'}
        </button>
      </SheetFooter>
    </form>
  );
}
