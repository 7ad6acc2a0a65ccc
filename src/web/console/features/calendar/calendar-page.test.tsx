import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, OWNER, renderConsoleAt } from '#web/console/testing.tsx';
import { movement, movements } from '#web/console/test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the calendar', () => {
  it('moves a week at a time, the week in the address', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/movements?days=7': { status: 200, body: movements() },
      'GET /api/console/movements?from=2026-12-01&days=7': {
        status: 200,
        body: movements({
          from: '2026-12-01',
          to: '2026-12-07',
          arrivals: [movement({ guestName: 'Ana Costa', checkInDate: '2026-12-03' })],
          departures: [],
        }),
      },
      'GET /api/console/movements?from=2026-11-24&days=7': { status: 200, body: movements() },
    });
    renderConsoleAt('/console/calendar');
    const user = userEvent.setup();

    expect(await screen.findByText('Nov 24, 2026 to Nov 30, 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wednesday, November 25, 2026' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Next week' }));

    expect(await screen.findByText('Dec 1, 2026 to Dec 7, 2026')).toBeInTheDocument();
    expect(window.location.search).toBe('?from=2026-12-01');
    expect(
      await screen.findByRole('listitem', { name: 'Thursday, December 3, 2026' }),
    ).toHaveTextContent('Arrives');
    expect(screen.getByText(/Ana Costa/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Previous week' }));
    expect(await screen.findByText('Nov 24, 2026 to Nov 30, 2026')).toBeInTheDocument();
    expect(window.location.search).toBe('?from=2026-11-24');
  });
});
