import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Today } from '#domain/schemas/console.ts';
import type { TurnoverAlert, TurnoverTask } from '#domain/schemas/turnover.ts';
import { answerFetch, OWNER, renderConsoleAt } from '#web/console/testing.tsx';
import { hoursFromNow, movement, movements } from '#web/console/test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const HOUSEKEEPER = {
  id: 'u3',
  name: 'Ruwan Jayasinghe',
  email: 'ruwan@example.com',
  role: 'housekeeping',
} as const;

/** A turnover as Today's warnings carry it: no guest's name, contact or money. */
const turnover = (over: Partial<TurnoverTask> = {}): TurnoverTask => ({
  id: '64b7f0c2a1b2c3d4e5f60901',
  villa: { id: '64b7f0c2a1b2c3d4e5f60001', name: 'Villa Serenity' },
  departureOn: '2026-11-28',
  nextArrivalOn: '2026-11-28',
  nextArrivalGuests: 4,
  sameDay: true,
  source: 'booking',
  status: 'open',
  assignedTo: null,
  checklist: [],
  note: null,
  photos: [],
  startedAt: null,
  readyAt: null,
  updatedAt: '2026-11-28T04:00:00.000Z',
  version: 'v1',
  ...over,
});

const TODAY: Today = {
  pendingRequests: [
    {
      id: '64b7f0c2a1b2c3d4e5f60718',
      reference: 'VB-7K3Q9P',
      villaName: 'Villa Serenity',
      guestName: 'Nadia Silva',
      checkInDate: '2026-12-04',
      checkOutDate: '2026-12-07',
      holdExpiresAt: hoursFromNow(19.5),
      createdAt: '2026-11-24T00:00:00.000Z',
    },
    {
      id: '64b7f0c2a1b2c3d4e5f60720',
      reference: 'VB-9X8W7V',
      villaName: 'Ocean Pearl',
      guestName: 'Lee Wong',
      checkInDate: '2026-12-10',
      checkOutDate: '2026-12-12',
      holdExpiresAt: hoursFromNow(-1),
      createdAt: '2026-11-23T00:00:00.000Z',
    },
  ],
  overduePayments: [
    {
      bookingId: '64b7f0c2a1b2c3d4e5f60730',
      reference: 'VB-4M2N8R',
      guestName: 'Olga Ivanova',
      villaName: 'Villa River Breeze',
      checkInDate: '2026-12-20',
      kind: 'deposit',
      amountCents: 62_500,
      date: '2026-11-20',
      daysLate: 7,
      cancelForNonPayment: true,
      receiptNumber: null,
      method: null,
    },
  ],
  newMessages: 3,
  pendingReviews: 2,
  pendingTestimonials: 1,
};

