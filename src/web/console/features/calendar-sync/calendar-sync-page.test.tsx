import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarFeed, CalendarSync } from '#domain/schemas/calendar-sync.ts';
import {
  answerFetch,
  OWNER,
  renderConsoleAt,
  type Answer,
  type Call,
} from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const VILLA_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const PAGE = `/console/villas/${VILLA_ID}/sync`;
const API = `/api/console/villas/${VILLA_ID}`;
const SYNC_URL = `${API}/calendar-sync`;
const AIRBNB_ID = 'fafafafafafafafafafafafa';
const VRBO_ID = 'fbfbfbfbfbfbfbfbfbfbfbfb';
const VILLA_ADDRESS = `https://villas.example/ical/${VILLA_ID}/${'1'.repeat(64)}.ics`;
const HOUSEKEEPING = { ...OWNER, id: 'u9', name: 'Kamal Silva', role: 'housekeeping' } as const;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const feed = (over: Partial<CalendarFeed> = {}): CalendarFeed => ({
  id: AIRBNB_ID,
  label: 'Airbnb',
  channel: 'airbnb',
  url: 'https://www.airbnb.com/calendar/ical/41234567.ics?s=0123456789abcdef0123456789abcdef',
  exportUrl: `https://villas.example/ical/${VILLA_ID}/${'2'.repeat(64)}.ics`,
  lastSuccessAt: minutesAgo(12),
  lastErrorAt: null,
  lastError: null,
  eventCount: 5,
  failing: false,
  stale: false,
  createdAt: '2027-01-02T08:00:00.000Z',
  ...over,
});

const calendarSync = (over: Partial<CalendarSync> = {}): CalendarSync => ({
  villa: { id: VILLA_ID, name: 'Villa River Breeze', slug: 'villa-river-breeze' },
  exportUrl: VILLA_ADDRESS,
  feeds: [feed()],
  conflicts: [],
  syncEveryMinutes: 15,
  ...over,
});

/** The page as the owner sees it, its GET answering `state.sync` as the test changes it. */
function show(
  start: CalendarSync,
  more: Record<string, Answer | ((call: Call, state: { sync: CalendarSync }) => Answer)> = {},
) {
  const state = { sync: start };
  const answers: Record<string, Answer | ((call: Call) => Answer)> = {
    'GET /api/console/me': { status: 200, body: OWNER },
    [`GET ${SYNC_URL}`]: () => ({ status: 200, body: state.sync }),
  };
  for (const [key, answer] of Object.entries(more)) {
    answers[key] = typeof answer === 'function' ? (call) => answer(call, state) : answer;
  }
  const calls = answerFetch(answers);
  renderConsoleAt(PAGE);
  return { calls, state, user: userEvent.setup() };
}

const cardOf = async (label: string) => screen.findByRole('listitem', { name: label });
/** How a platform's last read went, as its card says. */
const statusOf = (card: HTMLElement) =>
  within(card).getByRole('status', { name: /^Sync status of / });
