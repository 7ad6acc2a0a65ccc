/**
 * The last twelve months: occupancy as a line, revenue as bars (issue 28 §2). The chart is a
 * picture for the eye (a canvas with role="img" and a summary in words); the same numbers are in
 * a table under it, for a screen reader, a keyboard and anyone who wants the exact figure.
 * Chart.js is fetched once the room is on the screen (decision 098): the chart is drawn after the
 * numbers, never before them, and a chart that cannot be drawn leaves the table.
 */
import { useEffect, useRef } from 'react';
import type { ReportMonthsView } from '#domain/schemas/report.ts';
import { money, NONE, percent } from './report-words.ts';

const shortMonth = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});
const longMonth = new Intl.DateTimeFormat(undefined, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthLabel = (month: string, format = shortMonth) =>
  format.format(new Date(`${month}-01T00:00Z`));

type Month = ReportMonthsView['months'][number];

/** The month of the highest value, or null when no month has one. */
function highest(months: readonly Month[], value: (month: Month) => number | null) {
  let best: Month | null = null;
  for (const month of months) {
    const v = value(month);
    if (v !== null && (best === null || v > (value(best) ?? -1))) best = month;
  }
  return best;
}

/** What the chart shows, in one sentence or three: its aria-label. */
export function chartSummary({ money: withMoney, months }: ReportMonthsView): string {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return 'No months to show.';
  const span = `${monthLabel(first.month, longMonth)} to ${monthLabel(last.month, longMonth)}`;
  const parts = [`${withMoney ? 'Occupancy and revenue' : 'Occupancy'} by month, ${span}.`];
  const busiest = highest(months, (m) => m.occupancy);
  if (busiest) {
    parts.push(
      `Occupancy was highest in ${monthLabel(busiest.month, longMonth)}, at ${percent(busiest.occupancy)}.`,
    );
  }
  const richest = withMoney ? highest(months, (m) => m.revenueCents) : null;
  if (richest) {
    parts.push(
      `Revenue was highest in ${monthLabel(richest.month, longMonth)}, at ${money(richest.revenueCents)}.`,
    );
  }
  return parts.join(' ');
}

export function MonthsChart({ view }: { view: ReportMonthsView }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    // No canvas to draw on (an old browser, a test's document): the table below stands alone.
    if (!context) return;
    let chart: { destroy: () => void } | null = null;
    let gone = false;
    import('./chart-draw.ts')
      .then(({ drawMonthsChart }) => {
        if (gone) return;
        chart = drawMonthsChart(context, {
          labels: view.months.map((m) => monthLabel(m.month)),
          occupancy: view.months.map((m) =>
            m.occupancy === null ? null : Math.round(m.occupancy * 1000) / 10,
          ),
          revenueCents: view.money ? view.months.map((m) => m.revenueCents ?? 0) : null,
        });
      })
      // The chart's code could not be fetched (offline): the numbers are in the table.
      .catch(() => undefined);
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [view]);

  return (
    <>
      <div className="relative mt-4 h-64 w-full sm:h-80">
        <canvas ref={canvas} role="img" aria-label={chartSummary(view)} />
      </div>
      <details className="mt-4 rounded-2xl border border-sand-200 bg-white p-4">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-teal-800">
          The numbers
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">The last twelve months</caption>
            <thead>
              <tr className="border-b border-sand-200 text-ink-soft">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Month
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Nights sold
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Available
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Occupancy
                </th>
                {view.money && (
                  <th scope="col" className="py-2 text-right font-medium">
                    Revenue
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {view.months.map((m) => (
                <tr key={m.month} className="border-b border-sand-100">
                  <th scope="row" className="py-2 pr-4 font-medium text-ink">
                    {monthLabel(m.month, longMonth)}
                  </th>
                  <td className="py-2 pr-4 text-right">{m.nightsSold}</td>
                  <td className="py-2 pr-4 text-right">{m.nightsAvailable}</td>
                  <td className="py-2 pr-4 text-right">{percent(m.occupancy)}</td>
                  {view.money && (
                    <td className="py-2 text-right">
                      {m.revenueCents === null ? NONE : money(m.revenueCents)}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
