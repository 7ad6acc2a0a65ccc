/**
 * "Change the stay" on a confirmed booking (issue 26 §1, decision 090): the team sets new dates,
 * party or airport transfers with a reason, in a sheet on a phone and a dialog on a laptop. The
 * form is checked with the API's schema. As the fields change, the server prices the stay as the
 * form holds it (POST .../change/preview, nothing saved) and the form shows the new total and
 * schedule, or why the stay cannot be so; saving re-prices the schedule over what was paid and
 * e-mails the guest; the page then says the new total, and the money section (asked for again)
 * shows the new schedule.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { INSTALLMENT_LABELS } from '#domain/ledger.ts';
import { formatCents } from '#domain/money.ts';
import type { ConsoleBooking } from '#domain/schemas/console.ts';
import {
  stayChangePreviewSchema,
  stayChangeSchema,
  type StayChange,
  type StayChangeEffect,
} from '#domain/schemas/stay-change.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { consolePost } from '#web/console/lib/console-api.ts';
import { movementsKey } from '#web/console/lib/movements-api.ts';
import { formatStayDate } from '#web/lib/calendar-dates.ts';
import { bookingQuery, bookingsKey } from './booking-query.ts';

type Name =
  | 'checkInDate'
  | 'checkOutDate'
  | 'adults'
  | 'children'
  | 'infants'
  | 'airportPickup'
  | 'airportDropoff'
  | 'vehicleType'
  | 'reason';

const labels: Record<Name, null> = {
  checkInDate: null,
  checkOutDate: null,
  adults: null,
  children: null,
  infants: null,
  airportPickup: null,
  airportDropoff: null,
  vehicleType: null,
  reason: null,
};

/** The form's text as the API's body: counts as numbers, boxes as true or false. */
function read(form: FormData) {
  const text = (name: Name) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const count = (name: Name) => (text(name).trim() === '' ? Number.NaN : Number(text(name)));
  return {
    checkInDate: text('checkInDate'),
    checkOutDate: text('checkOutDate'),
    adults: count('adults'),
    children: count('children'),
    infants: count('infants'),
    airportPickup: form.has('airportPickup'),
    airportDropoff: form.has('airportDropoff'),
    vehicleType: text('vehicleType') || null,
    reason: text('reason'),
  };
}

export const changeStay = (id: string, body: StayChange) =>
  consolePost<ConsoleBooking>(`/bookings/${encodeURIComponent(id)}/change`, body);

/** How long the fields rest before the stay is priced again: a typed number is not sent per key. */
const PREVIEW_AFTER_MS = 400;

/**
 * The stay as the form holds it, priced by the server without saving: asked once the fields have
 * rested, the last answer kept on screen while the next is on its way. Null until the fields make
 * a stay the schema takes (the form says what is wrong when it is sent).
 */
