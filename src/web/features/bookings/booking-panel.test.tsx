import { screen, waitFor, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DateSelection } from '#domain/calendar.ts';
import { addDays, type IsoDate } from '#domain/dates.ts';
import { formatCents } from '#domain/money.ts';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import type { Villa } from '#domain/schemas/villa.ts';
import { BookingPanel } from './booking-panel.tsx';
import { formatFullDate, formatStayDate, visitorToday } from '#web/lib/calendar-dates.ts';
import { MobileBookingBar } from './mobile-booking-bar.tsx';
import { stayDatesOf } from './stay-dates.ts';
import { useSearchParams } from '#web/app/navigation.tsx';
import { bookingCreated, jsonResponse, sentBody, testVilla } from './test-fixtures.ts';

const today = visitorToday();
const day = (offset: number): IsoDate => addDays(today, offset);
/** A blocked stretch well ahead, both ends inclusive. */
const BLOCK_START = day(50);
const BLOCK_END = day(53);

/**
 * The panel as the villa page holds it: the page keeps the dates, which its phone bar shows, and
 * opens with those its address asks for (app/routes/villa-detail.tsx).
 */
function PanelOnPage({ villa = testVilla }: { villa?: Villa }) {
  const [search] = useSearchParams();
  const [selection, setSelection] = useState<DateSelection>(() => stayDatesOf(search));
  const place = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={place}>
        <BookingPanel villa={villa} selection={selection} onSelectionChange={setSelection} />
      </div>
      <MobileBookingBar villa={villa} selection={selection} panel={place} />
    </>
  );
}

function renderPanel(villa: Villa = testVilla, route = '/villa/x') {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    stubFetch({
      [`/api/villas/${testVilla.id}/availability`]: {
        villaId: testVilla.id,
        blockedDates: [{ startDate: BLOCK_START, endDate: BLOCK_END }],
      },
    }),
  );
  return renderWithProviders(<PanelOnPage villa={villa} />, { route });
}

const dayButton = (iso: IsoDate) =>
  screen.queryByRole('button', { name: new RegExp(`^(Today, )?${formatFullDate(iso)}`) });

/** Clicks a day in the open calendar, paging forward to its month. */
async function clickDay(user: UserEvent, iso: IsoDate) {
  for (let page = 0; page < 6 && !dayButton(iso); page += 1) {
    await user.click(screen.getByRole('button', { name: /next month/i }));
  }
  const button = dayButton(iso);
  if (!button) throw new Error(`no day button for ${iso}`);
  await user.click(button);
}

async function openCalendar(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: /^Check-in/ }));
  return screen.findByRole('dialog', { name: 'Choose your dates' });
}

const bookButton = () => screen.getByRole('button', { name: 'Book Entire Villa' });

