/** The transport form's vehicle choice and its receipt (transport-form.tsx). */
import { Car, CheckCircle2, Van } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { TransportReceipt } from '#domain/schemas/transport.ts';
import {
  CAR_MAX_GUESTS,
  isVehicleAllowed,
  VAN_MAX_PASSENGERS,
  type VehicleType,
} from '#domain/vehicle.ts';
import { Button } from '#web/components/ui/button.tsx';
import { m } from '#web/i18n/messages.ts';

/** The two vehicles; `name` is read as the page is drawn, in its language. */
export const VEHICLES: {
  type: VehicleType;
  name: () => string;
  seats: number;
  Icon: typeof Car;
}[] = [
  { type: 'CAR', name: () => m.transport_vehicle_car(), seats: CAR_MAX_GUESTS, Icon: Car },
  { type: 'VAN', name: () => m.transport_vehicle_van(), seats: VAN_MAX_PASSENGERS, Icon: Van },
];

/**
 * Car or van, as radios named `vehicleType`. Without the app both stay open and the server holds
 * the rule; with it the car is closed to a party it cannot seat.
 */
export function VehicleChoice({
  defaultValue,
  passengers,
  error,
}: {
  defaultValue: VehicleType;
  passengers: number;
  error?: string | undefined;
}) {
  const name = useId();
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">{m.transport_field_vehicle()}</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {VEHICLES.map(({ type, name: vehicleName, seats, Icon }) => {
          const allowed = isVehicleAllowed(type, passengers);
          return (
            <label
              key={type}
              className={`flex items-center gap-4 rounded-2xl border bg-white px-4 py-3 has-checked:border-teal-700 has-checked:ring-1 has-checked:ring-teal-700 has-focus-visible:outline-3 has-focus-visible:outline-gold-500 ${
                allowed
                  ? 'cursor-pointer border-sand-300'
                  : 'cursor-not-allowed border-sand-200 opacity-60'
              }`}
            >
              <input
                type="radio"
                name="vehicleType"
                value={type}
                defaultChecked={defaultValue === type}
                disabled={!allowed}
                className="h-4 w-4 accent-teal-800"
              />
              <Icon aria-hidden="true" className="h-6 w-6 text-teal-800" />
              <span className="flex flex-col">
                <span className="font-medium">{vehicleName()}</span>
                <span className="text-sm text-ink-soft">
                  {allowed
                    ? m.transport_up_to_passengers({ count: seats })
                    : m.transport_too_small({ seats, passengers })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The server's answer in place of the form: the reference to quote and what happens next. */
export function Receipt({
  receipt,
  onClose,
}: {
  receipt: TransportReceipt;
  onClose?: (() => void) | undefined;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="py-4 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-teal-700" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl focus:outline-none">
        {receipt.kind === 'QUOTE' ? m.transport_receipt_quote() : m.transport_receipt_booking()}
      </h3>
      <p className="mt-6 text-xs font-semibold tracking-[0.25em] text-ink-soft uppercase">
        {m.transport_reference()}
      </p>
      <p className="mt-1 font-display text-4xl tracking-wide text-teal-900 lining-nums">
        {receipt.reference}
      </p>
      <p role="status" className="mx-auto mt-6 max-w-md leading-relaxed text-ink-soft">
        {receipt.message}
      </p>
      {onClose && (
        <Button className="mt-8" onClick={onClose}>
          {m.transport_done()}
        </Button>
      )}
    </div>
  );
}
