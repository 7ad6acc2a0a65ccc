import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

const pagerClasses =
  'inline-flex min-h-11 items-center gap-1 rounded-full border border-teal-800 px-4 text-sm font-medium text-teal-800 hover:bg-teal-800 hover:text-sand-50';

/**
 * The calendar's links to the period before and after the one shown (a week, a month), the shown
 * one named between them; on a phone the name sits above the links. The name is announced when it
 * changes.
 */
export function PeriodNav({
  label,
  previous,
  next,
  children,
}: {
  /** The navigation's name: 'Weeks', 'Months'. */
  label: string;
  previous: { href: string; label: string };
  next: { href: string; label: string };
  /** The shown period's name, a heading or a paragraph with aria-live. */
  children: ReactNode;
}) {
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <Link href={previous.href} className={pagerClasses}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        {previous.label}
      </Link>
      {children}
      <Link href={next.href} className={pagerClasses}>
        {next.label}
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </nav>
  );
}

/** Where the shown period's name goes: above the links on a phone, between them from `sm`. */
export const periodNameClasses = 'order-first w-full sm:order-none sm:w-auto';
