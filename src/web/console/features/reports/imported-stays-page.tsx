/**
 * The imported stays of a period (issue 28 §2): the nights a platform's calendar closed here,
 * which count as sold but earn nothing in the reports until the team enters what the platform
 * paid. Each stay is its own small form, saved alone with the version the page read (a 412 asks
 * whether to save over the other person's change, as the console's editors do), and a stay that
 * was no stay at all (the owner's own days closed on a platform) is marked so: its nights are
 * then closed, not sold.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'wouter';
import { isValidIsoDate, resortToday } from '#domain/dates.ts';
import { centsToDollarsText, formatCents, parseDollars } from '#domain/money.ts';
import { monthPeriod } from '#domain/reports.ts';
import {
  importedStayUpdateSchema,
  type ImportedStay,
  type ImportedStayUpdate,
} from '#domain/schemas/report.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { readForm, type Issue } from '#web/components/form/form-state.ts';
import { useFormAction, type FormCheck } from '#web/components/form/use-form-action.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { badge, card, secondaryButton } from '#web/console/components/classes.ts';
import {
  changedParts,
  EditConflict,
  useEditConflict,
} from '#web/console/components/edit-conflict.tsx';
import { FilterForm } from '#web/console/components/filter-form.tsx';
import { formatDay } from '#web/console/components/format.ts';
import { useUrlQuery } from '#web/console/components/url-query.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { useNow } from '#web/console/lib/use-now.ts';
import { villaNamesQuery } from '#web/console/lib/villa-calendar-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import {
  fetchImportedStays,
  importedStaysQuery,
  reportsKey,
  saveImportedStay,
  type ImportedStaysFilter,
} from './api.ts';
import { lastWholeMonth } from './report-period.ts';

const FILTER_NAMES = ['from', 'to', 'villa', 'missing'] as const;

/** The page's filter from its address: the last whole month, every villa, those with no amount. */
function filterOf(params: URLSearchParams, today: string): ImportedStaysFilter {
  const fallback = monthPeriod(lastWholeMonth(today));
  const date = (key: string, otherwise: string) => {
    const value = params.get(key) ?? '';
    return isValidIsoDate(value) ? value : otherwise;
  };
  const villa = params.get('villa') ?? '';
  return {
    from: date('from', fallback.from),
    to: date('to', fallback.to),
    villaId: /^[0-9a-f]{24}$/.test(villa) ? villa : undefined,
    missing: params.get('missing') !== 'false',
  };
}