describe('Today', () => {
  // The turnover warnings' code, fetched on a day that has some: here before the tests, as it
  // is on a phone by the time their answer comes (a cold import under load outlasts findBy).
  beforeAll(async () => {
    await import('#web/console/components/turnover-alerts.tsx');
  });

  it('shows the owner each hold with its time left, the counts, and the week', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/today': { status: 200, body: TODAY },
      'GET /api/console/movements?days=7': { status: 200, body: movements() },
      'GET /api/console/turnovers/alerts': { status: 200, body: [] },
    });
    renderConsoleAt('/console/');

    const holds = await screen.findByRole('list', { name: 'Requests on hold' });
    const [first, second] = within(holds).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Nadia Silva');
    expect(first).toHaveTextContent('19 h left');
    expect(within(first).getByRole('link', { name: 'VB-7K3Q9P' })).toHaveAttribute(
      'href',
      '/console/bookings/64b7f0c2a1b2c3d4e5f60718',
    );
    expect(second).toHaveTextContent('Hold ran out');

    // Money overdue first (issue 26 §3): what is owed, how late, and a booking to decide on.
    const overdue = screen.getByRole('list', { name: 'Payments overdue' });
    const [late] = within(overdue).getAllByRole('listitem') as [HTMLElement];
    expect(late).toHaveTextContent('VB-4M2N8R · Olga Ivanova');
    expect(late).toHaveTextContent('Villa River Breeze · Deposit of $625 was due Nov 20, 2026');
    expect(late).toHaveTextContent('7 days late · Cancel for non-payment?');
    expect(within(late).getByRole('link', { name: 'VB-4M2N8R' })).toHaveAttribute(
      'href',
      '/console/bookings/64b7f0c2a1b2c3d4e5f60730',
    );

    expect(screen.getByRole('link', { name: '3 new messages' })).toHaveAttribute(
      'href',
      '/console/messages',
    );
    expect(screen.getByRole('link', { name: '2 reviews waiting' })).toHaveAttribute(
      'href',
      '/console/moderation',
    );
    expect(screen.getByRole('link', { name: '1 testimonial waiting' })).toBeInTheDocument();

    // The week, day by day: arrivals and departures with nights and party.
    const arrivalDay = await screen.findByRole('listitem', {
      name: 'Wednesday, November 25, 2026',
    });
    expect(arrivalDay).toHaveTextContent('Arrives');
    expect(arrivalDay).toHaveTextContent('Villa Serenity · Nadia Silva');
    expect(arrivalDay).toHaveTextContent('3 nights · 2 adults · 1 child · 1 infant');
    const departureDay = screen.getByRole('listitem', { name: 'Thursday, November 26, 2026' });
    expect(departureDay).toHaveTextContent('Leaves');
    expect(departureDay).toHaveTextContent('Ocean Pearl · Tom Baker');
    expect(screen.getByRole('listitem', { name: 'Tuesday, November 24, 2026' })).toHaveTextContent(
      'No arrivals or departures.',
    );
  });

  it('shows housekeeping the week only: no /today call, no e-mail, no bookings rooms', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      'GET /api/console/movements?days=7': {
        status: 200,
        body: movements({ arrivals: [movement({ status: 'PENDING' })] }),
      },
      'GET /api/console/turnovers/alerts': { status: 200, body: [] },
    });
    renderConsoleAt('/console/');

    const day = await screen.findByRole('listitem', { name: 'Wednesday, November 25, 2026' });
    expect(day).toHaveTextContent('Nadia Silva');
    expect(day).toHaveTextContent('Pending');
    // A booking's page is not housekeeping's: the reference is no link.
    expect(within(day).queryByRole('link')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain('/api/console/today');
    expect(document.body).not.toHaveTextContent('@');

    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Calendar' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Requests' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Bookings' })).not.toBeInTheDocument();
  });

  it('warns everyone of a villa not ready for its arrival and of a problem, each linking to its turnover', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      'GET /api/console/movements?days=7': { status: 200, body: movements() },
      'GET /api/console/turnovers/alerts': {
        status: 200,
        body: [
          { kind: 'not-ready', task: turnover({ status: 'started' }) },
          {
            kind: 'problem',
            task: turnover({
              id: '64b7f0c2a1b2c3d4e5f60902',
              villa: { id: '64b7f0c2a1b2c3d4e5f60002', name: 'Ocean Pearl' },
              sameDay: false,
              status: 'problem',
              note: 'The AC in room 2 drips.',
            }),
          },
        ] satisfies TurnoverAlert[],
      },
    });
    renderConsoleAt('/console/');

    // The warnings' code comes once there are some (decision 095): loaded above, in beforeAll.
    const notReady = await screen.findByRole('list', { name: 'Villas not ready for arrival' });
    expect(screen.getByRole('heading', { name: 'Not ready for arrival' })).toBeVisible();
    const [late] = within(notReady).getAllByRole('listitem') as [HTMLElement];
    expect(within(late).getByRole('link', { name: 'Villa Serenity' })).toHaveAttribute(
      'href',
      '/console/turnovers/64b7f0c2a1b2c3d4e5f60901',
    );
    expect(late).toHaveTextContent('Same day');
    expect(late).toHaveTextContent('Started');
    expect(late).toHaveTextContent('Out Sat, Nov 28 → in the same day · 4 guests');

    const problems = screen.getByRole('list', { name: 'Problems reported' });
    expect(within(problems).getByRole('link', { name: 'Ocean Pearl' })).toHaveAttribute(
      'href',
      '/console/turnovers/64b7f0c2a1b2c3d4e5f60902',
    );
    expect(problems).toHaveTextContent('The AC in room 2 drips.');
  });

  it('draws no turnover section on a day without a warning', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      'GET /api/console/movements?days=7': { status: 200, body: movements() },
      'GET /api/console/turnovers/alerts': { status: 200, body: [] },
    });
    renderConsoleAt('/console/');
    await screen.findByRole('heading', { name: 'Arrivals and departures, next 7 days' });
    expect(screen.queryByRole('heading', { name: 'Not ready for arrival' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Problems reported' })).toBeNull();
  });
});
