import { Car, CheckCircle2, Van } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { compareDates, todayIn } from '../../../domain/dates.ts';
import { formatUsd } from '../../../domain/money.ts';
import { TRANSFER_PRICE_PER_DIRECTION } from '../../../domain/quote.ts';
import type { TransportReceipt } from '../../../domain/schemas/transport.ts';
import { TRANSPORT_SERVICES, type TransportService } from '../../../domain/transport-services.ts';
import {
  CAR_MAX_GUESTS,
  defaultVehicleFor,
  isVehicleAllowed,
  VAN_MAX_PASSENGERS,
  type VehicleType,
} from '../../../domain/vehicle.ts';
import { Button } from '../../components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { FormAlert, SelectField, useFieldErrors } from '../../components/ui/form-controls.tsx';
import { GuestContactFields } from '../../components/ui/guest-contact-fields.tsx';
import { useTransportRequest } from './api.ts';

export type TransportKind = 'quote' | 'book';

/** Suggestions for the from and to fields: the airport, our villas and the eight destinations. */
export const PLACES = [
  'Bandaranaike International Airport (CMB)',
  'Villa River Breeze, Weligama',
  'Ahangama Villa, Ahangama',
  'Kandy',
  'Galle',
  'Ella',
  'Yala National Park',
  'Sigiriya',
  'Nuwara Eliya',
  'Bentota',
] as const;

const VEHICLES: { type: VehicleType; name: string; seats: number; Icon: typeof Car }[] = [
  { type: 'CAR', name: 'Sedan Car', seats: CAR_MAX_GUESTS, Icon: Car },
  { type: 'VAN', name: 'Van', seats: VAN_MAX_PASSENGERS, Icon: Van },
];

const TRANSPORT_FIELDS = {
  service: 'Service',
  from: 'Pickup location',
  to: 'Destination',
  date: 'Date',
  time: 'Time',
  passengers: 'Passengers',
  luggage: 'Luggage',
  vehicleType: 'Vehicle',
  name: 'Full name',
  email: 'Email address',
  phone: 'Phone number',
  notes: 'Notes',
} as const;
type TransportField = keyof typeof TRANSPORT_FIELDS;

const SERVICE_OPTIONS = Object.entries(TRANSPORT_SERVICES) as [TransportService, string][];
const PASSENGER_OPTIONS = Array.from({ length: VAN_MAX_PASSENGERS }, (_, i) => i + 1);

const loadSchema = () =>
  import('../../../domain/schemas/transport.ts').then((module) => module.transportRequestSchema);

/** The visitor's own date (DESIGN.md decision 10); the server checks against the resort's. */
const localToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

const blank = (service: TransportService) => ({
  service,
  from: '',
  to: '',
  date: '',
  time: '',
  passengers: 2,
  luggage: '2',
  vehicleType: defaultVehicleFor(2),
  name: '',
  email: '',
  phone: '',
  notes: '',
  website: '',
});
type Values = ReturnType<typeof blank>;

/**
 * A transport request: a quote ('Get Quote', 'Custom Itinerary') or a booking ('Book Transport'),
 * DESIGN.md decision 5. Airport transfers have a fixed price per direction, shown as the guest
 * chooses the vehicle (spec §9); everything else is priced by the team.
 */
