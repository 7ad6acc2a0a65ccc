/**
 * One villa's calendar (issue 15 §1), a month at a time, the month in the address
 * (`?month=2027-03`) so it can be linked: the nights its bookings hold, by status, and its staff
 * blocks with their reasons, on a grid and in a list. The owner and the manager block a range
 * (tap its first and last days, or move there by keyboard and press Enter, or type the dates),
 * and change or remove a block; housekeeping reads the same month with names only. Blocks imported
 * from a platform's calendar (issue 16) are named after it and changed there only.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { datesLabel, utcDateLabel } from '#domain/date-labels.ts';
import { addDays } from '#domain/dates.ts';
import { MONTH_PATTERN, type VillaCalendar } from '#domain/schemas/villa-calendar.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import type { Me } from '#web/console/lib/me-api.ts';
import { BlockForm, blockInWords } from './block-form.tsx';
import { BlockEntry, BookingEntry } from './month-entries.tsx';
import { PeriodNav, periodNameClasses } from './period-nav.tsx';
import { blockedLook, chooseDay, MonthGrid, NO_CHOICE, type RangeChoice } from './month-grid.tsx';
import { addBlock, villaCalendarQuery } from '#web/console/lib/villa-calendar-api.ts';
import { VillaSectionsNav } from '#web/console/components/villa-sections-nav.tsx';

/** 'March 2027'. */
const monthInWords = (month: string) =>
  utcDateLabel(new Date(`${month}-01T00:00:00Z`), { month: 'long', day: false });

/** The month before or after 'YYYY-MM'. */
function monthBeside(month: string, step: 1 | -1): string {
  const first = `${month}-01`;
  return (step === 1 ? addDays(first, 31) : addDays(first, -1)).slice(0, 7);
}

export function VillaCalendarPage({ me, villaId }: { me: Me; villaId: string }) {
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('month');
  const month = asked && MONTH_PATTERN.test(asked) ? asked : undefined;
  const calendar = useQuery({
    ...villaCalendarQuery(villaId, month),
    placeholderData: keepPreviousData,
  });
  const canEdit = me.role === 'owner' || me.role === 'manager';
  const [choice, setChoice] = useState<RangeChoice>(NO_CHOICE);
  const [notice, setNotice] = useState('');
  const data = calendar.data;
  const shownMonth = month ?? data?.month;
  const goTo = (to: string) => navigate(consolePaths.villaCalendar(villaId, to));

  return (
    <>
      <title>{data ? `${data.villa.name}: calendar · Console` : 'Calendar · Console'}</title>
      <p>
        <Link href={consolePaths.calendar} className="text-sm text-teal-800 underline">
          All calendars
        </Link>
      </p>
      <h1 className="mt-2 text-4xl">{data ? data.villa.name : 'Calendar'}</h1>
      {/* The villa's other pages are the owner's and the manager's, not housekeeping's. */}
      {data && me.role !== 'housekeeping' && <VillaSectionsNav villa={data.villa} />}
      <p className="mt-3 text-ink-soft">
        Bookings and blocks, a month at a time.
        {canEdit &&
          ' To block days, tap the first and the last in the calendar (or move there with the arrow keys and press Enter), or type them in the form below.'}
      </p>
      {canEdit && (
        <p className="mt-2 text-ink-soft">
          Dates taken on Airbnb, Booking.com or Vrbo arrive here as blocks once their calendars are
          connected in{' '}
          <Link href={consolePaths.villaSync(villaId)} className="text-teal-800 underline">
            calendar sync
          </Link>
          .
        </p>
      )}
      {calendar.isPending && <p className="mt-6">Loading…</p>}
      {calendar.isError && <FormAlertRegion message={messageOf(calendar.error)} />}
      {data && shownMonth && (
        <>
          <PeriodNav
            label="Months"
            previous={{
              href: consolePaths.villaCalendar(villaId, monthBeside(shownMonth, -1)),
              label: 'Previous month',
            }}
            next={{
              href: consolePaths.villaCalendar(villaId, monthBeside(shownMonth, 1)),
              label: 'Next month',
            }}
          >
            <h2
              aria-live="polite"
              className={`${periodNameClasses} font-sans text-xl font-semibold text-teal-900`}
            >
              {monthInWords(shownMonth)}
            </h2>
          </PeriodNav>
          <Month
            data={data}
            shownMonth={shownMonth}
            canEdit={canEdit}
            linkToBookings={canEdit}
            choice={choice}
            notice={notice}
            onChoiceChange={setChoice}
            onMonthChange={goTo}
            onDone={(message) => {
              setNotice(message);
              setChoice(NO_CHOICE);
            }}
          />
        </>
      )}
    </>
  );
}

