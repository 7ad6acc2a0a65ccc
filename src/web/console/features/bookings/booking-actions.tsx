/**
 * The team's decisions on a booking: confirm a request, decline it, or cancel on the guest's
 * behalf. Each asks first, in a dialog with the words the guest will get; the form's action checks
 * them with the API's own schema, sends them, and on success refreshes what the decision changed
 * (the booking, the lists, Today, the calendar) and says so in the page's status region.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { formatCents } from '#domain/money.ts';
import { refundOnPaidWords } from '#domain/refund.ts';
import {
  confirmBookingSchema,
  declineBookingSchema,
  staffCancelBookingSchema,
  type ConsoleBooking,
} from '#domain/schemas/console.ts';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { formatStayDate } from '#web/lib/calendar-dates.ts';
import { movementsKey } from '#web/console/lib/movements-api.ts';
import { todayQuery } from '#web/console/lib/today-api.ts';
import { accountQuery, cancelBooking, confirmBooking, declineBooking } from './api.ts';
import { bookingQuery, bookingsKey } from './booking-query.ts';

type Kind = 'confirm' | 'decline' | 'cancel' | 'unpaid';

/** The one text a decision sends, and its limit in the API's schema. */
interface Field {
  name: 'message' | 'reason';
  label: string;
  required: boolean;
  max: number;
  /** What the field starts with (the non-payment cancel's reason). */
  initial?: string;
}

const buttonLook = {
  primary:
    'inline-flex min-h-11 items-center justify-center rounded-full bg-teal-800 px-6 text-sm font-medium text-sand-50 hover:bg-teal-900 disabled:opacity-60',
  outline:
    'inline-flex min-h-11 items-center justify-center rounded-full border border-teal-800 px-6 text-sm font-medium text-teal-800 hover:bg-teal-800 hover:text-sand-50 disabled:opacity-60',
  danger:
    'inline-flex min-h-11 items-center justify-center rounded-full bg-danger px-6 text-sm font-medium text-sand-50 hover:opacity-90 disabled:opacity-60',
  quiet:
    'inline-flex min-h-11 items-center justify-center rounded-full px-6 text-sm font-medium text-teal-800 hover:bg-sand-200',
};

/** Which decisions the booking allows now: the server re-checks each anyway. */
export function BookingActions({
  booking,
  holdOpen,
  onDone,
  afterDone,
}: {
  booking: ConsoleBooking;
  /** A PENDING request whose hold has not run out. */
  holdOpen: boolean;
  onDone: (message: string) => void;
  /** Where focus goes once a decision is made (its button may be gone). */
  afterDone: () => void;
}) {
  const [open, setOpen] = useState<Kind | null>(null);
  const decides = holdOpen;
  // Cancelling is for confirmed stays: a request is answered with a yes or a no, and a no
  // (Decline) frees its dates and tells the guest why, as a cancellation would.
  const cancels = booking.status === 'CONFIRMED' && booking.refundIfCancelledNow !== null;
  // Past the grace days unpaid (issue 26 §3): the account says so, and a person decides.
  const account = useQuery({ ...accountQuery(booking.id), enabled: cancels });
  const unpaidSince = account.data?.cancelForNonPayment
    ? account.data.installments.find((installment) => installment.status === 'overdue')?.dueOn
    : undefined;
  if (!decides && !cancels) return null;
  const dialog = (kind: Kind) => ({
    open: open === kind,
    onOpenChange: (next: boolean) => setOpen(next ? kind : null),
    onDone: (message: string) => {
      setOpen(null);
      onDone(message);
    },
    afterDone,
  });
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {decides && (
        <>
          <ConfirmDialog booking={booking} {...dialog('confirm')} />
          <DeclineDialog booking={booking} {...dialog('decline')} />
        </>
      )}
      {cancels && unpaidSince && (
        <CancelDialog booking={booking} unpaidSince={unpaidSince} {...dialog('unpaid')} />
      )}
      {cancels && <CancelDialog booking={booking} {...dialog('cancel')} />}
    </div>
  );
}

interface DialogProps {
  booking: ConsoleBooking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (message: string) => void;
  afterDone: () => void;
}

function ConfirmDialog({ booking, ...props }: DialogProps) {
  return (
    <ActionDialog
      {...props}
      booking={booking}
      trigger={{ label: 'Confirm', look: buttonLook.primary }}
      title="Confirm this request?"
      description="The dates stay booked and the guest gets an e-mail."
      field={{
        name: 'message',
        label: 'Message to the guest (optional)',
        required: false,
        max: 2000,
      }}
      schema={confirmBookingSchema}
      send={(body: { message: string | null }) =>
        confirmBooking(booking.id, body.message ? { message: body.message } : {})
      }
      submit={{ label: 'Confirm booking', pending: 'Confirming…', look: buttonLook.primary }}
      done={`${booking.reference} is confirmed. The guest gets an e-mail.`}
    />
  );
}

