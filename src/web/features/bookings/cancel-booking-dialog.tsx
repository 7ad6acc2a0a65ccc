import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '#domain/locale-format.ts';
import { cancellationSchema, type Booking } from '#domain/schemas/booking.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/form/form-controls.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { getLocale, m } from '#web/i18n/messages.ts';
import { richText } from '#web/i18n/rich-text.tsx';
import { SeePolicy } from './booking-phase.tsx';
import { cancellationTermsQuery, useCancelBooking } from './manage-api.ts';
import { refundToYouText } from './stay-words.ts';

/**
 * 'Cancel booking': the refund the cancellation policy gives today on what was paid, as the
 * server computes it (the figure the cancel applies; issue 26 §4), and an optional reason. Escape, the close button and 'Keep my
 * booking' leave the booking as it is.
 */
export function CancelBookingDialog({
  booking,
  open,
  onOpenChange,
  onCancelled,
  onClosed,
}: {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: () => void;
  /** Where the focus goes once it has closed (the dialog has no trigger of its own). */
  onClosed: () => void;
}) {
  const terms = useQuery({ ...cancellationTermsQuery(booking.id), enabled: open });
  const [reason, setReason] = useState('');

  const refund = terms.data?.refund;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* It covers the page, so the page keeps its pointer-events (styles.css, decision 089). */}
        <Dialog.Overlay
          data-page-cover=""
          className="fixed inset-0 z-50 bg-teal-900/45 backdrop-blur-[2px]"
        />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-t-3xl bg-sand-50 p-6 focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(34rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8 sm:shadow-[0_32px_80px_-24px_rgba(11,56,54,0.45)]"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-3xl text-teal-900">
              {m.booking_cancel_title()}
            </Dialog.Title>
            <Dialog.Close
              aria-label={m.booking_close()}
              className="-mt-1 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand-200 hover:text-ink"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-3 leading-relaxed text-ink" aria-live="polite">
              {terms.isPending ? (
                <p className="text-ink-soft">{m.booking_cancel_working_out()}</p>
              ) : refund ? (
                <>
                  <p>{refundToYouText(refund)}</p>
                  <p>
                    {richText(m.booking_cancel_refund_now, {
                      amount: (
                        <strong className="font-semibold" data-testid="refund-amount">
                          {formatMoney(getLocale(), refund.amount)}
                        </strong>
                      ),
                    })}
                  </p>
                  <p className="text-sm text-ink-soft">
                    {refund.paidCents > 0 &&
                      `${refund.rule} ${m.booking_cancel_on_paid({ total: formatMoney(getLocale(), booking.totalPrice) })} `}
                    <SeePolicy />
                  </p>
                </>
              ) : (
                <p>
                  {terms.data?.reason ?? terms.error?.message ?? m.booking_cancel_terms_failed()}
                </p>
              )}
            </div>
          </Dialog.Description>

          {refund && (
            <CancelForm
              booking={booking}
              reason={reason}
              onReason={setReason}
              onCancelled={onCancelled}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The cancel itself, on the one form hook (decision 079): the reason checked with the domain's
 * schema, the server's refusal in the alert, one send at a time. Inside the dialog's content, so
 * closing the dialog takes a refusal's message away; the reason typed is the dialog's, and stays.
 */
function CancelForm({
  booking,
  reason,
  onReason,
  onCancelled,
}: {
  booking: Booking;
  reason: string;
  onReason: (reason: string) => void;
  onCancelled: () => void;
}) {
  const cancel = useCancelBooking(booking.id);
  const run = useFormAction({
    labels: { reason: null },
    keepsFields: true,
    read: () => ({ reason }),
    check: cancellationSchema,
    send: ({ reason }) => cancel.mutateAsync(reason),
    done: () => onCancelled(),
    checkAlert: () => null,
  });
  return (
    <form {...run.props} className="mt-6 space-y-5">
      <TextAreaField
        label={m.booking_cancel_reason()}
        name="reason"
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(event) => onReason(event.target.value)}
        error={run.state.fields.reason}
        hint={m.booking_cancel_reason_hint()}
      />
      {run.state.alert && <FormAlert>{run.state.alert}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="ghost">{m.booking_cancel_keep()}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={run.pending}>
          {run.pending ? m.booking_cancel_sending() : m.booking_cancel_booking()}
        </Button>
      </div>
    </form>
  );
}
