import { useCallback, useEffect, useId, useState } from 'react';
import { todayIn } from '#domain/dates.ts';
import { pastDateIssue, transportForm } from '#domain/forms/transport.ts';
import { formatMoney } from '#domain/locale-format.ts';
import { TRANSFER_PRICE_PER_DIRECTION } from '#domain/quote.ts';
import type { TransportReceipt } from '#domain/schemas/transport.ts';
import { TRANSPORT_SERVICES, type TransportService } from '#domain/transport-services.ts';
import {
  defaultVehicleFor,
  isVehicleAllowed,
  VAN_MAX_PASSENGERS,
  type VehicleType,
} from '#domain/vehicle.ts';
import { Button } from '#web/components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import {
  fieldsOf,
  FormAlert,
  SelectField,
  usePageForm,
} from '#web/components/form/form-controls.tsx';
import { GuestContactFields } from '#web/components/ui/guest-contact-fields.tsx';
import { paths } from '#web/lib/paths.ts';
import { getLocale, m } from '#web/i18n/messages.ts';
import { requestTransport, type TransportInput } from './api.ts';
import { Receipt, VehicleChoice } from './transport-form-parts.tsx';

export type TransportKind = 'quote' | 'book';

/**
 * Suggestions for the from and to fields: the airport, our villas and the eight destinations. They
 * are names, the same in every language, and what the guest picks is sent as it is.
 */
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

/** The services' labels (domain `TRANSPORT_SERVICES`, English there), in the page's language. */
const SERVICE_LABELS: Record<TransportService, () => string> = {
  AIRPORT_TRANSFER: () => m.transport_service_airport_transfer(),
  TOUR: () => m.transport_service_tour(),
  POINT_TO_POINT: () => m.transport_service_point_to_point(),
};
const SERVICE_OPTIONS = Object.keys(TRANSPORT_SERVICES) as TransportService[];
const PASSENGER_OPTIONS = Array.from({ length: VAN_MAX_PASSENGERS }, (_, i) => i + 1);
const DEFAULT_PASSENGERS = 2;
const NO_PARTY = {
  passengers: DEFAULT_PASSENGERS,
  vehicleType: defaultVehicleFor(DEFAULT_PASSENGERS),
};

const loadSchema = () =>
  import('#domain/schemas/transport.ts').then((module) => module.transportRequestSchema);

/** The visitor's own date (DESIGN.md decision 10); the server checks against the resort's. */
const localToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

const isService = (value: unknown): value is TransportService =>
  typeof value === 'string' && value in TRANSPORT_SERVICES;

/** What the rest of the form shows depends on: the service, the party and the vehicle. */
interface Choices {
  service: TransportService;
  passengers: number;
  vehicleType: VehicleType;
}

/** The choices as the form's fields hold them now. */
function choicesOf(form: HTMLFormElement, fallback: Choices): Choices {
  const fields = fieldsOf(form);
  const passengers = Number(fields.passengers) || fallback.passengers;
  const vehicle =
    fields.vehicleType === 'CAR' || fields.vehicleType === 'VAN' ? fields.vehicleType : 'VAN';
  return {
    service: isService(fields.service) ? fields.service : fallback.service,
    passengers,
    vehicleType: isVehicleAllowed(vehicle, passengers) ? vehicle : 'VAN',
  };
}

/** Where a transport request posts without the app: the transport page, with the form in it. */
export const transportAction = (kind: TransportKind) =>
  `${paths.transport}?request=${kind}#${TRANSPORT_REQUEST_ID}`;

/** The id of the transport page's own request form (transport-page.tsx). */
export const TRANSPORT_REQUEST_ID = 'request';