function DeclineDialog({ booking, ...props }: DialogProps) {
  return (
    <ActionDialog
      {...props}
      booking={booking}
      trigger={{ label: 'Decline', look: buttonLook.outline }}
      title="Decline this request?"
      description="The dates are freed at once. The guest gets your message by e-mail."
      field={{ name: 'message', label: 'Message to the guest', required: true, max: 2000 }}
      schema={declineBookingSchema}
      send={(body: { message: string }) => declineBooking(booking.id, body)}
      submit={{ label: 'Decline request', pending: 'Declining…', look: buttonLook.danger }}
      done={`${booking.reference} is declined. The dates are free again.`}
    />
  );
}

/**
 * Cancel on the guest's behalf, the refund on what was paid shown first (issue 26 §4); with
 * `unpaidSince`, the cancel for non-payment (§3), its reason written for the team to keep or change.
 */
function CancelDialog({ booking, unpaidSince, ...props }: DialogProps & { unpaidSince?: string }) {
  const refund = booking.refundIfCancelledNow;
  return (
    <ActionDialog
      {...props}
      booking={booking}
      trigger={
        unpaidSince
          ? { label: 'Cancel for non-payment', look: buttonLook.danger }
          : { label: 'Cancel for the guest', look: buttonLook.outline }
      }
      title={unpaidSince ? 'Cancel for non-payment?' : 'Cancel this booking?'}
      description={
        refund ? (
          <>
            {unpaidSince && `Unpaid since ${formatStayDate(unpaidSince)}, past the grace days. `}
            {refundOnPaidWords(refund, 'the guest')}
            {refund.paidCents > 0 && (
              <>
                {' '}
                {refund.rule} Refund due:{' '}
                <strong className="font-semibold">{formatCents(refund.amount)}</strong>, shown on
                the booking until you record it as sent.
              </>
            )}
          </>
        ) : (
          'The dates are freed at once.'
        )
      }
      field={{
        name: 'reason',
        label: 'Reason',
        required: true,
        max: 1000,
        initial: unpaidSince ? `Not paid by ${formatStayDate(unpaidSince)}` : undefined,
      }}
      schema={staffCancelBookingSchema}
      send={(body: { reason: string }) => cancelBooking(booking.id, body)}
      submit={{ label: 'Cancel booking', pending: 'Cancelling…', look: buttonLook.danger }}
      done={`${booking.reference} is cancelled. The dates are free again.`}
      keep="Keep booking"
    />
  );
}

function ActionDialog<T>({
  booking,
  open,
  onOpenChange,
  onDone,
  afterDone,
  trigger,
  title,
  description,
  field,
  schema,
  send,
  submit,
  done,
  keep = 'Go back',
}: DialogProps & {
  trigger: { label: string; look: string };
  title: string;
  description: ReactNode;
  field: Field;
  schema: ZodType<T>;
  send: (body: T) => Promise<ConsoleBooking>;
  submit: { label: string; pending: string; look: string };
  done: string;
  keep?: string;
}) {
  const finished = useRef(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={trigger.look}>{trigger.label}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-teal-900/45" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!finished.current) return;
            finished.current = false;
            event.preventDefault();
            afterDone();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-t-3xl bg-sand-50 p-6 focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(34rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-3xl text-teal-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand-200 hover:text-ink"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-3 leading-relaxed text-ink">
            {booking.reference} · {booking.guestName}. {description}
          </Dialog.Description>
          {/* Inside the dialog's content: each opening starts with an empty form. */}
          <ActionForm
            booking={booking}
            onDone={(message) => {
              finished.current = true;
              onDone(message);
            }}
            field={field}
            schema={schema}
            send={send}
            submit={submit}
            done={done}
            keep={keep}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ActionForm<T>({
  booking,
  onDone,
  field,
  schema,
  send,
  submit,
  done,
  keep,
}: Pick<DialogProps, 'booking' | 'onDone'> & {
  field: Field;
  schema: ZodType<T>;
  send: (body: T) => Promise<ConsoleBooking>;
  submit: { label: string; pending: string; look: string };
  done: string;
  keep: string;
}) {
  const queryClient = useQueryClient();
  const { state, props, pending } = useFormAction({
    // The schemas' own words ('message is required'): the dialog's field is the one it names.
    labels: { [field.name]: null } as Record<Field['name'], null>,
    check: schema,
    send,
    done: (updated) => {
      // The answer is the booking as it now stands; what lists it is asked for again.
      queryClient.setQueryData(bookingQuery(booking.id).queryKey, updated);
      // The bookings' key holds each booking's account too: a cancel re-prices it.
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
      void queryClient.invalidateQueries({ queryKey: todayQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: movementsKey });
      onDone(done);
    },
  });

  return (
    <form {...props} className="mt-6 space-y-5">
      <TextAreaField
        label={field.label}
        name={field.name}
        required={field.required}
        maxLength={field.max}
        rows={4}
        defaultValue={state.values[field.name] ?? field.initial ?? ''}
        error={state.fields[field.name]}
      />
      <FormAlertRegion message={state.alert} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonLook.quiet}>{keep}</Dialog.Close>
        <button type="submit" disabled={pending} className={submit.look}>
          {pending ? submit.pending : submit.label}
        </button>
      </div>
    </form>
  );
}
