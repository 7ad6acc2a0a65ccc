import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, OWNER, renderConsoleAt } from '#web/console/testing.tsx';
import { page, summary, VILLA_ID, villas } from '#web/console/test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const ME = { 'GET /api/console/me': { status: 200, body: OWNER } };
const VILLAS = { 'GET /api/villas': { status: 200, body: villas } };

describe('requests and bookings lists', () => {
  it('opens Requests on pending ones, each with its hold and total', async () => {
    answerFetch({
      ...ME,
      ...VILLAS,
      'GET /api/console/bookings?status=PENDING&page=0&size=20': {
        status: 200,
        body: page([summary()]),
      },
    });
    renderConsoleAt('/console/requests');

    const list = await screen.findByRole('list', { name: 'Requests' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('VB-7K3Q9P');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('19 h left');
    expect(row).toHaveTextContent('Nadia Silva');
    expect(row).toHaveTextContent('Villa Serenity · Dec 4, 2026 to Dec 7, 2026 · 3 nights');
    expect(row).toHaveTextContent('2 adults · 1 child');
    expect(row).toHaveTextContent('$1,234');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('PENDING');
    expect(screen.getByRole('link', { name: 'Requests', current: 'page' })).toBeInTheDocument();
  });

  it("shows each booking's language, in its own name and the team's", async () => {
    answerFetch({
      ...ME,
      ...VILLAS,
      'GET /api/console/bookings?page=0&size=20': {
        status: 200,
        body: page([
          summary({ reference: 'VB-RUSS01', language: 'ru' }),
          summary({ id: '64b7f0c2a1b2c3d4e5f69999', reference: 'VB-ENGL01' }),
        ]),
      },
    });
    renderConsoleAt('/console/bookings');

    const list = await screen.findByRole('list', { name: 'Bookings' });
    const [russian, english] = within(list).getAllByRole('listitem');
    expect(russian).toHaveTextContent('VB-RUSS01');
    expect(russian).toHaveTextContent('2 adults · 1 child · Русский (Russian)');
    expect(english).toHaveTextContent('VB-ENGL01');
    expect(english).toHaveTextContent('2 adults · 1 child · English');
  });

  it('sends the filters to the server and keeps them in the address', async () => {
    const calls = answerFetch({
      ...ME,
      ...VILLAS,
      'GET /api/console/bookings?page=0&size=20': { status: 200, body: page([summary()]) },
      [`GET /api/console/bookings?status=CONFIRMED&villa=${VILLA_ID}&from=2026-12-01&to=2026-12-31&q=silva&page=0&size=20`]:
        { status: 200, body: page([summary({ status: 'CONFIRMED', holdExpiresAt: null })]) },
    });
    renderConsoleAt('/console/bookings');
    const user = userEvent.setup();

    await screen.findByRole('list', { name: 'Bookings' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'silva');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'CONFIRMED');
    await screen.findByRole('option', { name: 'Villa Serenity' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Villa' }), 'Villa Serenity');
    await user.type(screen.getByLabelText('Staying from'), '2026-12-01');
    await user.type(screen.getByLabelText('Staying to'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Confirmed', { selector: 'li span' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/console/bookings');
    expect(window.location.search).toBe(
      `?status=CONFIRMED&villa=${VILLA_ID}&from=2026-12-01&to=2026-12-31&q=silva`,
    );
    // The fields show the filters of the address.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('silva');
    expect(calls.filter((call) => call.url.startsWith('/api/console/bookings'))).toHaveLength(2);
  });

  it('says a "to" before "from" is wrong and sends nothing', async () => {
    const calls = answerFetch({
      ...ME,
      ...VILLAS,
      'GET /api/console/bookings?page=0&size=20': { status: 200, body: page([]) },
    });
    renderConsoleAt('/console/bookings');
    const user = userEvent.setup();
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Staying from'), '2026-12-10');
    await user.type(screen.getByLabelText('Staying to'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('to must be on or after from')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(calls.filter((call) => call.url.startsWith('/api/console/bookings'))).toHaveLength(1);
  });

  it('pages on the server: Next and Previous, with the page in the address', async () => {
    answerFetch({
      ...ME,
      ...VILLAS,
      'GET /api/console/bookings?status=PENDING&page=0&size=20': {
        status: 200,
        body: page([summary()], { totalElements: 45, totalPages: 3 }),
      },
      'GET /api/console/bookings?status=PENDING&page=1&size=20': {
        status: 200,
        body: page([summary({ reference: 'VB-PAGE02' })], {
          totalElements: 45,
          totalPages: 3,
          number: 1,
        }),
      },
    });
    renderConsoleAt('/console/requests');
    const user = userEvent.setup();

    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('status')).toHaveTextContent('45 bookings');
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'Next' }));

    expect(await screen.findByRole('link', { name: 'VB-PAGE02' })).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 3');
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'VB-7K3Q9P' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it("is no room of housekeeping's console: nothing is asked for", async () => {
    const calls = answerFetch({
      'GET /api/console/me': {
        status: 200,
        body: { id: 'u3', name: 'Ruwan', email: 'ruwan@example.com', role: 'housekeeping' },
      },
    });
    renderConsoleAt('/console/bookings');
    expect(
      await screen.findByRole('heading', { name: 'This room is not open to you' }),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/console/me']);
  });
});
