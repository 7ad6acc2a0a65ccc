/**
 * The Reports room (issue 28 §2, owner and manager): a period's figures beside the same period a
 * year earlier, the split by channel, the last twelve months, the downloads, and what each figure
 * counts. The period and the villa are in the address (report-period.ts). A manager sees the room
 * once the owner shares it (decision 096), and never its money: the API's fields are null, and no
 * money column is drawn at all.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { resortToday } from '#domain/dates.ts';
import type { ReportView } from '#domain/schemas/report.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { FilterForm } from '#web/console/components/filter-form.tsx';
import { apiQuery, useUrlQuery } from '#web/console/components/url-query.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import type { Me } from '#web/console/lib/me-api.ts';
import { useNow } from '#web/console/lib/use-now.ts';
import { villaNamesQuery } from '#web/console/lib/villa-calendar-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import { reportMonthsQuery, reportQuery } from './api.ts';
import { ChannelsTable } from './channels-table.tsx';
import { Definitions } from './definitions.tsx';
import { Downloads } from './downloads.tsx';
import { MoneySwitch } from './money-switch.tsx';
import { MonthsChart } from './months-chart.tsx';
import {
  PERIOD_KIND_LABELS,
  PERIOD_KINDS,
  periodChoice,
  quarterChoices,
  quarterInWords,
  queryOfChoice,
  yearChoices,
  type PeriodChoice,
} from './report-period.ts';
import { changeInWords, HEADLINES, NONE, nightsWithoutAmountInWords } from './report-words.ts';

const PICKER_NAMES = ['period', 'month', 'quarter', 'year', 'from', 'to', 'villa'] as const;

/** A villa's id in the address, as the API takes it; anything else is every villa. */
const villaIdOf = (value: string | undefined) =>
  value && /^[0-9a-f]{24}$/.test(value) ? value : undefined;

export function ReportsPage({ me }: { me: Me }) {
  const url = useUrlQuery();
  const today = resortToday(useNow());
  const choice = periodChoice(url.params, today);
  const villaId = villaIdOf(url.text('villa'));
  const report = useQuery({
    ...reportQuery(choice.period, villaId),
    enabled: choice.error === null,
  });
  const months = useQuery(reportMonthsQuery(villaId));
  const view = report.data;
  const owner = me.role === 'owner';

  return (
    <>
      <title>{`${choice.label} · Reports · Console`}</title>
      <h1 className="text-4xl">Reports</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        {owner ? 'Occupancy, rates and money' : 'Occupancy, nights and arrivals'} of a period,
        beside the same period a year earlier, and where the nights were sold.
      </p>

      <PeriodPicker
        key={url.params.toString()}
        choice={choice}
        today={today}
        villaId={villaId}
        apply={url.apply}
      />

      <section aria-labelledby="report-heading" aria-busy={report.isFetching} className="mt-8">
        <h2 id="report-heading" className="text-2xl">
          {choice.label}
          {view?.villa ? ` · ${view.villa.name}` : ' · All villas'}
        </h2>
        <FormAlertRegion
          message={choice.error ?? (report.isError ? messageOf(report.error) : null)}
        />
        {report.isPending && !choice.error && <p className="mt-3">Loading…</p>}
        {view && !choice.error && (
          <>
            {!view.money && (
              <p className="mt-3 rounded-xl bg-sand-100 px-4 py-3 text-ink">
                The owner keeps the money figures (revenue, rates, payments and statements) to
                themselves: this report shows nights, occupancy, arrivals and cancellations.
              </p>
            )}
            <Headlines view={view} />
            {view.money && view.current.total.nightsWithoutAmount > 0 && (
              <p className="mt-4 rounded-xl border border-gold-400 bg-gold-100 px-4 py-3 text-ink">
                {nightsWithoutAmountInWords(view.current.total.nightsWithoutAmount)}: stays imported
                from a platform&apos;s calendar count as sold, and earn nothing until their amount
                is entered.{' '}
                <Link
                  href={`${consolePaths.reportsImported}${apiQuery({
                    from: choice.period.from,
                    to: choice.period.to,
                    villa: villaId,
                    missing: 'true',
                  })}`}
                  className="font-medium text-teal-800 underline"
                >
                  Enter the amounts of the imported stays
                </Link>
              </p>
            )}
            <section aria-labelledby="channels-heading" className="mt-8">
              <h3 id="channels-heading" className="font-sans text-xl font-semibold text-teal-900">
                By channel
              </h3>
              <ChannelsTable side={view.current} withMoney={view.money} />
            </section>
          </>
        )}
      </section>

      {/* Refused as the report was (a manager the owner has not shared Reports with): said once. */}
      {!report.isError && (
        <section aria-labelledby="months-heading" className="mt-10">
          <h2 id="months-heading" className="text-2xl">
            The last twelve months
          </h2>
          {months.isError && <FormAlertRegion message={messageOf(months.error)} />}
          {months.isPending && <p className="mt-3">Loading…</p>}
          {months.data && <MonthsChart view={months.data} />}
        </section>
      )}

      {view && (
        <Downloads
          choice={choice}
          villaId={villaId}
          villaName={view.villa?.name ?? null}
          withMoney={view.money}
        />
      )}
      {owner && <MoneySwitch />}
      <Definitions />
    </>
  );
}

