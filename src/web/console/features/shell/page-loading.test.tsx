import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { createConsoleQueryClient } from '#web/console/lib/query-client.ts';
import { pages } from '#web/console/room-pages.ts';
import { movements } from '#web/console/test-fixtures.ts';
import { answerFetch, OWNER, renderConsoleAt } from '#web/console/testing.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { PageLoading } from './page-loading.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** The signed-in layout around `page`, as app.tsx draws it, at /console/. */
function renderInLayout(page: React.ReactNode) {
  window.history.replaceState(null, '', '/console/');
  return render(
    <QueryClientProvider client={createConsoleQueryClient()}>
      <Router base="/console">
        <ConsoleLayout me={OWNER}>
          <PageLoading location="/">{page}</PageLoading>
        </ConsoleLayout>
      </Router>
    </QueryClientProvider>,
  );
}

describe("a room's code, fetched before the room is opened (decision 084)", () => {
  it("starts fetching a room's code when its link is pointed at, touched or focused", async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/staff': { status: 200, body: [] },
    });
    const bookings = vi.spyOn(pages.bookings, 'load');
    const calendar = vi.spyOn(pages.calendar, 'load');
    const villas = vi.spyOn(pages.villas, 'load');
    renderConsoleAt('/console/staff');
    const nav = await screen.findByRole('navigation', { name: 'Console' });

    await userEvent.setup().hover(within(nav).getByRole('link', { name: 'Bookings' }));
    expect(bookings).toHaveBeenCalled();
    expect(calendar).not.toHaveBeenCalled();

    within(nav).getByRole('link', { name: 'Calendar' }).focus();
    expect(calendar).toHaveBeenCalled();

    fireEvent.pointerDown(within(nav).getByRole('link', { name: 'Villas' }));
    expect(villas).toHaveBeenCalled();
  });
});

describe('a room whose code has arrived', () => {
  it('is drawn at once, with no skeleton in between (decision 084)', async () => {
    answerFetch({
      'GET /api/console/today': {
        status: 200,
        body: {
          pendingRequests: [],
          overduePayments: [],
          newMessages: 0,
          pendingReviews: 0,
          pendingTestimonials: 0,
        },
      },
      'GET /api/console/movements?days=7': { status: 200, body: movements() },
    });
    await pages.today.load();

    // render() flushes React's work but no promise: a page that suspended would show its skeleton.
    renderInLayout(<pages.today.Page me={OWNER} />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Welcome, ${OWNER.name}`);
    expect(screen.queryByText('Loading the page…')).not.toBeInTheDocument();
  });
});

describe('a room whose code is on its way', () => {
  it('keeps the header and the rooms, with a skeleton that says the page is loading', () => {
    const Never = lazy(() => new Promise<never>(() => undefined));
    renderInLayout(<Never />);

    expect(screen.getByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('status')).toHaveTextContent('Loading the page…');
  });

  it('says so, and offers to reload, when its code cannot be fetched', async () => {
    // React reports the error it caught; the page shows it instead.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Failed = lazy(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    renderInLayout(<Failed />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    expect(reported).toHaveBeenCalled();
  });
});
