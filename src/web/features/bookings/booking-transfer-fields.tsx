import { useId } from 'react';
import { TRANSFER_PRICE_PER_DIRECTION } from '#domain/quote.ts';
import { CAR_MAX_GUESTS, isVehicleAllowed, type VehicleType } from '#domain/vehicle.ts';
import { formatMoney } from '#domain/locale-format.ts';
import { getLocale, m } from '#web/i18n/messages.ts';

/** The vehicles' names with the parties they seat, in the page's language. */
export const vehicleLabel = (type: VehicleType): string =>
  type === 'CAR' ? m.booking_vehicle_car() : m.booking_vehicle_van();

export const sectionTitle =
  'font-sans text-xs font-semibold tracking-[0.18em] text-ink-soft uppercase';

/**
 * The booking's airport transfer (spec §4): pickup and drop-off, and once either is chosen the
 * vehicle, the car greyed out for a party it cannot seat. Plain named fields of the modal's form.
 */
export function TransferFields({
  pickup,
  dropoff,
  shownVehicle,
  party,
}: {
  pickup: boolean;
  dropoff: boolean;
  /** The vehicle the booking will get: the van once the party outgrows the car. */
  shownVehicle: VehicleType;
  party: number;
}) {
  const id = useId();
  const transferChosen = pickup || dropoff;
  return (
    <fieldset className="space-y-3">
      <legend className={`${sectionTitle} mb-3`}>{m.booking_transfer_title()}</legend>
      <TransferOption
        label={m.booking_transfer_pickup()}
        detail={m.booking_transfer_pickup_detail()}
        name="airportPickup"
        defaultChecked={pickup}
      />
      <TransferOption
        label={m.booking_transfer_dropoff()}
        detail={m.booking_transfer_dropoff_detail()}
        name="airportDropoff"
        defaultChecked={dropoff}
      />
      {transferChosen && (
        <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-sand-200">
          <legend className="float-left mb-2 w-full text-sm font-medium text-ink">
            {m.booking_vehicle()}
          </legend>
          <div className="clear-both grid gap-2 sm:grid-cols-2">
            {(['CAR', 'VAN'] as const).map((type) => {
              const allowed = isVehicleAllowed(type, party);
              return (
                <div
                  key={type}
                  className={`flex items-center gap-3 rounded-xl border px-4 py-3 text-sm transition-colors ${
                    shownVehicle === type ? 'border-teal-700 bg-sand-100' : 'border-sand-300'
                  } ${allowed ? '' : 'opacity-60'}`}
                >
                  <label
                    className={`flex flex-1 items-center gap-3 text-ink ${allowed ? 'cursor-pointer' : 'cursor-not-allowed'}`}
                  >
                    <input
                      type="radio"
                      name="vehicleType"
                      value={type}
                      defaultChecked={shownVehicle === type}
                      disabled={!allowed}
                      aria-describedby={`${id}-${type}-price`}
                      className="h-4 w-4 accent-teal-800"
                    />
                    {vehicleLabel(type)}
                  </label>
                  <span id={`${id}-${type}-price`} className="text-ink-soft">
                    {m.booking_per_way({
                      price: formatMoney(getLocale(), TRANSFER_PRICE_PER_DIRECTION[type]),
                    })}
                  </span>
                </div>
              );
            })}
          </div>
          {party > CAR_MAX_GUESTS && (
            <p className="mt-2 text-xs text-ink-soft">
              {m.booking_transfer_party_van({ count: party, max: CAR_MAX_GUESTS })}
            </p>
          )}
        </fieldset>
      )}
    </fieldset>
  );
}

function TransferOption({
  label,
  detail,
  name,
  defaultChecked,
}: {
  label: string;
  detail: string;
  name: string;
  defaultChecked: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-detail`}
        className="mt-0.5 h-5 w-5 shrink-0 rounded accent-teal-800"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-detail`} className="text-sm text-ink-soft">
          {detail}
        </p>
      </div>
    </div>
  );
}
