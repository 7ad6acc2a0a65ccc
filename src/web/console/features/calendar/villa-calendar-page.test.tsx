import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffBlock, VillaCalendar, VillaName } from '#domain/schemas/villa-calendar.ts';
import { answerFetch, expectAlert, OWNER, renderConsoleAt } from '#web/console/testing.tsx';
import { blockedLook, chooseDay } from './month-grid.tsx';

/** jsdom lays nothing out and has no scrollIntoView: each call is noted, with what it showed. */
let scrolledTo: Element[] = [];
beforeEach(() => {
  scrolledTo = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const VILLA_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const VILLA: VillaName = { id: VILLA_ID, name: 'Villa River Breeze', slug: 'villa-river-breeze' };
const HOUSEKEEPING = { ...OWNER, id: 'u9', name: 'Kamal Silva', role: 'housekeeping' } as const;
const CALENDAR_URL = `GET /api/console/villas/${VILLA_ID}/calendar?month=2027-03`;
const BLOCKS_URL = `/api/console/villas/${VILLA_ID}/blocks`;

const block = (over: Partial<StaffBlock> = {}): StaffBlock => ({
  id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  startDate: '2027-03-20',
  endDate: '2027-03-22',
  reason: 'Pool repairs',
  createdBy: 'Ravi Fernando',
  feed: null,
  createdAt: '2027-01-02T08:00:00.000Z',
  updatedAt: '2027-01-02T08:00:00.000Z',
  ...over,
});

const march = (over: Partial<VillaCalendar> = {}): VillaCalendar => ({
  villa: VILLA,
  month: '2027-03',
  from: '2027-03-01',
  to: '2027-03-31',
  today: '2027-02-10',
  blocks: [block()],
  bookings: [
    {
      id: 'cccccccccccccccccccccccc',
      reference: 'VB-1234',
      guestName: 'Jane Doe',
      checkInDate: '2027-03-03',
      checkOutDate: '2027-03-07',
      status: 'CONFIRMED',
      holdsDates: true,
    },
    {
      id: 'dddddddddddddddddddddddd',
      reference: 'VB-5678',
      guestName: 'Tom Becker',
      checkInDate: '2027-03-10',
      checkOutDate: '2027-03-12',
      status: 'PENDING',
      holdsDates: true,
    },
    {
      id: 'eeeeeeeeeeeeeeeeeeeeeeee',
      reference: 'VB-9999',
      guestName: 'Lena Roth',
      checkInDate: '2027-03-14',
      checkOutDate: '2027-03-16',
      status: 'CANCELLED',
      holdsDates: false,
    },
  ],
  ...over,
});

const day = (name: RegExp | string) => screen.getByRole('button', { name });

/** A date field, as a browser's date picker fills it (user-event cannot type into one in jsdom). */
const setDate = (field: HTMLElement, value: string) =>
  fireEvent.change(field, { target: { value } });

/** The page's status region says `text` (the grid has a live region of its own). */
const expectNotice = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByRole('status').some((region) => region.textContent.includes(text))).toBe(
      true,
    ),
  );

describe('chooseDay', () => {
  it('takes a first day, then a last (swapped when earlier), then starts again', () => {
    const first = chooseDay({ start: null, end: null }, '2027-03-10');
    expect(first).toEqual({ start: '2027-03-10', end: null });
    expect(chooseDay(first, '2027-03-12')).toEqual({ start: '2027-03-10', end: '2027-03-12' });
    expect(chooseDay(first, '2027-03-08')).toEqual({ start: '2027-03-08', end: '2027-03-10' });
    expect(chooseDay({ start: '2027-03-08', end: '2027-03-10' }, '2027-03-01')).toEqual({
      start: '2027-03-01',
      end: null,
    });
  });
});

