import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useDeferredValue, useId, useRef, useState, type ChangeEvent } from 'react';
import type { FormFields } from '#domain/forms/form.ts';
import type { IsoDate } from '#domain/dates.ts';
import { countedGuests, type GuestCounts } from '#domain/guests.ts';
import type { ShownCurrency } from '#domain/currency.ts';
import { quoteStay } from '#domain/quote.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { effectiveVehicle, isVehicleAllowed, type VehicleType } from '#domain/vehicle.ts';
import { Button } from '#web/components/ui/button.tsx';
import { HoneypotField, TextAreaField } from '#web/components/ui/field.tsx';
import { fieldsOf } from '#web/components/form/form-controls.tsx';
import { GuestContactFields } from '#web/components/ui/guest-contact-fields.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { toast } from '#web/lib/toast.tsx';
import { baseLocale, getLocale, m } from '#web/i18n/messages.ts';
import { useCreateBooking } from './api.ts';
import {
  BOOKING_LABELS,
  checkBooking,
  emailFormatMessage,
  fieldsIn,
  GUEST_CONTACT_KEYS,
  loadEmailRule,
  looksLikeEmail,
  valuesOf,
  type BookingFormValues,
} from './booking-form.ts';
import { formatGuests, formatNights, formatStayDate } from '#web/lib/calendar-dates.ts';
import { PriceBreakdown } from '#web/components/price-breakdown.tsx';
import { EstimateLine } from './currency-estimate.tsx';
import { sectionTitle, TransferFields } from './booking-transfer-fields.tsx';

/** The quote's transfer line: each language words the vehicle and the ways in one phrase. */
function transferLabel(values: BookingFormValues, vehicle: VehicleType | null): string {
  const ways = Number(values.airportPickup) + Number(values.airportDropoff);
  if (!vehicle || ways === 0) return m.booking_modal_transfer();
  if (vehicle === 'CAR') {
    return ways === 1
      ? m.booking_modal_transfer_car_one_way()
      : m.booking_modal_transfer_car_both_ways();
  }
  return ways === 1
    ? m.booking_modal_transfer_van_one_way()
    : m.booking_modal_transfer_van_both_ways();
}

/**
 * 'Complete Your Booking' (spec §2, §4): the stay's summary with the full quote, recomputed as the
 * airport options change, and the guest's details. The form lives here while the dialog comes and
 * goes, so Cancel and a failed request keep what was typed; a successful one clears it.
 */
