import { Link, useLocation } from 'wouter';
import { consolePaths } from '#web/console/paths.ts';

/**
 * The parts of a villa's page in the console, each at its own address: its details here, and its
 * prices, photos, calendar and calendar sync in rooms of their own (issue 15 §1, §3, §4; issue 16).
 */
const VILLA_SECTIONS = [
  { label: 'Details', path: consolePaths.villa },
  { label: 'Prices', path: consolePaths.villaPrices },
  { label: 'Photos', path: consolePaths.villaPhotos },
  { label: 'Calendar', path: consolePaths.villaCalendar },
  { label: 'Calendar sync', path: consolePaths.villaSync },
  { label: 'Checklist', path: consolePaths.villaChecklist },
] as const;

/**
 * A villa's sections, the one shown marked: the same on each of its pages. A phone shows them all
 * as buttons that wrap onto a second line, never a row cut at the screen's edge (decision 062);
 * from sm they fit on one line as tabs.
 */
export function VillaSectionsNav({ villa }: { villa: { id: string; name: string } }) {
  const [location] = useLocation();
  return (
    <nav aria-label={`${villa.name}: sections`} className="mt-4 sm:border-b sm:border-sand-200">
      <ul className="flex flex-wrap gap-2 sm:flex-nowrap sm:gap-1">
        {VILLA_SECTIONS.map((section) => {
          const href = section.path(villa.id);
          const current = location === href;
          return (
            <li key={section.label}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap sm:rounded-none sm:border-x-0 sm:border-t-0 sm:border-b-3 sm:px-3 ${
                  current
                    ? 'border-teal-800 bg-teal-800 text-sand-50 sm:bg-transparent sm:text-teal-900'
                    : 'border-sand-200 bg-white text-ink-soft hover:text-teal-900 sm:border-transparent sm:bg-transparent'
                }`}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
