import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  canCheckOutOn,
  isDateBlocked,
  isDayDisabled,
  type CalendarRules,
  type DateSelection,
} from '#domain/calendar.ts';
import { addDays, type IsoDate } from '#domain/dates.ts';
import { checkInRefusal, flatPricing } from '#domain/pricing.ts';
import { formatFullDate, localDateFromIso, visitorToday } from '#web/lib/calendar-dates.ts';
import { inLocale } from '#web/test/locale.ts';
import { dayRulesOf, StayCalendar } from './stay-calendar.tsx';

const today = visitorToday();
const day = (offset: number): IsoDate => addDays(today, offset);
// Within the two months the calendar opens on (today's and the next), whatever today is.
const BLOCK_START = day(10);
const BLOCK_END = day(12);

const rules: CalendarRules = {
  today,
  blocked: [{ startDate: BLOCK_START, endDate: BLOCK_END }],
};

const dayButton = (iso: IsoDate) =>
  screen.getByRole('button', { name: new RegExp(`^(Today, )?${formatFullDate(iso)}`) });

describe('StayCalendar', () => {
  it("works out each day's rules once, with the domain's answers", () => {
    // Saturdays only: most free days cannot start a stay, and say why.
    const saturdaysOnly = { ...flatPricing(45_000, 2), checkInDays: [6] as const };
    const withChangeovers: CalendarRules = { ...rules, stays: saturdaysOnly };
    const { factsOf, checkOutOn } = dayRulesOf(withChangeovers);
    for (let offset = -3; offset < 60; offset += 1) {
      const iso = day(offset);
      const facts = factsOf(localDateFromIso(iso));
      expect(facts).toMatchObject({
        day: iso,
        fullDate: formatFullDate(iso),
        blocked: isDateBlocked(iso, withChangeovers.blocked),
        noStart: isDayDisabled(iso, withChangeovers),
      });
      const refusal = offset >= 0 && !facts.blocked ? checkInRefusal(saturdaysOnly, iso) : null;
      expect(facts.noCheckIn).toBe(refusal?.message ?? null);
      // Asked again (as every render asks), the day is not worked out again.
      expect(factsOf(localDateFromIso(iso))).toBe(facts);
      expect(checkOutOn(day(2), iso)).toBe(canCheckOutOn(day(2), iso, withChangeovers));
    }
  });

  it('draws its months again only when what they show changes', async () => {
    // Every render of the calendar reads its rules' today; a calendar skipped reads nothing.
    let reads = 0;
    const counted: CalendarRules = {
      get today() {
        reads += 1;
        return today;
      },
      blocked: rules.blocked,
    };
    const chosen: DateSelection[] = [];
    function Page() {
      const [selection, setSelection] = useState<DateSelection>({ checkIn: null, checkOut: null });
      const [guests, setGuests] = useState(2);
      // Stable, as the date field's: the page's other changes do not reach the calendar.
      const onSelect = useCallback((next: DateSelection) => {
        chosen.push(next);
        setSelection(next);
      }, []);
      return (
        <>
          <button type="button" onClick={() => setGuests(guests + 1)}>
            Add adult ({guests})
          </button>
          <StayCalendar
            selection={selection}
            onSelect={onSelect}
            rules={counted}
            numberOfMonths={2}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Page />);

    // The page around it changes (the party), the calendar's props do not: not drawn again.
    const before = reads;
    expect(before).toBeGreaterThan(0);
    // A click that moves no focus: the calendar draws itself again when a day loses the focus.
    fireEvent.click(screen.getByRole('button', { name: /^Add adult/ }));
    expect(screen.getByRole('button', { name: 'Add adult (3)' })).toBeInTheDocument();
    expect(reads).toBe(before);

    await user.click(dayButton(day(5)));
    expect(chosen.at(-1)).toEqual({ checkIn: day(5), checkOut: null });
    expect(reads).toBeGreaterThan(before);
    expect(dayButton(day(5))).toHaveAccessibleName(expect.stringContaining(', check-in'));
    // While the check-out is awaited: the first blocked day may end the stay, the next may not.
    expect(dayButton(BLOCK_START)).toBeEnabled();
    expect(dayButton(addDays(BLOCK_START, 1))).toBeDisabled();
    await user.click(dayButton(BLOCK_START));
    expect(chosen.at(-1)).toEqual({ checkIn: day(5), checkOut: BLOCK_START });
  });
});

describe('StayCalendar in French (issue 39)', () => {
  it("names the month buttons and the days' states in French", () => {
    inLocale('fr');
    render(
      <StayCalendar
        selection={{ checkIn: day(5), checkOut: null }}
        onSelect={() => {}}
        rules={rules}
        numberOfMonths={2}
      />,
    );
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeInTheDocument();
    expect(dayButton(day(5))).toHaveAccessibleName(`${formatFullDate(day(5))}, arrivée`);
    expect(dayButton(addDays(BLOCK_START, 1))).toHaveAccessibleName(
      `${formatFullDate(addDays(BLOCK_START, 1))}, indisponible`,
    );
  });
});