/**
 * A transport request: a quote ('Get Quote', 'Custom Itinerary') or a booking ('Book Transport'),
 * DESIGN.md decision 5. Airport transfers have a fixed price per direction, shown as the guest
 * chooses the vehicle (spec §9); everything else is priced by the team. The fields are the page's
 * own (decision 019); the price, the vehicle rule and the notes' hint follow them as they change.
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
  const today = localToday();
  // What the fields are called in their messages ('Pickup location is required').
  const labels = {
    service: m.transport_field_service(),
    from: m.transport_field_from(),
    to: m.transport_field_to(),
    date: m.transport_field_date(),
    time: m.transport_field_time(),
    passengers: m.transport_field_passengers(),
    luggage: m.transport_field_luggage(),
    vehicleType: m.transport_field_vehicle(),
    name: m.transport_field_name(),
    email: m.transport_field_email(),
    phone: m.transport_field_phone(),
    notes: m.transport_field_notes(),
  };
  const form = usePageForm({
    id: kind === 'book' ? 'transport-book' : 'transport-quote',
    labels,
    spec: transportForm,
    loadSchema,
    before: (body) => {
      const past = pastDateIssue(body.date, today);
      return past ? [past] : [];
    },
    action: transportAction(kind),
    send: (body) => requestTransport(kind, body as unknown as TransportInput),
    done: (answer) => {
      setReceipt(answer);
      setChoices({ ...starting, service: initialService });
    },
    failed: kind === 'book' ? m.transport_failed_booking() : m.transport_failed_quote(),
    failedDetail: m.transport_failed_detail(),
    onFieldChange: (element) => follow(element),
  });
  const { fields: errors, values } = form.state;
  const starting: Choices = {
    service: isService(values.service) ? values.service : initialService,
    passengers: Number(values.passengers) || DEFAULT_PASSENGERS,
    vehicleType:
      values.vehicleType === 'VAN'
        ? 'VAN'
        : defaultVehicleFor(Number(values.passengers) || DEFAULT_PASSENGERS),
  };
  const [choices, setChoices] = useState<Choices>(starting);
  const [receipt, setReceipt] = useState<TransportReceipt | null>(
    () => form.receipt as TransportReceipt | null,
  );
  const placesId = useId();
  const formRef = form.form;

  /** A car seats four: a larger party moves to the van (DESIGN.md decision 11). */
  const follow = useCallback(
    (element: HTMLFormElement) => {
      const next = choicesOf(element, { service: initialService, ...NO_PARTY });
      const van = element.querySelector<HTMLInputElement>('input[name="vehicleType"][value="VAN"]');
      if (van && next.vehicleType === 'VAN') van.checked = true;
      setChoices(next);
    },
    [initialService],
  );

  // What the guest chose before the app started shows as the app starts.
  useEffect(() => {
    if (formRef.current) follow(formRef.current);
  }, [follow, formRef, form.state.sent]);

  if (receipt) return <Receipt receipt={receipt} onClose={onClose} />;

  const price =
    choices.service === 'AIRPORT_TRANSFER'
      ? TRANSFER_PRICE_PER_DIRECTION[choices.vehicleType]
      : null;

  return (
    <form key={form.state.sent} {...form.props} className="relative space-y-6">
      <SelectField
        label={m.transport_field_service()}
        name="service"
        defaultValue={starting.service}
        error={errors.service}
      >
        {SERVICE_OPTIONS.map((value) => (
          <option key={value} value={value}>
            {SERVICE_LABELS[value]()}
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
          label={m.transport_label_from()}
          name="from"
          list={placesId}
          required
          placeholder={m.transport_place_placeholder()}
          defaultValue={values.from ?? ''}
          error={errors.from}
        />
        <TextField
          label={m.transport_label_to()}
          name="to"
          list={placesId}
          required
          placeholder={m.transport_place_placeholder()}
          defaultValue={values.to ?? ''}
          error={errors.to}
        />
        <TextField
          label={m.transport_field_date()}
          name="date"
          type="date"
          required
          min={today}
          defaultValue={values.date ?? ''}
          error={errors.date}
        />
        <TextField
          label={m.transport_label_time()}
          name="time"
          type="time"
          defaultValue={values.time ?? ''}
          error={errors.time}
          hint={m.transport_time_hint()}
        />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:gap-6">
        <SelectField
          label={m.transport_field_passengers()}
          name="passengers"
          defaultValue={starting.passengers}
          error={errors.passengers}
        >
          {PASSENGER_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
        <TextField
          label={m.transport_label_luggage()}
          name="luggage"
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          defaultValue={values.luggage ?? '2'}
          error={errors.luggage}
        />
      </div>

      <VehicleChoice
        defaultValue={starting.vehicleType}
        passengers={choices.passengers}
        error={errors.vehicleType}
      />

      <div
        aria-live="polite"
        className="rounded-2xl border border-sand-200 bg-sand-100 px-5 py-4 text-sm leading-relaxed"
      >
        {price !== null ? (
          <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span>
              {choices.vehicleType === 'CAR'
                ? m.transport_transfer_by_car()
                : m.transport_transfer_by_van()}
            </span>
            <span className="font-display text-3xl text-teal-900 lining-nums">
              {formatMoney(getLocale(), price)}
            </span>
          </p>
        ) : (
          <p>
            {choices.service === 'TOUR' ? m.transport_priced_tour() : m.transport_priced_ride()}
          </p>
        )}
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <GuestContactFields values={values} errors={errors} phoneHint={m.transport_phone_hint()} />
      </div>
      <TextAreaField
        label={m.transport_label_notes()}
        name="notes"
        rows={3}
        defaultValue={values.notes ?? ''}
        error={errors.notes}
        placeholder={
          choices.service === 'TOUR' ? m.transport_notes_tour() : m.transport_notes_ride()
        }
      />
      <HoneypotField />
      {form.state.alert && <FormAlert>{form.state.alert}</FormAlert>}
      <Button type="submit" size="lg" disabled={form.pending} className="w-full">
        {form.pending
          ? m.transport_sending()
          : kind === 'book'
            ? m.transport_request_booking()
            : m.transport_request_quote()}
      </Button>
    </form>
  );
}
