import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  mergeRanges,
  stayCrossesBlocked,
  type CalendarRules,
  type DateSelection,
} from '#domain/calendar.ts';
import { addDays, compareDates, type IsoDate } from '#domain/dates.ts';
import { countedGuests, type GuestCounts } from '#domain/guests.ts';
import { formatMoney } from '#domain/locale-format.ts';
import { quoteStay, TRANSFER_PRICE_PER_DIRECTION } from '#domain/quote.ts';
import { bookingUpdateSchema, type Booking, type BookingUpdate } from '#domain/schemas/booking.ts';
import { effectiveVehicle, isVehicleAllowed, type VehicleType } from '#domain/vehicle.ts';
import { nightsBetween } from '#domain/dates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/form/form-controls.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { availabilityQuery, villaQuery } from '#web/lib/villas-api.ts';
import { useUpdateBooking } from './manage-api.ts';
import { visitorToday } from '#web/lib/calendar-dates.ts';
import { DateRangeField } from './date-range-field.tsx';
import { GuestCounters } from './guest-counters.tsx';
import { PriceBreakdown } from '#web/components/price-breakdown.tsx';
import { getLocale, m } from '#web/i18n/messages.ts';
import { vehicleLabel } from './booking-transfer-fields.tsx';
import { guestProblemTexts, stayRuleText } from './stay-words.ts';

interface Range {
  startDate: IsoDate;
  endDate: IsoDate;
}

/**
 * The villa's taken nights without this booking's own (inclusive ranges): the guest may move
 * within or across them. The server checks again, excluding the booking itself.
 */
export function withoutOwnNights(ranges: readonly Range[], checkIn: IsoDate, checkOut: IsoDate) {
  const first = checkIn;
  const last = addDays(checkOut, -1);
  const out: Range[] = [];
  for (const range of ranges) {
    if (compareDates(range.endDate, first) < 0 || compareDates(range.startDate, last) > 0) {
      out.push(range);
      continue;
    }
    if (compareDates(range.startDate, first) < 0) {
      out.push({ startDate: range.startDate, endDate: addDays(first, -1) });
    }
    if (compareDates(range.endDate, last) > 0) {
      out.push({ startDate: addDays(last, 1), endDate: range.endDate });
    }
  }
  return out;
}

/**
 * Changing a request that waits for confirmation: its dates on the villa page's calendar, the
 * party, the transfers. The new price shows as it changes (the domain's quote, the server's own
 * rule); saving sends the change, which the server checks and prices again.
 */
