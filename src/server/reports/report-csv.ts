/**
 * The report as CSV (issue 28 §2-3, decision 097): the figures of the Reports room (reportFor in
 * service.ts, decision 096) as a spreadsheet reads them, a row per channel line and the total,
 * each figure beside the same figure a year earlier. Small (a row per channel), so it is written
 * whole; the exports of rows without end are streamed (exports.ts).
 */
import { CSV_BOM, csvRow, moneyOrBlank, type CsvCell } from '#domain/csv.ts';
import { emptyFigures, measuresOf } from '#domain/reports.ts';
import type { ReportSideView, ReportView } from '#domain/schemas/report.ts';

type SideFigures = ReportSideView['total'];

interface ReportColumn {
  name: string;
  money: boolean;
  cell: (figures: SideFigures, nightsAvailable: number) => CsvCell;
}

/** A measure rounded for reading (occupancy in %, averages to 0.1): null stays an empty cell. */
const rounded = (value: number | null, places: number) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

const REPORT_COLUMNS: readonly ReportColumn[] = [
  { name: 'Nights available', money: false, cell: (_, available) => available },
  { name: 'Nights sold', money: false, cell: (f) => f.nightsSold },
  { name: 'Nights without an amount', money: false, cell: (f) => f.nightsWithoutAmount },
  {
    name: 'Occupancy %',
    money: false,
    cell: (f) => rounded(f.occupancy === null ? null : f.occupancy * 100, 1),
  },
  { name: 'Average daily rate', money: true, cell: (f) => moneyOrBlank(f.adrCents) },
  { name: 'Revenue per available night', money: true, cell: (f) => moneyOrBlank(f.revparCents) },
  { name: 'Revenue', money: true, cell: (f) => moneyOrBlank(f.revenueCents) },
  { name: 'Payments received', money: true, cell: (f) => moneyOrBlank(f.paymentsCents) },
  { name: 'Refunds', money: true, cell: (f) => moneyOrBlank(f.refundsCents) },
  { name: 'Balance outstanding', money: true, cell: (f) => moneyOrBlank(f.balanceCents) },
  { name: 'Arrivals', money: false, cell: (f) => f.arrivals },
  { name: 'Average stay (nights)', money: false, cell: (f) => rounded(f.averageStayNights, 1) },
  { name: 'Average lead time (days)', money: false, cell: (f) => rounded(f.averageLeadDays, 1) },
  { name: 'Cancellations', money: false, cell: (f) => f.cancellations },
];

/** A channel's figures on a side where it sold nothing and was paid nothing: zeros, no measures. */
function noFigures(nightsAvailable: number): SideFigures {
  const zero = emptyFigures();
  return { ...zero, ...measuresOf(zero, nightsAvailable) };
}

/**
 * The report as CSV: a row per channel line (of either period) and the total, each figure beside
 * the same figure a year earlier. Without the money columns for a reader who may not see money.
 */
export function reportCsv(view: ReportView): string {
  const columns = REPORT_COLUMNS.filter((column) => view.money || !column.money);
  const header = [
    'Channel',
    ...columns.flatMap((column) => [column.name, `${column.name}, a year earlier`]),
  ];
  const lines = new Map<string, string>();
  for (const side of [view.current, view.yearEarlier]) {
    for (const channel of side.channels)
      if (!lines.has(channel.key)) lines.set(channel.key, channel.label);
  }
  const figuresOf = (side: ReportSideView, key: string | null): SideFigures =>
    key === null
      ? side.total
      : (side.channels.find((channel) => channel.key === key) ?? noFigures(side.nightsAvailable));
  const row = (label: string, key: string | null) =>
    csvRow([
      label,
      ...columns.flatMap((column) => [
        column.cell(figuresOf(view.current, key), view.current.nightsAvailable),
        column.cell(figuresOf(view.yearEarlier, key), view.yearEarlier.nightsAvailable),
      ]),
    ]);
  return (
    CSV_BOM +
    csvRow(header) +
    [...lines].map(([key, label]) => row(label, key)).join('') +
    row('Total', null)
  );
}