export function ImportedStaysPage() {
  const url = useUrlQuery();
  const today = resortToday(useNow());
  const filter = filterOf(url.params, today);
  const stays = useQuery(importedStaysQuery(filter));
  const villas = useQuery(villaNamesQuery);

  return (
    <>
      <title>Imported stays · Reports · Console</title>
      <p>
        <Link href={consolePaths.reports} className="text-sm text-teal-800 underline">
          Reports
        </Link>
      </p>
      <h1 className="mt-2 text-4xl">Imported stays</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        Stays booked on Airbnb, Booking.com, Vrbo and other platforms, as their calendars closed the
        dates here. Enter what each paid, so the reports count its revenue; mark the dates that were
        no stay (the owner&apos;s own days, a repair) as not a stay.
      </p>

      <div
        key={`${url.params.toString()} ${villas.data ? 'villas' : ''}`}
        className="mt-6 rounded-2xl border border-sand-200 bg-white p-4"
      >
        <FilterForm
          label="Imported stays to show"
          names={FILTER_NAMES}
          apply={url.apply}
          submitLabel="Show"
        >
          <TextField label="First night" name="from" type="date" defaultValue={filter.from} />
          <TextField label="Last night" name="to" type="date" defaultValue={filter.to} />
          <SelectField label="Villa" name="villa" defaultValue={filter.villaId ?? ''}>
            <option value="">All villas</option>
            {villas.data?.map((villa) => (
              <option key={villa.id} value={villa.id}>
                {villa.name}
              </option>
            ))}
          </SelectField>
          <SelectField label="Show" name="missing" defaultValue={filter.missing ? 'true' : 'false'}>
            <option value="true">No amount yet</option>
            <option value="false">All stays</option>
          </SelectField>
        </FilterForm>
      </div>

      <section aria-labelledby="imported-heading" className="mt-8">
        <h2 id="imported-heading" className="text-2xl">
          {formatDay(filter.from)} – {formatDay(filter.to)}
        </h2>
        {stays.isError && <FormAlertRegion message={messageOf(stays.error)} />}
        {stays.isPending && <p className="mt-3">Loading…</p>}
        {stays.data && (
          <>
            <p role="status" className="mt-2 text-ink-soft">
              {stays.data.length === 0
                ? filter.missing
                  ? 'Every imported stay of these dates has its amount.'
                  : 'No stay was imported for these dates.'
                : `${stays.data.length} imported ${stays.data.length === 1 ? 'stay' : 'stays'}`}
            </p>
            <ul aria-label="Imported stays" className="mt-4 space-y-3">
              {stays.data.map((stay) => (
                <StayRow key={stay.id} stay={stay} filter={filter} />
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}

const LABELS = { amount: 'Amount', notAStay: null } as const;

/** The amount typed in dollars (blank: not known), checked as the API checks it. */
const stayCheck: FormCheck<ImportedStayUpdate> = {
  safeParse: (input) => {
    const { amount, notAStay } = input as { amount: string; notAStay: boolean };
    const cents = amount.trim() === '' ? null : parseDollars(amount);
    const own: Issue[] =
      cents === null && amount.trim() !== ''
        ? [
            {
              path: ['amount'],
              message: 'The amount must be in dollars and cents, like 1250 or 1,250.50',
            },
          ]
        : [];
    const checked = importedStayUpdateSchema.safeParse({ revenueCents: cents, notAStay });
    if (checked.success && own.length === 0) return { success: true, data: checked.data };
    return {
      success: false,
      error: { issues: [...own, ...(checked.success ? [] : checked.error.issues)] },
    };
  },
};

/** The server names the amount `revenueCents`; beside the field it is the amount. */
const fieldOf = (path: Issue['path']) => {
  const field = typeof path === 'string' ? path : String(path[0] ?? '');
  return field === 'revenueCents' ? 'amount' : field;
};

function StayRow({ stay, filter }: { stay: ImportedStay; filter: ImportedStaysFilter }) {
  const queryClient = useQueryClient();
  const id = useId();
  const listKey = importedStaysQuery(filter).queryKey;
  const show = (saved: ImportedStay) =>
    queryClient.setQueryData(listKey, (now) =>
      now?.map((line) => (line.id === saved.id ? saved : line)),
    );
  const { state, props, pending, form } = useFormAction({
    labels: LABELS,
    read: (data) => ({
      amount: readForm(data, ['amount']).amount,
      notAStay: data.get('notAStay') === 'on',
    }),
    check: stayCheck,
    fieldOf,
    keepsFields: true,
    send: (body): Promise<ImportedStay> => saveImportedStay(stay.id, body, conflict.takeVersion()),
    done: async (saved) => {
      conflict.ask(null);
      show(saved);
      // The reports counted the old amount.
      await queryClient.invalidateQueries({ queryKey: [...reportsKey, 'report'] });
      await queryClient.invalidateQueries({ queryKey: [...reportsKey, 'months'] });
    },
    refused: async (error) => {
      const stored = await conflict.storedAfter(error);
      if (!stored) return [];
      conflict.ask(stored);
      return null;
    },
  });
  const conflict = useEditConflict(
    stay.version,
    async () => {
      const now = await fetchImportedStays({ ...filter, missing: false });
      const found = now.find((line) => line.id === stay.id);
      if (!found) throw new Error('The stay is no longer imported');
      return found;
    },
    form,
  );
  const { theirs } = conflict;
  const dates = `${formatDay(stay.checkIn)} – ${formatDay(stay.checkOut)}`;
  const headingId = `${id}-stay`;

  return (
    <li aria-labelledby={headingId} className={card}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-sans text-lg font-semibold text-teal-900">
          {stay.villa.name}, {dates}
        </h3>
        <span className={badge}>{stay.feedLabel}</span>
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        {stay.nights} {stay.nights === 1 ? 'night' : 'nights'} · {stay.reason || 'Reserved'}
        {stay.revenueCents !== null && ` · ${formatCents(stay.revenueCents)} entered`}
        {stay.notAStay && ' · not a stay'}
      </p>
      <form
        key={stay.version}
        {...props}
        aria-label={`What the stay of ${dates} at ${stay.villa.name} earned`}
        className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,14rem)_auto_auto] sm:items-end"
      >
        <TextField
          label="Amount ($)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={stay.revenueCents === null ? '' : centsToDollarsText(stay.revenueCents)}
          error={state.fields.amount}
          hint="What the platform paid for the stay; blank if not known."
        />
        <label className="flex min-h-11 items-center gap-3 text-ink sm:mb-7">
          <input
            type="checkbox"
            name="notAStay"
            defaultChecked={stay.notAStay}
            className="h-5 w-5 accent-teal-800"
          />
          Not a stay
        </label>
        <button type="submit" disabled={pending} className={`${secondaryButton} sm:mb-7`}>
          {pending ? 'Saving…' : 'Save'}
        </button>
        <div className="sm:col-span-3">
          <FormAlertRegion message={state.alert} />
          {theirs && (
            <EditConflict
              saved="Someone else saved this stay while you were editing it"
              changed={changedParts(
                { revenueCents: stay.revenueCents, notAStay: stay.notAStay },
                { revenueCents: theirs.revenueCents, notAStay: theirs.notAStay },
                {
                  revenueCents: 'the amount',
                  notAStay: 'whether it is a stay',
                },
              )}
              onSaveMine={() => conflict.saveMine(theirs)}
              onShowTheirs={() => {
                conflict.ask(null);
                show(theirs);
              }}
            />
          )}
          <p role="status" className="text-sm font-medium text-teal-800">
            {state.answer &&
              (state.answer.notAStay
                ? 'Saved: its nights are closed, not sold.'
                : state.answer.revenueCents === null
                  ? 'Saved: no amount yet.'
                  : `Saved: ${formatCents(state.answer.revenueCents)}.`)}
          </p>
        </div>
      </form>
    </li>
  );
}