function useChangePreview(booking: ConsoleBooking) {
  const [fields, setFields] = useState<ReturnType<typeof read> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const changed = (event: ChangeEvent<HTMLFormElement>) => {
    const now = read(new FormData(event.currentTarget));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFields(now), PREVIEW_AFTER_MS);
  };
  const parsed = fields
    ? stayChangePreviewSchema.safeParse({ ...fields, reason: undefined })
    : null;
  const body = parsed?.success ? parsed.data : null;
  const preview = useQuery({
    queryKey: ['console', 'bookings', booking.id, 'change-preview', body],
    queryFn: () =>
      consolePost<StayChangeEffect>(
        `/bookings/${encodeURIComponent(booking.id)}/change/preview`,
        body ?? {},
      ),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return { changed, preview: body === null ? null : preview };
}

/** What the change would do to the money, as the server priced it. */
function PreviewLines({
  booking,
  preview,
}: {
  booking: ConsoleBooking;
  preview: ReturnType<typeof useChangePreview>['preview'];
}) {
  let content: ReactNode = null;
  if (preview?.isError) {
    content = <p className="text-danger">{preview.error.message}</p>;
  } else if (preview?.data) {
    const effect = preview.data;
    content = (
      <>
        <p className="font-medium text-ink">
          New total {formatCents(effect.totalAfterCents)} (now {formatCents(booking.totalPrice)})
        </p>
        <p className="text-ink-soft">
          Paid and kept {formatCents(effect.keptCents)}
          {effect.creditCents > 0
            ? `; ${formatCents(effect.creditCents)} more than the new total, to give back`
            : `; still to pay ${formatCents(effect.balanceCents)}`}
        </p>
        {effect.scheduleAfter.length > 0 && (
          <ul className="text-ink-soft">
            {effect.scheduleAfter.map((line) => (
              <li key={`${line.kind}-${line.dueOn}`}>
                {INSTALLMENT_LABELS[line.kind]} {formatCents(line.amountCents)}, due{' '}
                {formatStayDate(line.dueOn)}
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <section
      aria-live="polite"
      aria-label="The stay priced again"
      className={content ? 'space-y-1 rounded-2xl bg-white p-4 text-sm ring-1 ring-sand-200' : ''}
    >
      {content}
    </section>
  );
}

const look =
  'inline-flex min-h-11 items-center justify-center rounded-full px-6 text-sm font-medium disabled:opacity-60';

export function ChangeStay({
  booking,
  onDone,
}: {
  booking: ConsoleBooking;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  if (booking.status !== 'CONFIRMED') return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={`${look} border border-teal-800 text-teal-800 hover:bg-teal-800 hover:text-sand-50`}
      >
        Change the stay
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-teal-900/45" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-t-3xl bg-sand-50 p-6 focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(36rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-3xl text-teal-900">
              Change the stay
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand-200 hover:text-ink"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-3 leading-relaxed text-ink">
            {booking.reference} · {booking.guestName}. The stay is priced again; what was paid stays
            paid and the rest of the schedule follows. The guest gets an e-mail with your reason.
          </Dialog.Description>
          <ChangeForm
            booking={booking}
            onDone={(message) => {
              setOpen(false);
              onDone(message);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ChangeForm({
  booking,
  onDone,
}: {
  booking: ConsoleBooking;
  onDone: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const { state, props, pending } = useFormAction({
    labels,
    read,
    check: stayChangeSchema,
    keepsFields: true,
    send: (body: StayChange) => changeStay(booking.id, body),
    done: (updated: ConsoleBooking) => {
      queryClient.setQueryData(bookingQuery(booking.id).queryKey, updated);
      // The bookings' key holds each booking's account too: the change re-prices it.
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
      void queryClient.invalidateQueries({ queryKey: movementsKey });
      onDone(
        `${booking.reference} is changed: the total is now ${formatCents(updated.totalPrice)} (was ${formatCents(booking.totalPrice)}). The guest gets an e-mail.`,
      );
    },
  });
  const f = state.fields;
  const { changed, preview } = useChangePreview(booking);
  return (
    <form {...props} onChange={changed} className="mt-6 space-y-5" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Check-in"
          name="checkInDate"
          type="date"
          required
          defaultValue={booking.checkInDate}
          error={f.checkInDate}
        />
        <TextField
          label="Check-out"
          name="checkOutDate"
          type="date"
          required
          defaultValue={booking.checkOutDate}
          error={f.checkOutDate}
        />
      </div>
      <div className="grid grid-cols-3 gap-4">
        <TextField
          label="Adults"
          name="adults"
          type="number"
          inputMode="numeric"
          min={1}
          required
          defaultValue={booking.adults}
          error={f.adults}
        />
        <TextField
          label="Children"
          name="children"
          type="number"
          inputMode="numeric"
          min={0}
          defaultValue={booking.children}
          error={f.children}
        />
        <TextField
          label="Infants"
          name="infants"
          type="number"
          inputMode="numeric"
          min={0}
          defaultValue={booking.infants}
          error={f.infants}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">Airport transfers</legend>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="airportPickup"
            defaultChecked={booking.airportPickup}
            className="h-5 w-5"
          />
          Pickup on arrival
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="airportDropoff"
            defaultChecked={booking.airportDropoff}
            className="h-5 w-5"
          />
          Drop-off on departure
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          Vehicle
          <select
            name="vehicleType"
            defaultValue={booking.vehicleType ?? ''}
            className="min-h-11 rounded-xl border border-sand-300 bg-white px-3"
          >
            <option value="">As the party needs</option>
            <option value="CAR">Car</option>
            <option value="VAN">Van</option>
          </select>
        </label>
        {f.vehicleType && <p className="text-sm text-danger">{f.vehicleType}</p>}
      </fieldset>
      <PreviewLines booking={booking} preview={preview} />
      <TextAreaField
        label="Reason (the guest reads it)"
        name="reason"
        required
        maxLength={1000}
        rows={3}
        error={f.reason}
      />
      <FormAlertRegion message={state.alert} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className={`${look} text-teal-800 hover:bg-sand-200`}>Go back</Dialog.Close>
        <button
          type="submit"
          disabled={pending}
          className={`${look} bg-teal-800 text-sand-50 hover:bg-teal-900`}
        >
          {pending ? 'Saving…' : 'Change the stay'}
        </button>
      </div>
    </form>
  );
}
