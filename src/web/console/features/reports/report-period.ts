/**
 * The Reports room's period, read from its address (`?period=quarter&quarter=2027-Q1&villa=…`) so
 * a report can be bookmarked, sent to a colleague and comes back with Back. A value that is not
 * one (an address typed by hand) falls back to the kind's usual choice rather than failing: the
 * room opens on the last whole month, the month an owner most often asks about.
 */
import { addDays, type IsoDate, isValidIsoDate } from '#domain/dates.ts';
import { monthPeriod, type Period, quarterPeriod, yearPeriod } from '#domain/reports.ts';
import { reportQuerySchema } from '#domain/schemas/report.ts';
import { formatDay } from '#web/console/components/format.ts';

export const PERIOD_KINDS = ['month', 'quarter', 'year', 'dates'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export const PERIOD_KIND_LABELS: Record<PeriodKind, string> = {
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
  dates: 'Dates',
};

/** How far back the quarter and year lists reach: the reports' data starts with the site's. */
export const YEARS_BACK = 5;

export interface PeriodChoice {
  kind: PeriodKind;
  period: Period;
  /** 'YYYY-MM' when one whole month is chosen: a villa's statement is of one month. */
  month: string | null;
  /** 'YYYY-Qn' and 'YYYY', the values the pickers show. */
  quarter: string;
  year: string;
  /** The period in words: "March 2027", "Q1 2027", "2027", "Mar 1, 2027 – Mar 9, 2027". */
  label: string;
  /** Why the dates chosen make no report (the last before the first, more than two years). */
  error: string | null;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;
const YEAR = /^\d{4}$/;

const monthWords = new Intl.DateTimeFormat(undefined, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortMonth = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' });

/** "March 2027" for '2027-03'. */
export const monthInWords = (month: string) => monthWords.format(new Date(`${month}-01T00:00Z`));

/** The month before the one `today` is in: the last whole month. */
export const lastWholeMonth = (today: IsoDate): string =>
  addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);

const quarterOf = (month: string) =>
  `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;

function quarterPeriodOf(quarter: string): Period {
  const [, year, number] = QUARTER.exec(quarter) ?? [];
  return quarterPeriod(Number(year), Number(number) as 1 | 2 | 3 | 4);
}

/** "Q1 2027 (Jan – Mar)". */
export function quarterInWords(quarter: string): string {
  const { from, to } = quarterPeriodOf(quarter);
  const month = (day: string) => shortMonth.format(new Date(`${day}T00:00Z`));
  return `${quarter.slice(5)} ${quarter.slice(0, 4)} (${month(from)} – ${month(to)})`;
}

/** The period an address's query names, `today` being the resort's date. */
export function periodChoice(params: URLSearchParams, today: IsoDate): PeriodChoice {
  const asked = params.get('period');
  const kind: PeriodKind = (PERIOD_KINDS as readonly (string | null)[]).includes(asked)
    ? (asked as PeriodKind)
    : 'month';
  const lastMonth = lastWholeMonth(today);
  const quarterParam = params.get('quarter') ?? '';
  const yearParam = params.get('year') ?? '';
  const fromParam = params.get('from') ?? '';
  // A month shown as another kind starts from the period shown before: its first month, or the
  // last whole month when that is in it.
  const startOf = (period: Period) =>
    period.from.slice(0, 7) <= lastMonth && lastMonth <= period.to.slice(0, 7)
      ? lastMonth
      : period.from.slice(0, 7);
  const fallbackMonth = QUARTER.test(quarterParam)
    ? startOf(quarterPeriodOf(quarterParam))
    : YEAR.test(yearParam)
      ? startOf(yearPeriod(Number(yearParam)))
      : isValidIsoDate(fromParam)
        ? fromParam.slice(0, 7)
        : lastMonth;
  const monthParam = params.get('month') ?? '';
  const month = MONTH.test(monthParam) ? monthParam : fallbackMonth;
  const quarter = QUARTER.test(quarterParam) ? quarterParam : quarterOf(month);
  const year = YEAR.test(yearParam) ? yearParam : month.slice(0, 4);
  const base = { kind, quarter, year, month: null, error: null };

  switch (kind) {
    case 'month':
      return { ...base, month, period: monthPeriod(month), label: monthInWords(month) };
    case 'quarter':
      return { ...base, period: quarterPeriodOf(quarter), label: quarterInWords(quarter) };
    case 'year':
      return { ...base, period: yearPeriod(Number(year)), label: year };
    case 'dates': {
      const from = params.get('from') ?? '';
      const to = params.get('to') ?? '';
      const fallback = monthPeriod(month);
      const period = {
        from: isValidIsoDate(from) ? from : fallback.from,
        to: isValidIsoDate(to) ? to : fallback.to,
      };
      const checked = reportQuerySchema.safeParse(period);
      return {
        ...base,
        period,
        label: `${formatDay(period.from)} – ${formatDay(period.to)}`,
        error: checked.success ? null : (checked.error.issues[0]?.message ?? 'Check the dates'),
      };
    }
  }
}

/**
 * The address's query of a period: only the values its kind reads (a month shown as a quarter
 * becomes that month's quarter), and no `period` for a month, the room's usual choice.
 */
export function queryOfChoice(choice: PeriodChoice): Record<string, string | null> {
  return {
    period: choice.kind === 'month' ? null : choice.kind,
    month: choice.kind === 'month' ? choice.month : null,
    quarter: choice.kind === 'quarter' ? choice.quarter : null,
    year: choice.kind === 'year' ? choice.year : null,
    from: choice.kind === 'dates' ? choice.period.from : null,
    to: choice.kind === 'dates' ? choice.period.to : null,
  };
}

/** The quarters a person may pick, newest first: this year's up to today's, then whole years. */
export function quarterChoices(today: IsoDate): string[] {
  const year = Number(today.slice(0, 4));
  const current = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const choices: string[] = [];
  for (let y = year; y >= year - YEARS_BACK; y--) {
    for (let q = y === year ? current : 4; q >= 1; q--) choices.push(`${y}-Q${q}`);
  }
  return choices;
}

/** The years a person may pick, newest first. */
export function yearChoices(today: IsoDate): string[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: YEARS_BACK + 1 }, (_, i) => String(year - i));
}