export function BookingEditor({
  booking: b,
  onDone,
  onClose,
}: {
  booking: Booking;
  onDone: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const villa = useQuery(villaQuery(b.villaSlug));
  const availability = useQuery(availabilityQuery(b.villaId));
  const update = useUpdateBooking(b.id);
  const [selection, setSelection] = useState<DateSelection>({
    checkIn: b.checkInDate,
    checkOut: b.checkOutDate,
  });
  const [guests, setGuests] = useState<GuestCounts>({
    adults: b.adults,
    children: b.children,
    infants: b.infants,
  });
  const [pickup, setPickup] = useState(b.airportPickup);
  const [dropoff, setDropoff] = useState(b.airportDropoff);
  const [vehicle, setVehicle] = useState<VehicleType>(b.vehicleType ?? 'CAR');

  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: 'start' });
    sectionRef.current?.focus();
  }, []);

  const rules = useMemo<CalendarRules>(
    () => ({
      today: visitorToday(),
      blocked: mergeRanges(
        withoutOwnNights(availability.data?.blockedDates ?? [], b.checkInDate, b.checkOutDate),
      ),
      stays: villa.data?.pricing,
    }),
    [availability.data, b.checkInDate, b.checkOutDate, villa.data?.pricing],
  );

  const { checkIn, checkOut } = selection;
  const party = countedGuests(guests);
  const pricing = villa.data?.pricing;
  const minimumNights = villa.data?.minimumNights ?? 1;
  const nights = checkIn && checkOut ? nightsBetween(checkIn, checkOut) : null;
  // The villa's stay rules (minimum stays, changeover days), as the server will check them.
  const ruleMessage =
    pricing && checkIn && checkOut && nights !== null && nights > 0
      ? stayRuleText(pricing, { checkIn, checkOut })
      : null;
  const chosenVehicle = effectiveVehicle({
    airportPickup: pickup,
    airportDropoff: dropoff,
    vehicleType: vehicle,
    guests: party,
  });
  const problems: string[] = [];
  if (!checkIn || !checkOut) problems.push(m.booking_editor_choose_dates());
  else if (ruleMessage) problems.push(ruleMessage);
  else if (stayCrossesBlocked(checkIn, checkOut, rules.blocked)) {
    problems.push(m.booking_editor_dates_taken());
  }
  if (villa.data) problems.push(...guestProblemTexts(guests, villa.data.guests));

  const quote =
    pricing && checkIn && checkOut && nights !== null && nights > 0
      ? quoteStay(pricing, {
          checkIn,
          checkOut,
          guests: party,
          airportPickup: pickup,
          airportDropoff: dropoff,
          vehicleType: chosenVehicle ?? 'CAR',
        })
      : null;

  // The one form hook (decision 079) sends the change: the fields are this editor's own (a
  // calendar, counters), so it reads them from here; the problems above keep the button disabled,
  // the domain's schema checks the change, the server's refusal is the alert, one send at a time.
  const run = useFormAction<never, BookingUpdate, Booking>({
    labels: {},
    keepsFields: true,
    read: () => ({
      checkInDate: checkIn,
      checkOutDate: checkOut,
      ...guests,
      airportPickup: pickup,
      airportDropoff: dropoff,
      vehicleType: chosenVehicle,
    }),
    check: {
      safeParse: (typed) =>
        problems.length > 0 || !checkIn || !checkOut
          ? { success: false, error: { issues: [] } }
          : bookingUpdateSchema.safeParse(typed),
    },
    send: (change) => update.mutateAsync(change),
    done: () => onDone(),
    checkAlert: (other) => other.join(' ') || null,
  });

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="mt-12 scroll-mt-24 rounded-3xl border border-sand-200 bg-white p-6 focus:outline-none sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-3xl">
        {m.booking_editor_title()}
      </h2>
      <p className="mt-2 text-ink-soft">{m.booking_editor_intro()}</p>
      <form {...run.props} className="mt-6 space-y-8">
        <div className="grid gap-8 md:grid-cols-2">
          <div className="space-y-8">
            <fieldset>
              <legend className="mb-3 text-xs font-semibold tracking-[0.18em] text-ink-soft uppercase">
                {m.booking_dates()}
              </legend>
              <DateRangeField
                selection={selection}
                onChange={setSelection}
                rules={rules}
                minimumNights={minimumNights}
              />
            </fieldset>
            {villa.data ? (
              <GuestCounters value={guests} onChange={setGuests} capacity={villa.data.guests} />
            ) : (
              <p className="text-sm text-ink-soft">{m.booking_editor_loading_villa()}</p>
            )}
          </div>
          <div className="space-y-8">
            <fieldset className="space-y-3">
              <legend className="mb-3 text-xs font-semibold tracking-[0.18em] text-ink-soft uppercase">
                {m.booking_airport_transfers()}
              </legend>
              <label className="flex items-center gap-3 text-ink">
                <input
                  type="checkbox"
                  name="airportPickup"
                  checked={pickup}
                  onChange={(event) => setPickup(event.target.checked)}
                  className="h-5 w-5 accent-teal-800"
                />
                {m.booking_editor_pickup()}
              </label>
              <label className="flex items-center gap-3 text-ink">
                <input
                  type="checkbox"
                  name="airportDropoff"
                  checked={dropoff}
                  onChange={(event) => setDropoff(event.target.checked)}
                  className="h-5 w-5 accent-teal-800"
                />
                {m.booking_editor_dropoff()}
              </label>
              {(pickup || dropoff) && (
                <fieldset className="mt-2 space-y-2">
                  <legend className="mb-2 text-sm font-medium text-ink">
                    {m.booking_vehicle()}
                  </legend>
                  {(['CAR', 'VAN'] as const).map((type) => (
                    <label
                      key={type}
                      className={`flex items-center gap-3 text-sm text-ink ${isVehicleAllowed(type, party) ? '' : 'opacity-60'}`}
                    >
                      <input
                        type="radio"
                        name="vehicleType"
                        value={type}
                        checked={chosenVehicle === type}
                        disabled={!isVehicleAllowed(type, party)}
                        onChange={() => setVehicle(type)}
                        className="h-4 w-4 accent-teal-800"
                      />
                      {m.booking_vehicle_with_price({
                        vehicle: vehicleLabel(type),
                        price: formatMoney(getLocale(), TRANSFER_PRICE_PER_DIRECTION[type]),
                      })}
                    </label>
                  ))}
                </fieldset>
              )}
            </fieldset>
            <div aria-live="polite">
              <h3 className="font-sans text-xs font-semibold tracking-[0.18em] text-ink-soft uppercase">
                {m.booking_editor_new_price()}
              </h3>
              {quote ? (
                <>
                  <PriceBreakdown
                    className="mt-3"
                    quote={quote}
                    {...(quote.transfer > 0
                      ? { transferLabel: m.booking_airport_transfers() }
                      : {})}
                  />
                  {quote.total !== b.totalPrice && (
                    <p className="mt-2 text-sm text-ink-soft">
                      {m.booking_editor_was({ amount: formatMoney(getLocale(), b.totalPrice) })}
                    </p>
                  )}
                </>
              ) : (
                <p className="mt-3 text-sm text-ink-soft">{m.booking_editor_choose_for_price()}</p>
              )}
            </div>
          </div>
        </div>
        <div aria-live="polite">
          {problems.length > 0 && checkIn && (
            <ul className="space-y-1 text-sm text-danger">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
        {run.state.alert && <FormAlert>{run.state.alert}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            {m.booking_editor_keep()}
          </Button>
          <Button type="submit" disabled={run.pending || problems.length > 0}>
            {run.pending ? m.booking_editor_saving() : m.booking_editor_save()}
          </Button>
        </div>
      </form>
    </section>
  );
}