export function BookingModal({
  open,
  onOpenChange,
  villa,
  checkIn,
  checkOut,
  guests,
  shownCurrency = null,
  onBooked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  villa: Villa | null | undefined;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  guests: GuestCounts;
  /** The currency of the estimate the guest was shown, which the booking keeps (issue 39 §3). */
  shownCurrency?: ShownCurrency | null;
  onBooked?: (booking: BookingCreated) => void;
}) {
  const id = useId();
  // The tap on 'Book Entire Villa' draws the dialog's frame (overlay, title, close) and its focus
  // trap; the form follows in the next render, which React makes at a lower priority, so the
  // dialog shows at the next paint rather than after every field is built (decision 099).
  const formShown = useDeferredValue(open);
  // The fields are the page's own (decision 019); the draft is what they held at their last change,
  // for the quote, for Confirm Booking and for the fields when the dialog opens again.
  const [draft, setDraft] = useState<FormFields>({});
  const values = valuesOf(draft);
  // The e-mail's shape as the guest leaves the field; the check before sending is the hook's.
  const [emailFormatError, setEmailFormatError] = useState<string | undefined>();
  const justBooked = useRef(false);
  const createBooking = useCreateBooking();

  const party = countedGuests(guests);
  const vehicle = effectiveVehicle({
    airportPickup: values.airportPickup,
    airportDropoff: values.airportDropoff,
    vehicleType: values.vehicleType,
    guests: party,
  });
  // The radio shows the vehicle the booking will get: the van once the party outgrows the car.
  const shownVehicle = isVehicleAllowed(values.vehicleType, party) ? values.vehicleType : 'VAN';
  const quote =
    villa && checkIn && checkOut && checkOut > checkIn
      ? quoteStay(villa.pricing, {
          checkIn,
          checkOut,
          guests: party,
          airportPickup: values.airportPickup,
          airportDropoff: values.airportDropoff,
          vehicleType: vehicle ?? 'CAR',
        })
      : null;

  const sending = createBooking.isPending;
  const canSend = values.guestName.trim() !== '' && values.guestEmail.trim() !== '' && !sending;

  const run = useFormAction({
    labels: BOOKING_LABELS,
    keepsFields: true,
    read: (data) => valuesOf(fieldsIn(data)),
    check: {
      safeParse: (typed) =>
        checkBooking(
          typed as BookingFormValues,
          villa && checkIn && checkOut && canSend
            ? { villaId: villa.id, checkInDate: checkIn, checkOutDate: checkOut }
            : null,
        ),
    },
    send: ({ villaId, checkInDate, checkOutDate, ...typed }) =>
      createBooking.mutateAsync({
        villaId,
        guestName: typed.guestName.trim(),
        guestEmail: typed.guestEmail.trim(),
        guestPhone: typed.guestPhone.trim() || null,
        checkInDate,
        checkOutDate,
        adults: guests.adults,
        children: guests.children,
        infants: guests.infants,
        airportPickup: typed.airportPickup,
        airportDropoff: typed.airportDropoff,
        vehicleType: vehicle ?? 'CAR',
        specialRequests: typed.specialRequests.trim() || null,
        website: typed.website,
        ...(shownCurrency ? { shownCurrency } : {}),
        // The page's language is the booking's: the guest's e-mails are written in it (issue 39
        // §1). English, the server's default, goes unsaid, as before.
        ...(getLocale() !== baseLocale ? { language: getLocale() } : {}),
      }),
    done: (booking) => {
      // Toast texts, spec §8.
      toast.success(m.booking_modal_success_title(), {
        description: m.booking_modal_success_description(),
      });
      setDraft({});
      setEmailFormatError(undefined);
      justBooked.current = true;
      onOpenChange(false);
      onBooked?.(booking);
      return 'clear';
    },
    refused: (error) => {
      toast.error(m.booking_modal_failure_title(), {
        description:
          (error instanceof Error && error.message) || m.booking_modal_failure_fallback(),
      });
      return [];
    },
    // The toast says what went wrong; the fields say where.
    checkAlert: () => null,
    refusalAlert: () => null,
  });
  const errors = run.state.fields;

  const changed = (event: ChangeEvent<HTMLFormElement>) => {
    setDraft(fieldsOf(event.currentTarget));
    const { name, value } = event.target as { name?: string; value?: string };
    // An e-mail's message stays until the address has the shape the rule asks for.
    if (name === 'guestEmail' && !looksLikeEmail(value ?? '')) return;
    if (name === 'guestEmail') setEmailFormatError(undefined);
    if (name) run.edited(name);
  };

  const emailError = emailFormatError ?? errors.guestEmail;

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
            // After a request the confirmation takes the focus; the trigger may be gone.
            if (justBooked.current) {
              event.preventDefault();
              justBooked.current = false;
            }
          }}
          className="fixed inset-0 z-50 flex flex-col bg-sand-50 focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[min(56rem,calc(100dvh-3rem))] sm:w-[min(40rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:overflow-hidden sm:rounded-3xl sm:shadow-[0_32px_80px_-24px_rgba(11,56,54,0.45)]"
        >
          <header className="flex items-start justify-between gap-4 border-b border-sand-200 px-5 pt-5 pb-4 sm:px-8 sm:pt-7">
            <div>
              <Dialog.Title className="font-display text-3xl text-teal-900">
                {m.booking_modal_title()}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-soft">
                {m.booking_modal_description()}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={m.booking_close()}
              className="-mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand-200 hover:text-ink"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </header>

          {formShown && (
            <form
              key={run.state.sent}
              {...run.props}
              onChange={changed}
              onFocus={() => void loadEmailRule()}
              className="flex min-h-0 flex-1 flex-col"
            >
              <div className="flex-1 space-y-8 overflow-y-auto px-5 py-6 sm:px-8">
                <section
                  aria-labelledby={`${id}-summary`}
                  className="rounded-2xl bg-white p-5 ring-1 ring-sand-200"
                >
                  <h3 id={`${id}-summary`} className="sr-only">
                    {m.booking_your_stay()}
                  </h3>
                  <p className="font-display text-2xl text-teal-900">{villa?.name}</p>
                  {villa?.location && <p className="text-sm text-ink-soft">{villa.location}</p>}
                  <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                    <div>
                      <dt className="text-ink-soft">{m.booking_check_in()}</dt>
                      <dd className="font-medium text-ink">
                        {checkIn ? formatStayDate(checkIn) : '—'}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-ink-soft">{m.booking_check_out()}</dt>
                      <dd className="font-medium text-ink">
                        {checkOut ? formatStayDate(checkOut) : '—'}
                      </dd>
                    </div>
                    <div className="col-span-2">
                      <dt className="text-ink-soft">{m.booking_guests()}</dt>
                      <dd className="font-medium text-ink">{formatGuests(guests)}</dd>
                    </div>
                  </dl>
                  {quote && (
                    <>
                      <p className="sr-only">{formatNights(quote.nights)}</p>
                      <PriceBreakdown
                        quote={quote}
                        transferLabel={transferLabel(values, vehicle)}
                        className="mt-5 border-t border-sand-200 pt-5"
                      />
                      <EstimateLine
                        total={quote.total}
                        currency={shownCurrency}
                        className="mt-2 text-right text-sm text-ink-soft"
                      />
                    </>
                  )}
                </section>

                <section aria-labelledby={`${id}-contact`} className="space-y-4">
                  <h3 id={`${id}-contact`} className={sectionTitle}>
                    {m.booking_modal_contact()}
                  </h3>
                  <GuestContactFields
                    values={{
                      name: values.guestName,
                      email: values.guestEmail,
                      phone: values.guestPhone,
                    }}
                    errors={{
                      name: errors.guestName,
                      email: emailError,
                      phone: errors.guestPhone,
                    }}
                    phoneHint={m.booking_modal_phone_hint()}
                    inputNames={GUEST_CONTACT_KEYS}
                    emailProps={{
                      inputMode: 'email',
                      onBlur: (event) => {
                        const typed = event.target.value.trim();
                        setEmailFormatError(
                          typed && !looksLikeEmail(typed) ? emailFormatMessage() : undefined,
                        );
                      },
                    }}
                  />
                </section>

                <TextAreaField
                  label={m.booking_modal_special_requests()}
                  name="specialRequests"
                  defaultValue={values.specialRequests}
                  error={errors.specialRequests}
                  placeholder={m.booking_modal_special_requests_placeholder()}
                  rows={3}
                />

                <TransferFields
                  pickup={values.airportPickup}
                  dropoff={values.airportDropoff}
                  shownVehicle={shownVehicle}
                  party={party}
                />

                <HoneypotField />
              </div>

              <footer className="flex justify-end gap-3 border-t border-sand-200 bg-sand-50 px-5 py-4 sm:px-8 sm:py-5">
                <Dialog.Close asChild>
                  <Button variant="outline">{m.booking_modal_cancel()}</Button>
                </Dialog.Close>
                <Button
                  type="submit"
                  disabled={!canSend}
                  className="flex-1 sm:min-w-44 sm:flex-none"
                >
                  {sending ? m.booking_modal_sending() : m.booking_modal_confirm()}
                </Button>
              </footer>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
