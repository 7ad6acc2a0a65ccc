import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pages } from '#web/console/room-pages.ts';
import { answerFetch, OWNER, renderConsoleAt } from '#web/console/testing.tsx';
import { HOUSEKEEPER, task } from './test-fixtures.ts';

// The page's code, compiled once before the first test: on a loaded machine its first import
// would otherwise eat the first findBy's wait.
beforeAll(async () => {
  await pages.turnovers.load();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const RIVER = task({
  id: '64b7f0c2a1b2c3d4e5f60902',
  villa: { id: '64b7f0c2a1b2c3d4e5f60002', name: 'Villa River Breeze' },
  departureOn: '2026-11-30',
  nextArrivalOn: null,
  nextArrivalGuests: null,
  sameDay: false,
  source: 'imported',
  status: 'problem',
  note: 'The AC in room 2 drips.',
  assignedTo: { id: 'u3', name: 'Ruwan Jayasinghe' },
});

describe('the Turnovers room', () => {
  it("shows housekeeping today's villas as cards: days, same day, status, who and the checklist done", async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      'GET /api/console/turnovers?range=today': {
        status: 200,
        body: [
          task({
            checklist: [
              { item: 'Beds', ticked: true },
              { item: 'Pool', ticked: false },
            ],
          }),
        ],
      },
    });
    renderConsoleAt('/console/turnovers');

    const list = await screen.findByRole('list', { name: 'Today' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Villa Serenity' })).toHaveAttribute(
      'href',
      '/console/turnovers/64b7f0c2a1b2c3d4e5f60901',
    );
    expect(card).toHaveTextContent('Same day');
    expect(card).toHaveTextContent('Not started');
    expect(card).toHaveTextContent('Out Sat, Nov 28 → in the same day · 4 guests');
    expect(card).toHaveTextContent('Anyone in housekeeping · 1 of 2 done');
    const tabs = within(screen.getByRole('navigation', { name: 'Turnover days' }));
    expect(tabs.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    // Housekeeping's room of every day: in the phone's tab bar, not under More.
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Turnovers' }).closest('li')).not.toHaveClass(
      'hidden',
    );
  });

  it('moves to tomorrow and the week by their tabs, in the address; the week by day', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      'GET /api/console/turnovers?range=today': { status: 200, body: [] },
      'GET /api/console/turnovers?range=tomorrow': { status: 200, body: [] },
      'GET /api/console/turnovers?range=week': { status: 200, body: [task(), RIVER] },
    });
    renderConsoleAt('/console/turnovers');
    const user = userEvent.setup();
    expect(await screen.findByText('No villa to make ready today.')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Tomorrow' }));
    expect(await screen.findByText('No villa to make ready tomorrow.')).toBeVisible();
    expect(window.location.search).toBe('?range=tomorrow');

    await user.click(screen.getByRole('link', { name: 'This week' }));
    const monday = await screen.findByRole('list', { name: 'Monday, November 30, 2026' });
    expect(monday).toHaveTextContent('Villa River Breeze');
    expect(monday).toHaveTextContent('Problem');
    expect(monday).toHaveTextContent('Out Mon, Nov 30 → no arrival booked');
    expect(monday).toHaveTextContent('Given to you');
    expect(monday).toHaveTextContent('The AC in room 2 drips.');
    expect(screen.getByRole('list', { name: 'Saturday, November 28, 2026' })).toHaveTextContent(
      'Villa Serenity',
    );
    expect(calls.map((call) => call.url)).toContain('/api/console/turnovers?range=week');
  });

  it('is under More for the owner, whose tab bar keeps the bookings', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/turnovers?range=today': { status: 200, body: [RIVER] },
    });
    renderConsoleAt('/console/turnovers');
    expect(await screen.findByRole('list', { name: 'Today' })).toHaveTextContent(
      'Given to Ruwan Jayasinghe',
    );
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Turnovers' }).closest('li')).toHaveClass(
      'hidden',
    );
  });

  it('says so when the day cannot be read', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      'GET /api/console/turnovers?range=today': {
        status: 400,
        body: { message: 'range must be today, tomorrow or week' },
      },
    });
    renderConsoleAt('/console/turnovers');
    expect(await screen.findByText('range must be today, tomorrow or week')).toBeVisible();
  });
});