describe('BookingPanel (spec §2, §4, §5)', () => {
  // The calendar and the booking dialogs load on demand (lib/lazy.tsx). Compiling them for the
  // first test that opens one can outlast a find's wait on a busy machine: compile them first.
  beforeAll(() =>
    Promise.all([
      import('./calendar-popover.tsx'),
      import('./booking-modal.tsx'),
      import('./booking-confirmation.tsx'),
    ]),
  );

  it('shows the nightly price, the struck-through original price and the note', async () => {
    renderPanel();
    const panel = within(screen.getByRole('region', { name: 'Book Villa River Breeze' }));
    expect(panel.getByText('$450')).toBeInTheDocument();
    expect(panel.getByText('$520').tagName).toBe('S');
    expect(panel.getByText("You won't be charged yet")).toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
  });

  it('enables Book Entire Villa once both dates meet the minimum, with the quote', async () => {
    const user = userEvent.setup();
    renderPanel();
    await openCalendar(user);
    await waitFor(() => expect(dayButton(today)).not.toBeNull());
    await clickDay(user, day(30));
    await clickDay(user, day(33));
    // A complete stay closes the calendar.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Check-in/ })).toHaveTextContent(/\d{4}/);
    expect(screen.getByText('3 nights x $450')).toBeInTheDocument();
    expect(screen.getByText('$1,350')).toBeInTheDocument();
    expect(screen.getByText('$135')).toBeInTheDocument();
    expect(screen.getByText('$1,485')).toBeInTheDocument();
    expect(bookButton()).toBeEnabled();

    await user.click(bookButton());
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Booking' });
    // The frame takes the focus at once; the form follows in a deferred render (decision 099).
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(await within(dialog).findByRole('textbox', { name: 'Full Name' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  });

  it('says a stay is too short in the exact words and keeps the button disabled', async () => {
    const user = userEvent.setup();
    renderPanel();
    await openCalendar(user);
    await clickDay(user, day(30));
    await clickDay(user, day(31));
    expect(
      await screen.findByText('Minimum stay: 2 night(s) (currently selected: 1 night(s))'),
    ).toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
  });

  it('disables past and blocked days, and a stay may end on the first blocked day only', async () => {
    const user = userEvent.setup();
    renderPanel();
    await openCalendar(user);
    await clickDay(user, day(47));
    // Waiting for check-out: the first blocked day is a possible check-out, the next is not.
    await waitFor(() => expect(dayButton(addDays(BLOCK_START, 1))).toBeDisabled());
    expect(dayButton(BLOCK_START)).toBeEnabled();
    expect(dayButton(addDays(BLOCK_START, 1))).toHaveAccessibleName(/unavailable$/);
    await user.click(dayButton(addDays(BLOCK_START, 1)) as HTMLElement);
    expect(screen.getByText(/^Select your check-out date/)).toBeInTheDocument();

    await clickDay(user, BLOCK_START);
    expect(bookButton()).toBeEnabled();

    // Starting over: a blocked day cannot be a check-in.
    await openCalendar(user);
    await clickDay(user, day(60));
    expect(dayButton(BLOCK_START)).toBeDisabled();
    expect(dayButton(BLOCK_END)).toBeDisabled();
  });

  it('does not offer a day before today', async () => {
    const user = userEvent.setup();
    renderPanel();
    await openCalendar(user);
    const yesterday = day(-1);
    // Yesterday is on the first page unless today is the 1st of the month.
    const button = dayButton(yesterday);
    if (button) expect(button).toBeDisabled();
    expect(dayButton(today)).toBeEnabled();
    expect(dayButton(today)).toHaveAccessibleName(new RegExp(`^Today, ${formatFullDate(today)}`));
  });

  it('sends the request and shows the confirmation with the reference, dates cleared', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/villas/${testVilla.id}/availability`]: { villaId: testVilla.id, blockedDates: [] },
        '/api/bookings': (init?: RequestInit) => jsonResponse(201, bookingCreated(sentBody(init))),
      }),
    );
    renderWithProviders(<PanelOnPage />);
    await openCalendar(user);
    await clickDay(user, day(30));
    await clickDay(user, day(33));
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    await user.click(bookButton());
    await user.type(await screen.findByRole('textbox', { name: 'Full Name' }), 'Amelia Hart');
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'amelia@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    const heading = await screen.findByRole('heading', { name: 'Request received' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('VB-7K3M9Q')).toBeInTheDocument();
    expect(screen.getByText('2 adults · 1 child')).toBeInTheDocument();
    expect(screen.getByText('$1,485')).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/amelia@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Plan another stay' }));
    expect(screen.getByRole('button', { name: /^Check-in/ })).toHaveTextContent('Add date');
    expect(bookButton()).toBeDisabled();
  });

  it("scrolls to the panel from the phone bar's Book Now", async () => {
    // jsdom does not scroll; the bar's call is what there is to see.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const user = userEvent.setup();
      renderPanel();
      await user.click(screen.getByRole('button', { name: 'Book Now' }));
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(screen.getByRole('region', { name: 'Book Villa River Breeze' })).toHaveFocus();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('shows the chosen stay in the phone bar, or the minimum stay before any dates', async () => {
    const user = userEvent.setup();
    renderPanel();
    const bar = screen.getByRole('button', { name: 'Book Now' }).parentElement as HTMLElement;
    expect(bar).toHaveTextContent(`${testVilla.minimumNights} nights minimum`);
    await openCalendar(user);
    await clickDay(user, day(30));
    await clickDay(user, day(34));
    expect(bar).toHaveTextContent(
      `${formatStayDate(day(30))} – ${formatStayDate(day(34))} · 4 nights`,
    );
  });

  it("says why a day cannot start a stay: a season's changeover day and minimum stay", async () => {
    // A high season from a Saturday 20 to 26 days ahead: stays in it start on Saturdays, 5 nights.
    const saturday = day(20 + ((6 - new Date(`${day(20)}T00:00:00Z`).getUTCDay() + 7) % 7));
    const seasonal: Villa = {
      ...testVilla,
      pricing: {
        ...testVilla.pricing,
        seasons: [
          {
            name: 'high season',
            firstNight: saturday,
            lastNight: addDays(saturday, 27),
            nightlyRate: 60_000,
            weekendRate: null,
            minimumNights: 5,
            checkInDays: [6],
          },
        ],
      },
    };
    const user = userEvent.setup();
    renderPanel(seasonal);
    const panel = within(screen.getByRole('region', { name: 'Book Villa River Breeze' }));
    expect(panel.getByText('from')).toBeInTheDocument();

    const calendar = await openCalendar(user);
    expect(calendar).toHaveTextContent(
      /High season, \w+ \d+ to \w+ \d+: at least 5 nights, from a Saturday\./,
    );
    // Before a check-in is chosen, a Sunday in the season is no start, and says why (the click
    // pages the calendar to it and does nothing else).
    await clickDay(user, addDays(saturday, 1));
    const sunday = dayButton(addDays(saturday, 1));
    expect(sunday).toBeDisabled();
    expect(sunday).toHaveAccessibleName(
      expect.stringContaining('no check-in: Stays in high season start on Saturday.'),
    );
    // From the Saturday, 3 nights are short of the season's minimum.
    await clickDay(user, saturday);
    await clickDay(user, addDays(saturday, 3));
    expect(
      await panel.findByText(
        'Minimum stay in high season: 5 night(s) (currently selected: 3 night(s))',
      ),
    ).toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
  });
});

describe("the stay in the villa page's address (issue 39 §2)", () => {
  /** The addresses the page was sent to; choosing replaces the last one in place. */
  let history: string[] = [];
  const open = (search: string) => {
    const result = renderPanel(testVilla, `/villa/x${search}`);
    history = result.location.history;
    return result;
  };
  const address = () => new URLSearchParams(history.at(-1)?.split('?')[1] ?? '');
  const counter = (name: string) => screen.getByRole('status', { name: new RegExp(`^${name}`) });

  it('opens with the dates and the party of its link, priced', async () => {
    open(`?checkIn=${day(30)}&checkOut=${day(33)}&adults=3&children=1&utm_source=mail`);
    expect(screen.getByRole('button', { name: /^Check-in/ })).not.toHaveTextContent('Add date');
    expect(screen.getByText('3 nights x $450')).toBeInTheDocument();
    expect(counter('Adults')).toHaveTextContent('3');
    expect(counter('Children')).toHaveTextContent('1');
    await waitFor(() => expect(bookButton()).toBeEnabled());
    // Nothing was rewritten: the address already says what the panel shows.
    expect(history).toHaveLength(1);
    expect(address().get('utm_source')).toBe('mail');
  });

  it('writes the dates and the party chosen into the address, in place', async () => {
    const user = userEvent.setup();
    open('?review=write');
    await openCalendar(user);
    await clickDay(user, day(30));
    // A check-in alone is a choice half made: the address waits for the check-out.
    expect(address().has('checkIn')).toBe(false);
    await clickDay(user, day(33));
    await waitFor(() => expect(address().get('checkOut')).toBe(day(33)));
    expect(address().get('checkIn')).toBe(day(30));
    await user.click(screen.getByRole('button', { name: 'Add adult' }));
    await waitFor(() => expect(address().get('adults')).toBe('3'));
    expect(address().get('children')).toBe('0');
    expect(address().get('review')).toBe('write');
    expect(history).toHaveLength(1);
  });

  it('says why it cannot take the dates of a link, and leaves them to choose', async () => {
    open(`?checkIn=${day(30)}&checkOut=next-week`);
    expect(
      screen.getByText(
        'The dates in the link are not dates we can read. Please choose your dates.',
      ),
    ).toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
    // The unreadable dates leave the address.
    await waitFor(() => expect(address().has('checkIn')).toBe(false));
  });

  it('says when the dates of a link have passed or are taken', async () => {
    const first = open(`?checkIn=${day(-3)}&checkOut=${day(-1)}`);
    expect(
      screen.getByText('The dates in the link have passed. Please choose new dates.'),
    ).toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
    first.unmount();

    open(`?checkIn=${addDays(BLOCK_START, -1)}&checkOut=${addDays(BLOCK_END, 2)}`);
    expect(
      await screen.findByText('The dates in the link are not free. Please choose other dates.'),
    ).toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
  });

  it('keeps the default party where the link asks for one the villa cannot take', () => {
    open('?adults=9&children=0');
    expect(counter('Adults')).toHaveTextContent('2');
  });
});

describe("an estimate of the total in the guest's currency (issue 39 §3)", () => {
  const stay = `?checkIn=${day(30)}&checkOut=${day(33)}`;
  const withRates = (rates: { currency: string; rate: string }[]) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/villas/${testVilla.id}/availability`]: { villaId: testVilla.id, blockedDates: [] },
        '/api/currency-rates': {
          base: 'USD',
          rates: rates.map((rate) => ({ ...rate, updatedAt: new Date().toISOString() })),
        },
      }),
    );
    return renderWithProviders(<PanelOnPage />, { route: `/villa/x${stay}` });
  };

  it('shows the total in the currency picked, charged in US dollars, from the fresh rates', async () => {
    const user = userEvent.setup();
    withRates([
      { currency: 'EUR', rate: '0.92' },
      { currency: 'INR', rate: '83.5' },
    ]);
    const picker = await screen.findByRole('combobox', { name: 'Estimate in' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['US dollars only', 'EUR, euros', 'INR, Indian rupees']);
    // $1,485 is what the guest is charged; nothing else changes.
    expect(screen.getByText('$1,485')).toBeInTheDocument();
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
    await user.selectOptions(picker, 'EUR');
    expect(screen.getByText('≈ €1,366')).toBeInTheDocument();
    expect(screen.getByText(/charged in US dollars/)).toBeInTheDocument();
    await user.selectOptions(picker, 'INR');
    // Indian grouping: lakhs after the first thousand.
    expect(screen.getByText('≈ ₹1,23,998')).toBeInTheDocument();
    await user.selectOptions(picker, 'US dollars only');
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
    expect(screen.getByText('$1,485')).toBeInTheDocument();
  });

  it('sends the currency of the estimate with the request, for the booking to keep, and shows it in the dialog', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/villas/${testVilla.id}/availability`]: { villaId: testVilla.id, blockedDates: [] },
        '/api/currency-rates': {
          base: 'USD',
          rates: [{ currency: 'GBP', rate: '0.79', updatedAt: new Date().toISOString() }],
        },
        '/api/bookings': (init?: RequestInit) => {
          const body = sentBody(init);
          sent.push(body);
          return jsonResponse(201, bookingCreated(body));
        },
      }),
    );
    renderWithProviders(<PanelOnPage />, { route: `/villa/x${stay}` });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estimate in' }), 'GBP');
    await user.click(bookButton());
    await user.type(await screen.findByRole('textbox', { name: 'Full Name' }), 'Amelia Hart');
    // The dialog's total carries the same estimate.
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Booking' });
    expect(within(dialog).getByText('≈ £1,173')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'amelia@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('heading', { name: 'Request received' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ shownCurrency: 'GBP', checkInDate: day(30) });
    // Never a rate: the server takes its own at that moment.
    expect(sent[0]).not.toHaveProperty('shownRate');
  });

  it('offers no estimate while no rate is fresh', async () => {
    withRates([]);
    expect(await screen.findByText('3 nights x $450')).toBeInTheDocument();
    await waitFor(() =>
      expect(globalThis.fetch).toHaveBeenCalledWith(
        expect.stringContaining('/api/currency-rates'),
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('combobox', { name: 'Estimate in' })).not.toBeInTheDocument();
  });
});

describe('the panel in other languages (issue 39)', () => {
  beforeAll(() => import('./calendar-popover.tsx'));

  it('speaks Russian: the price, the link, the party, the note and the calendar', async () => {
    inLocale('ru');
    const user = userEvent.setup();
    renderPanel(testVilla, `/villa/x?checkIn=${day(30)}&checkOut=next-week`);
    const panel = within(screen.getByRole('region', { name: 'Забронировать Villa River Breeze' }));
    expect(panel.getByText(`Было ${formatCents(52_000)}, сейчас`)).toBeInTheDocument();
    expect(panel.getByText('/ ночь')).toBeInTheDocument();
    expect(
      panel.getByText('Мы не смогли распознать даты в ссылке. Пожалуйста, выберите даты.'),
    ).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Забронировать виллу целиком' })).toBeDisabled();
    expect(panel.getByText('Сейчас оплата не списывается')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Добавить взрослого' })).toBeEnabled();
    expect(panel.getByText('Не более 8 гостей; младенцы не учитываются.')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: /^Заезд/ }));
    const calendar = within(await screen.findByRole('dialog', { name: 'Выберите даты' }));
    expect(calendar.getByText('Выберите дату заезда')).toBeInTheDocument();
    expect(calendar.getByText('Зачёркнутые дни заняты')).toBeInTheDocument();
    expect(calendar.getByRole('button', { name: 'Следующий месяц' })).toBeInTheDocument();
    expect(calendar.getByRole('button', { name: 'Закрыть календарь' })).toBeInTheDocument();
    expect(calendar.getByRole('button', { name: /^Сегодня, / })).toBeInTheDocument();
  });

  it('speaks German in the estimate of the total', async () => {
    inLocale('de');
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/villas/${testVilla.id}/availability`]: { villaId: testVilla.id, blockedDates: [] },
        '/api/currency-rates': {
          base: 'USD',
          rates: [{ currency: 'EUR', rate: '0.92', updatedAt: new Date().toISOString() }],
        },
      }),
    );
    renderWithProviders(<PanelOnPage />, {
      route: `/villa/x?checkIn=${day(30)}&checkOut=${day(33)}`,
    });
    const picker = await screen.findByRole('combobox', { name: 'Schätzung in' });
    expect(within(picker).getAllByRole('option')[0]).toHaveTextContent('Nur US-Dollar');
    await user.selectOptions(picker, 'EUR');
    expect(screen.getByText(/berechnet in US-Dollar/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gesamte Villa buchen' })).toBeEnabled();
  });
});