describe("a villa's calendar", { timeout: 30_000 }, () => {
  it('shows the month: bookings by status and blocks with their reasons, day by day', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [CALENDAR_URL]: { status: 200, body: march() },
    });
    renderConsoleAt(`/console/villas/${VILLA_ID}/calendar?month=2027-03`);

    expect(await screen.findByRole('heading', { name: 'Villa River Breeze' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'March 2027' })).toBeVisible();
    expect(day('Thursday, March 4, 2027, confirmed: VB-1234, Jane Doe')).toBeInTheDocument();
    // The check-out day is free.
    expect(day('Sunday, March 7, 2027')).toBeInTheDocument();
    expect(day('Wednesday, March 10, 2027, pending: VB-5678, Tom Becker')).toBeInTheDocument();
    expect(day('Saturday, March 20, 2027, blocked: Pool repairs')).toBeInTheDocument();
    // A cancelled booking holds nothing: listed, not on the grid.
    expect(day('Sunday, March 14, 2027')).toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'This month' });
    expect(within(list).getByText(/March 20 to 22, 2027/)).toBeInTheDocument();
    expect(within(list).getByText(/Pool repairs/)).toBeInTheDocument();
    expect(within(list).getByText(/holds no dates/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'VB-1234' })).toHaveAttribute(
      'href',
      '/console/bookings/cccccccccccccccccccccccc',
    );
    expect(screen.getByRole('link', { name: 'Calendar', current: true })).toBeInTheDocument();
  });

  it('shows housekeeping the same month with names only and nothing to change', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPING },
      [CALENDAR_URL]: { status: 200, body: march() },
    });
    renderConsoleAt(`/console/villas/${VILLA_ID}/calendar?month=2027-03`);

    expect(await screen.findByRole('heading', { name: 'Villa River Breeze' })).toBeVisible();
    expect(
      screen.getByRole('gridcell', { name: /March 4, 2027, confirmed: VB-1234, Jane Doe/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Pool repairs/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Block days' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change|Remove|Block/ })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /March/ })).toEqual([]);
    expect(screen.queryByRole('link', { name: 'VB-1234' })).not.toBeInTheDocument();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('blocks a range tapped on the grid, with a reason', async () => {
    let blocks = [block()];
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [CALENDAR_URL]: () => ({ status: 200, body: march({ blocks }) }),
      [`POST ${BLOCKS_URL}`]: (call) => {
        const made = block({ id: 'ffffffffffffffffffffffff', ...(call.body as object) });
        blocks = [...blocks, made];
        return { status: 201, body: made };
      },
    });
    renderConsoleAt(`/console/villas/${VILLA_ID}/calendar?month=2027-03`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Thursday, March 25, 2027/ }));
    expect(screen.getByText(/First day chosen: March 25, 2027/)).toBeInTheDocument();
    await user.click(day(/^Saturday, March 27, 2027/));
    expect(screen.getByText('Chosen: March 25 to 27, 2027. Give a reason and block them.'));
    expect(day('Friday, March 26, 2027, chosen')).toBeInTheDocument();
    expect(screen.getByLabelText(/First day/)).toHaveValue('2027-03-25');
    expect(screen.getByLabelText(/Last day/)).toHaveValue('2027-03-27');

    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Owner stay');
    await user.click(screen.getByRole('button', { name: 'Block these days' }));

    await expectNotice('Blocked March 25 to 27, 2027 (Owner stay).');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      startDate: '2027-03-25',
      endDate: '2027-03-27',
      reason: 'Owner stay',
    });
    expect(
      await screen.findByRole('button', { name: 'Friday, March 26, 2027, blocked: Owner stay' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/First day/)).toHaveValue('');
  });

  it('brings the reason and the Block button into sight once the range is tapped', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [CALENDAR_URL]: { status: 200, body: march() },
    });
    renderConsoleAt(`/console/villas/${VILLA_ID}/calendar?month=2027-03`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Thursday, March 25, 2027/ }));
    // Nothing moves under the finger between the first tap and the last.
    expect(scrolledTo).toEqual([]);
    await user.click(day(/^Saturday, March 27, 2027/));

    expect(scrolledTo).toHaveLength(1);
    const shown = scrolledTo[0] as HTMLElement;
    expect(within(shown).getByRole('textbox', { name: /Reason/ })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Block these days' })).toBeInTheDocument();
    // The focus stays on the month.
    expect(day(/^Saturday, March 27, 2027/)).toHaveFocus();

    // One day: its day tapped twice.
    await user.click(day(/^Monday, March 29, 2027/));
    await user.click(day(/^Monday, March 29, 2027/));
    expect(screen.getByText('Chosen: March 29, 2027. Give a reason and block them.')).toBeVisible();
    expect(scrolledTo).toHaveLength(2);
  });

  it('clears the chosen days', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [CALENDAR_URL]: { status: 200, body: march() },
    });
    renderConsoleAt(`/console/villas/${VILLA_ID}/calendar?month=2027-03`);
    const user = userEvent.setup();

    expect(await screen.findByText('No days chosen yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await user.click(day(/^Thursday, March 25, 2027/));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No days chosen yet.')).toBeVisible();
    expect(day('Thursday, March 25, 2027')).toBeInTheDocument();
    expect(screen.getByLabelText(/First day/)).toHaveValue('');
  });

  it('draws blocked days as blocked, not struck through as if cancelled', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [CALENDAR_URL]: { status: 200, body: march() },
    });
    renderConsoleAt(`/console/villas/${VILLA_ID}/calendar?month=2027-03`);

    /** A day's cell, which wears what holds the day. */
    const cell = async (name: string) =>
      (await screen.findByRole('button', { name })).closest('[role="gridcell"]') as HTMLElement;
    const blocked = await cell('Saturday, March 20, 2027, blocked: Pool repairs');
    const free = await cell('Friday, March 19, 2027');
    // A look of its own (a hatch), which the legend shows under the same name.
    const legend = screen.getByRole('list', { name: 'What the colours mean' });
    const entry = within(legend).getByText('Blocked').closest('li') as HTMLElement;
    const swatch = entry.querySelector('[aria-hidden="true"]') as HTMLElement;
    for (const look of blockedLook.split(' ')) {
      expect(blocked).toHaveClass(look);
      expect(swatch).toHaveClass(look);
      expect(free).not.toHaveClass(look);
    }
    // Nothing of a block is struck through: not its days, not the legend, not the list.
    const struck = [
      blocked,
      ...blocked.querySelectorAll('*'),
      entry,
      ...entry.querySelectorAll('*'),
    ];
    const list = screen.getByRole('region', { name: 'This month' });
    const card = within(list)
      .getByText(/March 20 to 22, 2027/)
      .closest('li') as HTMLElement;
    struck.push(card, ...card.querySelectorAll('*'));
    expect(struck.filter((element) => element.classList.contains('line-through'))).toEqual([]);
  });

  it('chooses a range by keyboard: arrows move, Enter takes the first and the last day', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [CALENDAR_URL]: { status: 200, body: march() },
      [`POST ${BLOCKS_URL}`]: { status: 201, body: block() },
    });
    renderConsoleAt(`/console/villas/${VILLA_ID}/calendar?month=2027-03`);
    const user = userEvent.setup();

    const first = await screen.findByRole('button', { name: /^Monday, March 1, 2027/ });
    first.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}'); // March 23
    expect(day(/^Tuesday, March 23, 2027/)).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}'); // March 25
    expect(screen.getByLabelText(/First day/)).toHaveValue('2027-03-23');
    expect(screen.getByLabelText(/Last day/)).toHaveValue('2027-03-25');
    expect(day(/^Thursday, March 25, 2027/)).toHaveFocus();

    await user.click(screen.getByRole('textbox', { name: /Reason/ }));
    await user.keyboard('Deep clean{Enter}');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        startDate: '2027-03-23',
        endDate: '2027-03-25',
        reason: 'Deep clean',
      }),
    );
  });

  it('says why the server refused a block: the booking it overlaps', async () => {
    const refusal =
      'These dates overlap booking VB-1234 (Jane Doe), March 3 to 7, 2027. Choose other dates, or decline or cancel the booking first.';
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [CALENDAR_URL]: { status: 200, body: march() },
      [`POST ${BLOCKS_URL}`]: {
        status: 409,
        body: { message: refusal, statusCode: 409, error: 'Conflict' },
      },
    });
    renderConsoleAt(`/console/villas/${VILLA_ID}/calendar?month=2027-03`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Monday, March 1, 2027/ }));
    await user.click(day(/^Thursday, March 4, 2027/));
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Owner stay');
    await user.click(screen.getByRole('button', { name: 'Block these days' }));
    await expectAlert(refusal);
    // What was typed stays, to be changed.
    expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveValue('Owner stay');
    expect(screen.getByLabelText(/First day/)).toHaveValue('2027-03-01');
  });

  it('checks the form before sending: a last day before the first is said beside it', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [CALENDAR_URL]: { status: 200, body: march() },
    });
    renderConsoleAt(`/console/villas/${VILLA_ID}/calendar?month=2027-03`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Block days' });

    setDate(screen.getByLabelText(/First day/), '2027-03-25');
    expect(screen.getByLabelText(/Last day/)).toHaveValue('2027-03-25');
    setDate(screen.getByLabelText(/Last day/), '2027-03-24');
    await user.click(screen.getByRole('button', { name: 'Block these days' }));
    expect(
      await screen.findByText('The last day must be on or after the first day.'),
    ).toBeVisible();
    expect(screen.getByText('The reason is required')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("changes a block's dates and reason", async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [CALENDAR_URL]: { status: 200, body: march() },
      [`PUT ${BLOCKS_URL}/bbbbbbbbbbbbbbbbbbbbbbbb`]: (call) => ({
        status: 200,
        body: block(call.body as object),
      }),
    });
    renderConsoleAt(`/console/villas/${VILLA_ID}/calendar?month=2027-03`);
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', {
        name: 'Change the block of March 20 to 22, 2027 (Pool repairs)',
      }),
    );
    const form = screen.getByRole('group', {
      name: 'Change the block of March 20 to 22, 2027 (Pool repairs)',
    });
    setDate(within(form).getByLabelText(/Last day/), '2027-03-24');
    const reason = within(form).getByRole('textbox', { name: /Reason/ });
    await user.clear(reason);
    await user.type(reason, 'Pool pump');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    await expectNotice('The block is now March 20 to 24, 2027 (Pool pump).');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      startDate: '2027-03-20',
      endDate: '2027-03-24',
      reason: 'Pool pump',
    });
  });

  it('removes a block only once asked again', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [CALENDAR_URL]: { status: 200, body: march() },
      [`DELETE ${BLOCKS_URL}/bbbbbbbbbbbbbbbbbbbbbbbb`]: { status: 204 },
    });
    renderConsoleAt(`/console/villas/${VILLA_ID}/calendar?month=2027-03`);
    const user = userEvent.setup();

    const remove = await screen.findByRole('button', {
      name: 'Remove the block of March 20 to 22, 2027 (Pool repairs)',
    });
    await user.click(remove);
    const question = screen.getByRole('group', {
      name: /Remove the block of March 20 to 22, 2027 \(Pool repairs\)\?/,
    });
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(remove).toHaveFocus();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(remove);
    const yes = screen.getByRole('button', { name: 'Yes, remove the block' });
    expect(yes).toHaveFocus();
    await user.click(yes);
    await expectNotice('The block of March 20 to 22, 2027 (Pool repairs) is removed.');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('names a block imported from a platform and offers nothing to change it here', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [CALENDAR_URL]: {
        status: 200,
        body: march({
          blocks: [
            block(),
            block({
              id: 'abababababababababababab',
              startDate: '2027-03-24',
              endDate: '2027-03-26',
              reason: 'Reserved',
              createdBy: null,
              feed: { id: 'fafafafafafafafafafafafa', label: 'Airbnb' },
            }),
          ],
        }),
      },
    });
    renderConsoleAt(`/console/villas/${VILLA_ID}/calendar?month=2027-03`);

    expect(
      await screen.findByRole('button', {
        name: 'Thursday, March 25, 2027, blocked on Airbnb: Reserved',
      }),
    ).toBeInTheDocument();
    const imported = screen
      .getByText('From the Airbnb calendar; change it there.')
      .closest('li') as HTMLElement;
    expect(within(imported).getByText('Airbnb')).toBeVisible();
    expect(within(imported).getByText(/March 24 to 26, 2027/)).toBeVisible();
    expect(within(imported).queryByRole('button')).not.toBeInTheDocument();
    // The team's own block keeps its controls.
    expect(
      screen.getByRole('button', {
        name: 'Change the block of March 20 to 22, 2027 (Pool repairs)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'calendar sync' })).toHaveAttribute(
      'href',
      `/console/villas/${VILLA_ID}/sync`,
    );
  });

  it('moves a month at a time, the month in the address', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [CALENDAR_URL]: { status: 200, body: march() },
      [`GET /api/console/villas/${VILLA_ID}/calendar?month=2027-04`]: {
        status: 200,
        body: march({
          month: '2027-04',
          from: '2027-04-01',
          to: '2027-04-30',
          blocks: [],
          bookings: [],
        }),
      },
    });
    renderConsoleAt(`/console/villas/${VILLA_ID}/calendar?month=2027-03`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'April 2027' })).toBeVisible();
    expect(window.location.search).toBe('?month=2027-04');
    expect(await screen.findByText('No bookings or blocks this month.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Previous month' })).toHaveAttribute(
      'href',
      `/console/villas/${VILLA_ID}/calendar?month=2027-03`,
    );
  });

  it('is reached from the calendar room, a link per villa', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPING },
      'GET /api/console/villa-names': { status: 200, body: [VILLA] },
      'GET /api/console/movements?days=7': {
        status: 200,
        body: { from: '2027-02-10', to: '2027-02-16', arrivals: [], departures: [] },
      },
    });
    renderConsoleAt('/console/calendar');
    expect(await screen.findByRole('link', { name: 'Villa River Breeze' })).toHaveAttribute(
      'href',
      `/console/villas/${VILLA_ID}/calendar`,
    );
  });
});
