/**
 * The period's split by channel (issue 28 §2): where the nights were sold and what they earned.
 * On a phone the table scrolls sideways inside its own frame, the channel's name held at the left
 * edge, so each row still says whose figures it shows; the frame takes focus, so a keyboard
 * scrolls it too.
 */
import type { ReportSideView } from '#domain/schemas/report.ts';
import { money, percent } from './report-words.ts';

type Line = ReportSideView['channels'][number] | (ReportSideView['total'] & { label: string });

const head = 'px-3 py-2 text-right font-medium whitespace-nowrap';
const cell = 'px-3 py-2 text-right whitespace-nowrap';
/** The channel's column stays on screen while the rest scrolls under it. */
const sticky = 'sticky left-0 z-10 bg-white px-3 py-2 text-left whitespace-nowrap';

export function ChannelsTable({ side, withMoney }: { side: ReportSideView; withMoney: boolean }) {
  if (side.channels.length === 0) {
    return (
      <p className="mt-3 text-ink-soft">No nights sold, no arrivals and no money in this period.</p>
    );
  }
  const row = (line: Line, total = false) => (
    <>
      <th scope="row" className={`${sticky} ${total ? 'font-semibold' : 'font-medium'} text-ink`}>
        {line.label}
      </th>
      <td className={cell}>{line.nightsSold}</td>
      <td className={cell}>{percent(line.occupancy)}</td>
      {withMoney && <td className={cell}>{money(line.revenueCents)}</td>}
      {withMoney && <td className={cell}>{money(line.adrCents)}</td>}
      <td className={cell}>{line.arrivals}</td>
      <td className={cell}>{line.cancellations}</td>
    </>
  );
  return (
    <>
      {/* A phone shows the first columns; the rest are a swipe away, and this says so. */}
      <p className="mt-1 text-sm text-ink-soft sm:hidden">
        Swipe the table sideways for every column.
      </p>
      <div
        role="region"
        aria-labelledby="channels-caption"
        tabIndex={0}
        className="mt-3 overflow-x-auto rounded-2xl border border-sand-200 bg-white"
      >
        <table className="w-full text-sm tabular-nums">
          <caption id="channels-caption" className="sr-only">
            Nights, revenue and arrivals by channel
          </caption>
          <thead>
            <tr className="border-b border-sand-200 text-ink-soft">
              <th scope="col" className={`${sticky} font-medium`}>
                Channel
              </th>
              <th scope="col" className={head}>
                Nights
              </th>
              <th scope="col" className={head}>
                Occupancy share
              </th>
              {withMoney && (
                <th scope="col" className={head}>
                  Revenue
                </th>
              )}
              {withMoney && (
                <th scope="col" className={head}>
                  ADR
                </th>
              )}
              <th scope="col" className={head}>
                Arrivals
              </th>
              <th scope="col" className={head}>
                Cancellations
              </th>
            </tr>
          </thead>
          <tbody>
            {side.channels.map((line) => (
              <tr key={line.key} className="border-b border-sand-100">
                {row(line)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">{row({ ...side.total, label: 'All channels' }, true)}</tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
