/**
 * The reversal of a payment or refund recorded by mistake (issue 26 §2), in the sheet and with the
 * form key of the other money forms (money-forms.tsx).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { PAYMENT_METHOD_LABELS } from '#domain/ledger.ts';
import { formatCents } from '#domain/money.ts';
import {
  MAX_REVERSAL_REASON_LENGTH,
  recordReversalSchema,
  type LedgerEntryView,
} from '#domain/schemas/payment.ts';
import { CHECK_THE_FIELDS, readForm } from '#web/components/form/form-state.ts';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { BottomSheet } from '#web/console/components/bottom-sheet.tsx';
import { dangerButton, secondaryButton } from '#web/console/components/classes.ts';
import { formatStayDate } from '#web/lib/calendar-dates.ts';
import { recordReversal, type Recorded } from './api.ts';
import { SHEET, SheetFooter, sentAlready, useFormKey, useRefetchMoney } from './money-forms.tsx';

const KIND_WORDS = { payment: 'payment', refund: 'refund', reversal: 'reversal' } as const;

/**
 * "Reverse" on a payment or refund that stands: the sheet says what it cancels (the receipt, the
 * amount, the day, the method), asks why, and the danger button names the receipt once more.
 * `afterDone` takes the focus once the entry's button is gone.
 */
export function ReverseEntry({
  bookingId,
  entry,
  onDone,
  afterDone,
}: {
  bookingId: string;
  entry: LedgerEntryView;
  onDone: (message: string) => void;
  afterDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const finished = useRef(false);
  const what = KIND_WORDS[entry.kind];
  const sent = entry.kind === 'refund' ? 'sent' : 'received';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`${secondaryButton} shrink-0`}>
        Reverse <span className="sr-only">{entry.receiptNumber}</span>
      </Dialog.Trigger>
      <BottomSheet
        title={`Reverse this ${what}?`}
        description={
          <>
            This cancels {entry.receiptNumber}, the {what} of{' '}
            <strong className="font-semibold text-ink">{formatCents(entry.amountCents)}</strong>{' '}
            {sent} {formatStayDate(entry.receivedOn)}
            {entry.method && ` (${PAYMENT_METHOD_LABELS[entry.method]})`}. The entry stays in the
            history, and the guest gets a receipt saying it was cancelled.
          </>
        }
        className={SHEET}
        onCloseAutoFocus={(event) => {
          if (!finished.current) return;
          finished.current = false;
          event.preventDefault();
          afterDone();
        }}
      >
        <ReverseForm
          bookingId={bookingId}
          entry={entry}
          onDone={(message) => {
            finished.current = true;
            setOpen(false);
            onDone(message);
          }}
        />
      </BottomSheet>
    </Dialog.Root>
  );
}

function ReverseForm({
  bookingId,
  entry,
  onDone,
}: {
  bookingId: string;
  entry: LedgerEntryView;
  onDone: (message: string) => void;
}) {
  const idempotencyKey = useFormKey();
  const refetch = useRefetchMoney();
  const { state, props, pending, edited } = useFormAction({
    labels: { reason: null },
    read: (form) => ({ ...readForm(form, ['reason']), entryId: entry.id, idempotencyKey }),
    check: recordReversalSchema,
    // The entry's id and the key are the page's, not typed: their words, should they be refused.
    checkAlert: (other) => other[0] ?? CHECK_THE_FIELDS,
    send: (body) => recordReversal(bookingId, body),
    keepsFields: true,
    refused: (error) => {
      if (sentAlready(error)) void refetch();
      return [];
    },
    done: async ({ entry: reversal }: Recorded) => {
      await refetch();
      onDone(
        `${entry.receiptNumber} is reversed, as ${reversal.receiptNumber}. The guest gets the receipt by e-mail.`,
      );
    },
  });
  return (
    <form {...props} onInput={() => edited('reason')} className="space-y-4">
      <TextAreaField
        label="Why it is reversed"
        name="reason"
        required
        rows={3}
        maxLength={MAX_REVERSAL_REASON_LENGTH}
        hint="Kept with the reversal for the team; the guest's receipt does not show it."
        error={state.fields.reason}
      />
      <SheetFooter alert={state.alert}>
        <button type="submit" disabled={pending} className={dangerButton}>
          {pending ? 'Reversing…' : `Reverse ${entry.receiptNumber}`}
        </button>
      </SheetFooter>
    </form>
  );
}