function Month({
  data,
  shownMonth,
  canEdit,
  linkToBookings,
  choice,
  notice,
  onChoiceChange,
  onMonthChange,
  onDone,
}: {
  data: VillaCalendar;
  shownMonth: string;
  canEdit: boolean;
  linkToBookings: boolean;
  choice: RangeChoice;
  /** What the last change did: said under the month, where the change shows, until days are chosen. */
  notice: string;
  onChoiceChange: (choice: RangeChoice) => void;
  onMonthChange: (month: string) => void;
  onDone: (message: string) => void;
}) {
  // While the next month loads, the last one's answer says nothing of it: the grid waits empty.
  const current = data.month === shownMonth;
  const bookings = current ? data.bookings : [];
  const blocks = current ? data.blocks : [];
  const { start, end } = choice;

  const month = (
    <>
      <div
        aria-busy={!current}
        className="mt-4 rounded-2xl border border-sand-200 bg-white p-2 sm:p-4"
      >
        <MonthGrid
          month={`${shownMonth}-01`}
          today={data.today}
          bookings={bookings}
          blocks={blocks}
          choice={choice}
          onChoose={canEdit ? (day) => onChoiceChange(chooseDay(choice, day)) : undefined}
          onMonthChange={(firstDay) => onMonthChange(firstDay.slice(0, 7))}
        />
      </div>
      <Legend />
    </>
  );

  return (
    <>
      {canEdit ? (
        // The month is the form's first field: its days are the block's (block-form.tsx).
        <BlockForm
          month={
            <>
              {month}
              <h2 id="block-heading" className="pt-4 font-sans text-xl font-semibold text-teal-900">
                Block days
              </h2>
            </>
          }
          summary={
            start
              ? end
                ? `Chosen: ${datesLabel(start, end)}. Give a reason and block them.`
                : `First day chosen: ${datesLabel(start, start)}. Now choose the last day, or the same day again to block just this one.`
              : notice || 'No days chosen yet.'
          }
          choice={choice}
          onChoiceChange={onChoiceChange}
          send={(body) => addBlock(data.villa.id, body)}
          done={(body) => onDone(`Blocked ${blockInWords(body)}.`)}
          submit={{ label: 'Block these days', pending: 'Blocking…' }}
        />
      ) : (
        month
      )}
      {current && (
        <section aria-labelledby="month-heading" className="mt-8">
          <h2 id="month-heading" className="font-sans text-xl font-semibold text-teal-900">
            This month
          </h2>
          {data.blocks.length === 0 && data.bookings.length === 0 && (
            <p className="mt-2 text-ink-soft">No bookings or blocks this month.</p>
          )}
          {data.blocks.length > 0 && (
            <>
              <h3 className="mt-4 font-sans text-base font-semibold text-ink">Blocks</h3>
              <ul className="mt-2 space-y-3">
                {data.blocks.map((block) => (
                  <BlockEntry
                    // A changed block starts again from what the server now says.
                    key={`${block.id}:${block.updatedAt}:${block.startDate}:${block.endDate}`}
                    villaId={data.villa.id}
                    block={block}
                    canEdit={canEdit}
                    onDone={onDone}
                  />
                ))}
              </ul>
            </>
          )}
          {data.bookings.length > 0 && (
            <>
              <h3 className="mt-6 font-sans text-base font-semibold text-ink">Bookings</h3>
              <ul className="mt-2 space-y-3">
                {data.bookings.map((booking) => (
                  <BookingEntry key={booking.id} booking={booking} linkToBooking={linkToBookings} />
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </>
  );
}

function Legend() {
  const swatch = 'inline-block h-4 w-4 rounded-sm border border-sand-300';
  return (
    <ul aria-label="What the colours mean" className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={`${swatch} bg-teal-800`} /> Confirmed booking
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={`${swatch} bg-gold-100`} /> Pending request
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={`${swatch} ${blockedLook}`} /> Blocked
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={`${swatch} bg-gold-400`} /> Chosen
      </li>
    </ul>
  );
}