const posts = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe("a villa's calendar sync", { timeout: 20_000 }, () => {
  it('shows the villa’s address and copies it, and how often calendars are read', async () => {
    const { user } = show(calendarSync());
    const address = await screen.findByRole('textbox', {
      name: 'Calendar address of Villa River Breeze',
    });
    expect(address).toHaveValue(VILLA_ADDRESS);
    expect(address).toHaveAttribute('readonly');
    expect(
      screen.getByText(/Paste this into any calendar that should see when the villa is taken/),
    ).toBeVisible();
    expect(screen.getByText(/Calendars are read every 15 minutes\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Calendar sync', current: 'page' })).toBeVisible();

    await user.click(
      screen.getByRole('button', { name: 'Copy the calendar address of the villa' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Copied the calendar address of the villa' }),
    ).toBeVisible();
    expect(screen.getByText('Copied. Paste it where it should go.')).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe(VILLA_ADDRESS);
  });

  it('selects the address to copy by hand when the clipboard refuses', async () => {
    const { user } = show(calendarSync());
    const card = await cardOf('Airbnb');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await user.click(within(card).getByRole('button', { name: 'Copy the address for Airbnb' }));
    const field = within(card).getByRole<HTMLInputElement>('textbox', {
      name: 'Address for Airbnb',
    });
    expect(
      await within(card).findByText(/The address is selected: copy it with Ctrl\+C/),
    ).toBeVisible();
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, feed().exportUrl.length]);
  });

  it('shows each platform: its last read, its dates, and the address to give it', async () => {
    show(calendarSync());
    const card = await cardOf('Airbnb');
    expect(statusOf(card)).toHaveTextContent(
      'Updated 12 minutes ago · 5 stays and blocks imported',
    );
    expect(card).toHaveTextContent('Platform: Airbnb');
    // The platform's long address is cut to the card's width, whole in its title.
    const url = within(card).getByTitle(feed().url);
    expect(url).toHaveClass('truncate');
    expect(within(card).getByRole('heading', { name: 'Give Airbnb this address' })).toBeVisible();
    expect(within(card).getByText(/It leaves out Airbnb’s own bookings/)).toBeVisible();
    expect(within(card).getByRole('textbox', { name: 'Address for Airbnb' })).toHaveValue(
      feed().exportUrl,
    );
    for (const name of ['Sync now from Airbnb', 'Edit Airbnb', 'New address for Airbnb']) {
      expect(within(card).getByRole('button', { name })).toBeEnabled();
    }
    expect(within(card).getByRole('button', { name: 'Remove Airbnb' })).toBeEnabled();
    expect(screen.getByText(/No conflicts: none of them overlaps a booking here\./)).toBeVisible();
  });

  it('says why a failing platform failed, and flags one not updated for hours', async () => {
    show(
      calendarSync({
        feeds: [
          feed({
            failing: true,
            stale: true,
            lastSuccessAt: minutesAgo(5 * 60),
            lastErrorAt: minutesAgo(3),
            lastError: 'The platform answered 404: the address may have changed.',
          }),
        ],
      }),
    );
    const status = statusOf(await cardOf('Airbnb'));
    expect(status).toHaveTextContent(
      'Last try failed 3 minutes ago: The platform answered 404: the address may have changed.',
    );
    expect(status).toHaveTextContent('Updated 5 hours ago · 5 stays and blocks imported');
    expect(status).toHaveTextContent('Stale: Not updated for more than 3 hours');
    expect(within(await cardOf('Airbnb')).getByText('Stale')).toBeVisible();
  });

  it('lists conflicts with a link to the booking, and what to do', async () => {
    show(
      calendarSync({
        conflicts: [
          {
            blockId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
            feedId: AIRBNB_ID,
            feedLabel: 'Airbnb',
            startDate: '2027-01-10',
            endDate: '2027-01-12',
            booking: {
              id: 'cccccccccccccccccccccccc',
              reference: 'VB-1234',
              guestName: 'Jane Doe',
              checkInDate: '2027-01-09',
              checkOutDate: '2027-01-14',
              status: 'CONFIRMED',
              holdsDates: true,
            },
          },
        ],
      }),
    );
    const conflicts = await screen.findByRole('region', { name: 'Conflicts' });
    const item = within(conflicts).getByRole('listitem');
    expect(item).toHaveTextContent(
      'Airbnb closed January 10 to 12, 2027, which overlaps booking VB-1234 (Jane Doe, January 9 to 14, 2027).',
    );
    expect(item).toHaveTextContent(
      'Decline or move the booking here, or free the dates on Airbnb.',
    );
    expect(within(item).getByRole('link', { name: 'VB-1234' })).toHaveAttribute(
      'href',
      '/console/bookings/cccccccccccccccccccccccc',
    );
    expect(screen.queryByText(/No conflicts/)).not.toBeInTheDocument();
  });

  it('connects a platform: sends the label and address, then says what came in', async () => {
    const address = 'https://www.vrbo.com/icalendar/0123456789abcdef.ics';
    const { calls, user } = show(calendarSync(), {
      [`POST ${API}/feeds`]: (call, state) => {
        const made = feed({ id: VRBO_ID, ...(call.body as object), eventCount: 5 });
        state.sync = { ...state.sync, feeds: [...state.sync.feeds, made] };
        return { status: 201, body: made };
      },
    });
    const form = await screen.findByRole('region', { name: 'Connect a calendar' });
    await user.click(within(form).getByRole('button', { name: 'Label: Vrbo' }));
    expect(within(form).getByRole('textbox', { name: /^Label/ })).toHaveValue('Vrbo');
    // The label is done: the address is next.
    expect(within(form).getByRole('textbox', { name: /^Calendar address/ })).toHaveFocus();
    await user.keyboard(address);
    await user.click(within(form).getByRole('button', { name: 'Connect' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Connected: 5 stays and blocks imported from Vrbo.',
    );
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { label: 'Vrbo', url: address, channel: 'vrbo' },
      }),
    ]);
    expect(await cardOf('Vrbo')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /^Calendar address/ })).toHaveValue('');
  });

  it('guesses the platform from the pasted address, until the person picks one (issue 28 §1)', async () => {
    const { calls, user } = show(calendarSync(), {
      [`POST ${API}/feeds`]: (call, state) => {
        const made = feed({ id: VRBO_ID, ...(call.body as object) });
        state.sync = { ...state.sync, feeds: [...state.sync.feeds, made] };
        return { status: 201, body: made };
      },
    });
    const form = await screen.findByRole('region', { name: 'Connect a calendar' });
    const platform = within(form).getByRole('combobox', { name: /^Platform/ });
    expect(platform).toHaveValue('other');
    await user.type(within(form).getByRole('textbox', { name: /^Label/ }), 'Holiday Lettings');
    const url = within(form).getByRole('textbox', { name: /^Calendar address/ });
    await user.click(url);
    await user.paste('https://www.airbnb.co.uk/calendar/ical/9.ics?s=1');
    expect(platform).toHaveValue('airbnb');
    expect(within(platform).getByRole('option', { selected: true })).toHaveTextContent('Airbnb');

    await user.selectOptions(platform, 'Other');
    await user.clear(url);
    await user.type(url, 'https://www.vrbo.com/icalendar/1.ics');
    expect(platform).toHaveValue('other');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));

    const card = await cardOf('Holiday Lettings');
    expect(card).toHaveTextContent('Platform: Other');
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        body: {
          label: 'Holiday Lettings',
          url: 'https://www.vrbo.com/icalendar/1.ics',
          channel: 'other',
        },
      }),
    ]);
  });

  it('says when a connected platform could not be read, and why', async () => {
    const { user } = show(calendarSync({ feeds: [] }), {
      [`POST ${API}/feeds`]: (call) => ({
        status: 201,
        body: feed({
          id: VRBO_ID,
          ...(call.body as object),
          failing: true,
          lastSuccessAt: null,
          lastErrorAt: minutesAgo(0),
          lastError: 'The address did not answer with a calendar.',
          eventCount: 0,
        }),
      }),
    });
    expect(await screen.findByText(/No calendars connected yet\./)).toBeVisible();
    const form = screen.getByRole('region', { name: 'Connect a calendar' });
    await user.type(within(form).getByRole('textbox', { name: /^Label/ }), 'Vrbo');
    await user.type(
      within(form).getByRole('textbox', { name: /^Calendar address/ }),
      'https://example.com/not-a-calendar',
    );
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Vrbo is saved, but its calendar could not be read: The address did not answer with a calendar.',
    );
  });

  it('shows the server’s refusal beside the address', async () => {
    const refusal = 'The address must be on the public internet, not a private network.';
    const { calls, user } = show(calendarSync(), {
      [`POST ${API}/feeds`]: (call) =>
        (call.body as { url: string }).url.includes('192.168')
          ? {
              status: 400,
              body: {
                statusCode: 400,
                error: 'Bad Request',
                message: `Please check the request body: ${refusal}`,
                issues: [{ path: 'url', message: refusal }],
              },
            }
          : {
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                message: 'This villa already reads that address, as Airbnb.',
              },
            },
    });
    const form = await screen.findByRole('region', { name: 'Connect a calendar' });
    const label = within(form).getByRole('textbox', { name: /^Label/ });
    const url = within(form).getByRole('textbox', { name: /^Calendar address/ });

    // Checked here first, with the server's own rules: nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await within(form).findByText('The label is required')).toBeVisible();
    expect(posts(calls)).toEqual([]);

    await user.type(label, 'Airbnb');
    await user.type(url, 'http://192.168.1.10/calendar.ics');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(
        within(form).getByRole('textbox', { name: /^Calendar address/ }),
      ).toHaveAccessibleDescription(refusal),
    );
    // What was typed stays, to be corrected, and focus is on it.
    const again = within(form).getByRole('textbox', { name: /^Calendar address/ });
    expect(again).toHaveValue('http://192.168.1.10/calendar.ics');
    await waitFor(() => expect(again).toHaveFocus());

    await user.clear(again);
    await user.type(again, feed().url);
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(
        within(form).getByRole('textbox', { name: /^Calendar address/ }),
      ).toHaveAccessibleDescription('This villa already reads that address, as Airbnb.'),
    );
  });

  it('shows why an address that gives no calendar was not saved, beside it (issue 23 §3.4)', async () => {
    const refusal =
      'This address gives a web page, not a calendar, so nothing was saved. Copy the calendar (iCal) address from where the platform offers to export or sync the calendar, not the address of the listing’s page.';
    const listing = 'https://www.airbnb.com/rooms/41234567';
    const { user } = show(calendarSync({ feeds: [] }), {
      [`POST ${API}/feeds`]: {
        status: 422,
        body: {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: refusal,
          issues: [{ path: 'url', message: refusal }],
        },
      },
    });
    const form = await screen.findByRole('region', { name: 'Connect a calendar' });
    await user.type(within(form).getByRole('textbox', { name: /^Label/ }), 'Airbnb');
    await user.type(within(form).getByRole('textbox', { name: /^Calendar address/ }), listing);
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    // The refused field is drawn again with what was sent back, so it is looked up afresh.
    const url = () => within(form).getByRole('textbox', { name: /^Calendar address/ });
    await waitFor(() => expect(url()).toHaveAccessibleDescription(refusal));
    expect(url()).toHaveValue(listing);
    // Nothing was saved: no card, and no address to give the platform.
    expect(screen.getByText(/No calendars connected yet\./)).toBeVisible();
    expect(screen.queryByText(/Give Airbnb this address/)).toBeNull();
  });

  it('says how many events it skipped as unreadable, after connecting and after Sync now (issue 23 §1.2)', async () => {
    const { user } = show(calendarSync(), {
      [`POST ${API}/feeds`]: (call, state) => {
        const made = feed({ id: VRBO_ID, ...(call.body as object), eventCount: 2, unreadable: 1 });
        state.sync = { ...state.sync, feeds: [...state.sync.feeds, made] };
        return { status: 201, body: made };
      },
      [`POST ${API}/feeds/${AIRBNB_ID}/sync`]: (_call, state) => {
        const read = feed({ lastSuccessAt: minutesAgo(0), eventCount: 4, unreadable: 3 });
        state.sync = { ...state.sync, feeds: [read, ...state.sync.feeds.slice(1)] };
        return { status: 200, body: read };
      },
    });
    const form = await screen.findByRole('region', { name: 'Connect a calendar' });
    await user.click(within(form).getByRole('button', { name: 'Label: Vrbo' }));
    await user.keyboard('https://www.vrbo.com/icalendar/0123456789abcdef.ics');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Connected: 2 stays and blocks imported from Vrbo. 1 event in the Vrbo calendar could not be read and was skipped: check Vrbo for a stay whose dates are not closed here.',
    );

    const card = await cardOf('Airbnb');
    await user.click(within(card).getByRole('button', { name: 'Sync now from Airbnb' }));
    await waitFor(() =>
      expect(statusOf(card)).toHaveTextContent(
        '3 events in the Airbnb calendar could not be read and were skipped: check Airbnb for stays whose dates are not closed here.',
      ),
    );
    expect(statusOf(card)).toHaveTextContent('4 stays and blocks imported');
  });

  it('makes a new villa address only once asked again', async () => {
    const renewed = `https://villas.example/ical/${VILLA_ID}/${'3'.repeat(64)}.ics`;
    const { calls, user } = show(calendarSync(), {
      [`POST ${SYNC_URL}/rotate`]: (_call, state) => {
        state.sync = { ...state.sync, exportUrl: renewed };
        return { status: 200, body: state.sync };
      },
    });
    const renew = await screen.findByRole('button', { name: 'Make a new address' });
    await user.click(renew);
    const question = screen.getByRole('group', { name: /^Make a new address\?/ });
    expect(question).toHaveTextContent('stops working at once');
    expect(question).toHaveTextContent('must be given the new one');
    await user.click(within(question).getByRole('button', { name: 'Keep this address' }));
    expect(renew).toHaveFocus();
    expect(posts(calls)).toEqual([]);

    await user.click(renew);
    const yes = screen.getByRole('button', { name: 'Yes, make a new address' });
    expect(yes).toHaveFocus();
    await user.click(yes);
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Calendar address of Villa River Breeze' }),
      ).toHaveValue(renewed),
    );
    expect(screen.getByText(/New address made\. The old one no longer works/)).toBeVisible();
    expect(posts(calls)).toHaveLength(1);
  });

  it('makes a new address for a platform only once asked again', async () => {
    const renewed = `https://villas.example/ical/${VILLA_ID}/${'4'.repeat(64)}.ics`;
    const { calls, user } = show(calendarSync(), {
      [`POST ${API}/feeds/${AIRBNB_ID}/rotate`]: (_call, state) => {
        const changed = feed({ exportUrl: renewed });
        state.sync = { ...state.sync, feeds: [changed] };
        return { status: 200, body: changed };
      },
    });
    const card = await cardOf('Airbnb');
    await user.click(within(card).getByRole('button', { name: 'New address for Airbnb' }));
    const question = within(card).getByRole('group', {
      name: /^Make a new address for Airbnb\?/,
    });
    expect(posts(calls)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Yes, make a new address' }));
    await waitFor(() =>
      expect(within(card).getByRole('textbox', { name: 'Address for Airbnb' })).toHaveValue(
        renewed,
      ),
    );
    expect(statusOf(card)).toHaveTextContent(
      'New address made. Paste it into Airbnb now: the old one no longer works.',
    );
  });

  it('removes a platform only once asked again, saying its dates are freed', async () => {
    const { calls, user } = show(calendarSync(), {
      [`DELETE ${API}/feeds/${AIRBNB_ID}`]: (_call, state) => {
        state.sync = { ...state.sync, feeds: [] };
        return { status: 204 };
      },
    });
    const card = await cardOf('Airbnb');
    const remove = within(card).getByRole('button', { name: 'Remove Airbnb' });
    await user.click(remove);
    const question = within(card).getByRole('group', { name: /^Remove Airbnb\?/ });
    expect(question).toHaveTextContent('The dates imported from it are freed here at once');
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(remove).toHaveFocus();
    expect(posts(calls)).toEqual([]);

    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Yes, remove Airbnb' }));
    expect(
      await screen.findByText('Airbnb is removed. The dates imported from it are free again here.'),
    ).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Airbnb' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connected calendars' })).toHaveFocus();
    expect(posts(calls)).toEqual([expect.objectContaining({ method: 'DELETE' })]);
  });

  it('syncs a platform now: progress, then its new status', async () => {
    const { user } = show(calendarSync({ feeds: [feed({ stale: true, failing: true })] }), {
      [`POST ${API}/feeds/${AIRBNB_ID}/sync`]: (_call, state) => {
        const read = feed({ lastSuccessAt: minutesAgo(0), eventCount: 7 });
        state.sync = { ...state.sync, feeds: [read] };
        return { status: 200, body: read };
      },
    });
    const card = await cardOf('Airbnb');
    // The answer waits until the test lets it through, to see the progress.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.endsWith('/sync')) await held;
      return answered(input, init);
    });

    await user.click(within(card).getByRole('button', { name: 'Sync now from Airbnb' }));
    expect(within(card).getByRole('button', { name: 'Syncing… from Airbnb' })).toBeDisabled();
    expect(statusOf(card)).toHaveTextContent('Reading the Airbnb calendar…');
    release();
    await waitFor(() =>
      expect(statusOf(card)).toHaveTextContent('Updated just now · 7 stays and blocks imported'),
    );
    expect(statusOf(card)).not.toHaveTextContent(/Last try failed|Stale/);
    expect(within(card).getByRole('button', { name: 'Sync now from Airbnb' })).toBeEnabled();
  });

  it('changes a platform’s label and address in its card', async () => {
    const address = 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc';
    const { calls, user } = show(calendarSync(), {
      [`PUT ${API}/feeds/${AIRBNB_ID}`]: (call, state) => {
        const changed = feed(call.body as object);
        state.sync = { ...state.sync, feeds: [changed] };
        return { status: 200, body: changed };
      },
    });
    const card = await cardOf('Airbnb');
    await user.click(within(card).getByRole('button', { name: 'Edit Airbnb' }));
    const form = within(card).getByRole('group', { name: 'Edit Airbnb' });
    const label = within(form).getByRole('textbox', { name: /^Label/ });
    await user.clear(label);
    await user.type(label, 'Booking.com');
    const url = within(form).getByRole('textbox', { name: /^Calendar address/ });
    await user.clear(url);
    await user.type(url, address);
    // The platform stays as stored until the person changes it.
    const platform = within(form).getByRole('combobox', { name: /^Platform/ });
    expect(platform).toHaveValue('airbnb');
    await user.selectOptions(platform, 'Booking.com');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const changed = await cardOf('Booking.com');
    expect(statusOf(changed)).toHaveTextContent('Saved.');
    expect(within(changed).getByRole('button', { name: 'Edit Booking.com' })).toHaveFocus();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: { label: 'Booking.com', url: address, channel: 'booking' },
      }),
    ]);
  });

  it('is not open to housekeeping', async () => {
    const calls = answerFetch({ 'GET /api/console/me': { status: 200, body: HOUSEKEEPING } });
    renderConsoleAt(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'This room is not open to you' }),
    ).toBeVisible();
    expect(calls.map((call) => call.url)).toEqual(['/api/console/me']);
  });
});