function Headlines({ view }: { view: ReportView }) {
  const shown = HEADLINES.filter((headline) => view.money || !headline.money);
  return (
    <section aria-labelledby="figures-heading">
      <h3 id="figures-heading" className="sr-only">
        Figures
      </h3>
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        {shown.map((headline) => {
          const change = changeInWords(
            headline.value(view.current),
            headline.value(view.yearEarlier),
            headline.change,
          );
          return (
            <div
              key={headline.key}
              className="rounded-2xl border border-sand-200 bg-white p-3 sm:p-4"
            >
              <dt className="text-sm text-ink-soft">{headline.label}</dt>
              <dd className="mt-1 text-xl font-semibold text-teal-900 tabular-nums sm:text-2xl">
                {headline.shown(view.current)}
              </dd>
              <dd className="mt-1 text-sm text-ink-soft tabular-nums">
                A year earlier: {headline.shown(view.yearEarlier)}
                {/* Nothing to compare with (no figure either side): no change is made up. */}
                {change !== NONE && (
                  <>
                    <span className="sr-only">; change:</span>{' '}
                    <span className="font-medium text-ink">({change})</span>
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/**
 * The period and the villa, as a form whose fields are the address's parameters: a select shows
 * its choice at once (a new kind of period shows its own field), dates wait for the button.
 */
function PeriodPicker({
  choice,
  today,
  villaId,
  apply,
}: {
  choice: PeriodChoice;
  today: string;
  villaId: string | undefined;
  apply: (patch: Record<string, string | null>) => void;
}) {
  const villas = useQuery(villaNamesQuery);
  return (
    <div className="mt-6 rounded-2xl border border-sand-200 bg-white p-4">
      {/* Drawn again once the villas are here, so the select shows the one in the address. */}
      <FilterForm
        key={villas.data ? 'villas' : 'loading'}
        label="Report period"
        names={PICKER_NAMES}
        apply={(patch) => {
          const typed = new URLSearchParams();
          for (const [name, value] of Object.entries(patch)) if (value) typed.set(name, value);
          apply({ ...queryOfChoice(periodChoice(typed, today)), villa: patch.villa ?? null });
        }}
        submitLabel="Show"
      >
        <SelectField label="Period" name="period" defaultValue={choice.kind}>
          {PERIOD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {PERIOD_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        {choice.kind === 'month' && (
          <TextField
            label="Month"
            name="month"
            type="month"
            max={today.slice(0, 7)}
            defaultValue={choice.month ?? ''}
          />
        )}
        {choice.kind === 'quarter' && (
          <SelectField label="Quarter" name="quarter" defaultValue={choice.quarter}>
            {quarterChoices(today).map((quarter) => (
              <option key={quarter} value={quarter}>
                {quarterInWords(quarter)}
              </option>
            ))}
          </SelectField>
        )}
        {choice.kind === 'year' && (
          <SelectField label="Year" name="year" defaultValue={choice.year}>
            {yearChoices(today).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
        )}
        {choice.kind === 'dates' && (
          <>
            <TextField
              label="First night"
              name="from"
              type="date"
              defaultValue={choice.period.from}
            />
            <TextField label="Last night" name="to" type="date" defaultValue={choice.period.to} />
          </>
        )}
        <SelectField label="Villa" name="villa" defaultValue={villaId ?? ''}>
          <option value="">All villas</option>
          {villas.data?.map((villa) => (
            <option key={villa.id} value={villa.id}>
              {villa.name}
            </option>
          ))}
        </SelectField>
      </FilterForm>
    </div>
  );
}