export function TransportRequestForm({
  kind,
  initialService,
  onClose,
}: {
  kind: TransportKind;
  initialService: TransportService;
  onClose?: () => void;
}) {
  const [values, setValues] = useState<Values>(() => blank(initialService));
  const [receipt, setReceipt] = useState<TransportReceipt | null>(null);
  const { errors, formError, formProps, check, failed, clear } = useFieldErrors(
    TRANSPORT_FIELDS,
    loadSchema,
  );
  const send = useTransportRequest(kind);
  const placesId = useId();
  const today = localToday();

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in TRANSPORT_FIELDS) clear(key as TransportField);
  };

  /** A car seats four: a larger party moves to the van (DESIGN.md decision 11). */
  const setPassengers = (passengers: number) => {
    setValues((current) => ({
      ...current,
      passengers,
      vehicleType: isVehicleAllowed(current.vehicleType, passengers) ? current.vehicleType : 'VAN',
    }));
    clear('passengers');
  };

  const submit = async () => {
    if (send.isPending) return;
    const luggage = values.luggage.trim() === '' ? 0 : Number(values.luggage);
    const body = {
      service: values.service,
      from: values.from.trim(),
      to: values.to.trim(),
      date: values.date,
      time: values.time || null,
      passengers: values.passengers,
      luggage,
      vehicleType: values.vehicleType,
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || null,
      notes: values.notes.trim() || null,
      website: values.website,
    };
    const past = /^\d{4}-\d{2}-\d{2}$/.test(values.date) && compareDates(values.date, today) < 0;
    const ok = await check(
      past ? { ...body, date: undefined } : body,
      ['from', 'to', 'date', 'name', 'email'],
      past ? { date: 'The date cannot be in the past.' } : { date: 'Please choose a date.' },
    );
    if (!ok) return;
    send.mutate(body, {
      onSuccess: setReceipt,
      onError: failed(kind === 'book' ? 'Transport Request Failed' : 'Quote Request Failed'),
    });
  };

  if (receipt) return <Receipt receipt={receipt} onClose={onClose} />;

  const price =
    values.service === 'AIRPORT_TRANSFER' ? TRANSFER_PRICE_PER_DIRECTION[values.vehicleType] : null;
  const vehicleName = VEHICLES.find((v) => v.type === values.vehicleType)?.name ?? '';

  return (
    <form {...formProps(submit)} className="relative space-y-6">
      <SelectField
        label="Service"
        name="service"
        value={values.service}
        onChange={(e) => set('service', e.target.value as TransportService)}
        error={errors.service}
      >
        {SERVICE_OPTIONS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>

      <datalist id={placesId}>
        {PLACES.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="From"
          name="from"
          list={placesId}
          required
          placeholder="Airport, villa or town"
          value={values.from}
          onChange={(e) => set('from', e.target.value)}
          error={errors.from}
        />
        <TextField
          label="To"
          name="to"
          list={placesId}
          required
          placeholder="Airport, villa or town"
          value={values.to}
          onChange={(e) => set('to', e.target.value)}
          error={errors.to}
        />
        <TextField
          label="Date"
          name="date"
          type="date"
          required
          min={today}
          value={values.date}
          onChange={(e) => set('date', e.target.value)}
          error={errors.date}
        />
        <TextField
          label="Time (optional)"
          name="time"
          type="time"
          value={values.time}
          onChange={(e) => set('time', e.target.value)}
          error={errors.time}
          hint="Pickup time, Sri Lanka time"
        />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:gap-6">
        <SelectField
          label="Passengers"
          name="passengers"
          value={values.passengers}
          onChange={(e) => setPassengers(Number(e.target.value))}
          error={errors.passengers}
        >
          {PASSENGER_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Luggage (bags)"
          name="luggage"
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          value={values.luggage}
          onChange={(e) => set('luggage', e.target.value)}
          error={errors.luggage}
        />
      </div>

      <VehicleChoice
        value={values.vehicleType}
        passengers={values.passengers}
        onChange={(vehicle) => set('vehicleType', vehicle)}
        error={errors.vehicleType}
      />

      <div
        aria-live="polite"
        className="rounded-2xl border border-sand-200 bg-sand-100 px-5 py-4 text-sm leading-relaxed"
      >
        {price !== null ? (
          <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span>Airport transfer by {vehicleName.toLowerCase()}, per direction</span>
            <span className="font-display text-3xl text-teal-900 lining-nums">
              {formatUsd(price)}
            </span>
          </p>
        ) : (
          <p>
            {values.service === 'TOUR'
              ? 'Tours are priced for your itinerary'
              : 'Rides are priced for your route'}
            . Our team replies with a price within 24 hours; nothing is charged until you agree.
          </p>
        )}
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <GuestContactFields
          values={values}
          errors={errors}
          onChange={set}
          phoneHint="Optional; WhatsApp works well abroad"
        />
      </div>
      <TextAreaField
        label="Notes (optional)"
        name="notes"
        rows={3}
        value={values.notes}
        onChange={(e) => set('notes', e.target.value)}
        error={errors.notes}
        placeholder={
          values.service === 'TOUR'
            ? 'The places you would love to see, how many days, your pace'
            : 'Flight number, child seats, surfboards'
        }
      />
      <HoneypotField value={values.website} onChange={(v) => set('website', v)} />
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full">
        {send.isPending ? 'Sending...' : kind === 'book' ? 'Request Booking' : 'Request Quote'}
      </Button>
    </form>
  );
}

function VehicleChoice({
  value,
  passengers,
  onChange,
  error,
}: {
  value: VehicleType;
  passengers: number;
  onChange: (vehicle: VehicleType) => void;
  error?: string | undefined;
}) {
  const name = useId();
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">Vehicle</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {VEHICLES.map(({ type, name: label, seats, Icon }) => {
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
                name={name}
                value={type}
                checked={value === type}
                disabled={!allowed}
                onChange={() => onChange(type)}
                className="h-4 w-4 accent-teal-800"
              />
              <Icon aria-hidden="true" className="h-6 w-6 text-teal-800" />
              <span className="flex flex-col">
                <span className="font-medium">{label}</span>
                <span className="text-sm text-ink-soft">
                  {allowed
                    ? `Up to ${seats} passengers`
                    : `Seats ${seats}: too small for ${passengers}`}
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
function Receipt({
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
        {receipt.kind === 'QUOTE' ? 'Quote request received' : 'Transport request received'}
      </h3>
      <p className="mt-6 text-xs font-semibold tracking-[0.25em] text-ink-soft uppercase">
        Your reference
      </p>
      <p className="mt-1 font-display text-4xl tracking-wide text-teal-900 lining-nums">
        {receipt.reference}
      </p>
      <p role="status" className="mx-auto mt-6 max-w-md leading-relaxed text-ink-soft">
        {receipt.message}
      </p>
      {onClose && (
        <Button className="mt-8" onClick={onClose}>
          Done
        </Button>
      )}
    </div>
  );
}
