import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { formatCents } from '#domain/money.ts';
import { BOOKING_STATUSES } from '#domain/schemas/booking.ts';
import { consoleBookingsQuerySchema, type ConsoleBookingSummary } from '#domain/schemas/console.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { formatCompactDate, formatGuests, formatNights } from '#web/lib/calendar-dates.ts';
import { villasQuery } from '#web/lib/villas-api.ts';
import { Pager } from '#web/console/components/pager.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import { useNow } from '#web/console/lib/use-now.ts';
import { consolePaths } from '#web/console/paths.ts';
import { readForm } from '#web/components/form/form-state.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { bookingListQuery } from './api.ts';
import { HoldLeft, STATUS_LABELS, StatusBadge } from '#web/console/components/booking-status.tsx';
import {
  filtersFromSearch,
  searchFromFilters,
  type ListFilters,
  type ListKind,
} from './list-filters.ts';
import { languageLabel } from './language-label.ts';

const TEXTS: Record<ListKind, { title: string; intro: string; path: string }> = {
  requests: {
    title: 'Requests',
    intro: 'Booking requests waiting for a yes or a no. Each holds its dates for 24 hours.',
    path: consolePaths.requests,
  },
  bookings: {
    title: 'Bookings',
    intro: 'Every request and booking. Search by reference, name or e-mail.',
    path: consolePaths.bookings,
  },
};

const FILTER_LABELS = { q: null, status: null, villa: null, from: null, to: null } as const;
const FILTER_FIELDS = Object.keys(FILTER_LABELS) as (keyof typeof FILTER_LABELS)[];

/**
 * Requests (PENDING first chosen) and Bookings (every status): one list, paged and filtered on
 * the server, its filters in the address so a filtered list can be linked and comes back on Back.
 */
export function BookingsPage({ kind }: { kind: ListKind }) {
  const texts = TEXTS[kind];
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = filtersFromSearch(search, kind);
  const list = useQuery(bookingListQuery(filters));
  const now = useNow();
  const go = (next: ListFilters) => navigate(`${texts.path}${searchFromFilters(next, kind)}`);

  return (
    <>
      <title>{`${texts.title} · Console`}</title>
      <h1 className="text-4xl">{texts.title}</h1>
      <p className="mt-3 text-ink-soft">{texts.intro}</p>
      {/* Drawn anew when the address changes (Back, a link): the fields show its filters. */}
      <Filters key={search} filters={filters} onApply={go} kind={kind} />
      <section aria-labelledby="bookings-results" className="mt-8">
        <h2 id="bookings-results" className="sr-only">
          Results
        </h2>
        {list.isError && <FormAlertRegion message={messageOf(list.error)} />}
        {list.isPending && <p>Loading…</p>}
        {list.data && (
          <>
            <p role="status" className="text-sm text-ink-soft">
              {list.data.totalElements === 0
                ? 'Nothing matches these filters.'
                : `${list.data.totalElements} ${list.data.totalElements === 1 ? 'booking' : 'bookings'}`}
            </p>
            <ul aria-label={texts.title} className="mt-3 space-y-3">
              {list.data.content.map((booking) => (
                <BookingRow key={booking.id} booking={booking} now={now} />
              ))}
            </ul>
            <Pager
              page={list.data.number}
              totalPages={list.data.totalPages}
              hrefFor={(page) => `${texts.path}${searchFromFilters({ ...filters, page }, kind)}`}
            />
          </>
        )}
      </section>
    </>
  );
}

/**
 * The filters as one form: checked with the API's own schema (a 'to' before 'from' is said here,
 * not sent), then written into the address, back on the first page.
 */
function Filters({
  filters,
  onApply,
  kind,
}: {
  filters: ListFilters;
  onApply: (filters: ListFilters) => void;
  kind: ListKind;
}) {
  const villas = useQuery(villasQuery());
  const { state, props } = useFormAction({
    // The schema's own words ('to must be on or after from').
    labels: FILTER_LABELS,
    // A filter left blank is no filter.
    read: (form) =>
      Object.fromEntries(
        Object.entries(readForm(form, FILTER_FIELDS)).flatMap(([name, value]) =>
          value.trim() ? [[name, value.trim()]] : [],
        ),
      ),
    check: consoleBookingsQuerySchema,
    keepsFields: true,
    checkAlert: () => null,
    send: ({ status, villa, from, to, q }) =>
      onApply({
        ...(status ? { status } : {}),
        ...(villa ? { villa } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        ...(q ? { q } : {}),
        page: 0,
      }),
  });
  const errors = state.fields;

  return (
    <form
      role="search"
      aria-label={kind === 'requests' ? 'Filter requests' : 'Search bookings'}
      {...props}
      className="mt-6 grid gap-4 rounded-2xl border border-sand-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2 lg:col-span-4">
        <TextField
          label="Search"
          name="q"
          type="search"
          maxLength={100}
          defaultValue={filters.q ?? ''}
          hint="A reference, or part of a name or e-mail."
          error={errors.q}
        />
      </div>
      <SelectField label="Status" name="status" defaultValue={filters.status ?? ''}>
        <option value="">Any status</option>
        {BOOKING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Villa" name="villa" defaultValue={filters.villa ?? ''}>
        <option value="">Any villa</option>
        {villas.data?.map((villa) => (
          <option key={villa.id} value={villa.id}>
            {villa.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Staying from"
        name="from"
        type="date"
        defaultValue={filters.from ?? ''}
        error={errors.from}
      />
      <TextField
        label="Staying to"
        name="to"
        type="date"
        defaultValue={filters.to ?? ''}
        error={errors.to}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-full bg-teal-800 px-6 text-sm font-medium text-sand-50 hover:bg-teal-900"
        >
          Search
        </button>
        <Link
          href={TEXTS[kind].path}
          className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-teal-800 hover:bg-sand-200"
        >
          Clear filters
        </Link>
      </div>
    </form>
  );
}

function BookingRow({ booking: b, now }: { booking: ConsoleBookingSummary; now: Date }) {
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            href={consolePaths.booking(b.id)}
            className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
          >
            {b.reference}
          </Link>
          <StatusBadge status={b.status} />
          {b.status === 'PENDING' && b.holdExpiresAt && (
            <HoldLeft expiresAt={b.holdExpiresAt} now={now} />
          )}
        </p>
        <p className="font-semibold text-teal-900 tabular-nums">{formatCents(b.totalPrice)}</p>
      </div>
      <p className="mt-1 text-ink">
        {b.guestName} <span className="text-sm break-all text-ink-soft">{b.guestEmail}</span>
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        {b.villaName} · {formatCompactDate(b.checkInDate)} to {formatCompactDate(b.checkOutDate)} ·{' '}
        {formatNights(b.nights)} · {formatGuests(b)}
        {/* The guest's language, whose e-mails they receive: where the row has room for it. */}
        <span className="hidden sm:inline"> · {languageLabel(b.language)}</span>
      </p>
    </li>
  );
}
