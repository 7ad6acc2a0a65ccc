/**
 * The report's files (issue 28 §2-3): plain links to the API, which answers with the file and
 * the session's cookie decides what it holds. A villa's statement is of one villa and one month,
 * so its links show once both are chosen; the statements and the payments are money, so a
 * manager the owner has not allowed is not offered them (the server would refuse them anyway).
 */
import { Download } from 'lucide-react';
import { secondaryButton } from '#web/console/components/classes.ts';
import { downloads } from './api.ts';
import type { PeriodChoice } from './report-period.ts';

export function Downloads({
  choice,
  villaId,
  villaName,
  withMoney,
}: {
  choice: PeriodChoice;
  villaId: string | undefined;
  villaName: string | null;
  withMoney: boolean;
}) {
  const { period, month } = choice;
  const links: { href: string; label: string }[] = [];
  if (withMoney && villaId && month) {
    links.push(
      { href: downloads.statementPdf(villaId, month), label: 'Statement (PDF)' },
      { href: downloads.statementCsv(villaId, month), label: 'Statement (CSV)' },
    );
  }
  links.push(
    { href: downloads.reportCsv(period, villaId), label: 'Report (CSV)' },
    { href: downloads.bookingsCsv(period, villaId), label: 'Bookings (CSV)' },
  );
  if (withMoney)
    links.push({ href: downloads.paymentsCsv(period, villaId), label: 'Payments (CSV)' });

  return (
    <section aria-labelledby="downloads-heading" className="mt-10">
      <h2 id="downloads-heading" className="text-2xl">
        Downloads
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-soft">
        {withMoney && !(villaId && month)
          ? "Choose one villa and a month for the villa's statement. "
          : ''}
        Files of {choice.label}
        {villaName ? `, ${villaName}` : ', every villa'}: bookings by arrival
        {withMoney ? ', payments by the day they came in' : ''}.
      </p>
      <ul className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} download className={`${secondaryButton} w-full sm:w-auto`}>
              <Download aria-hidden="true" className="h-4 w-4" />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
