import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, OWNER, renderConsoleAt } from '#web/console/testing.tsx';
import type { ConsoleVillaSummary } from './api.ts';
import { AHANGAMA_SUMMARY, RIVER, RIVER_SUMMARY } from './test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the Villas room', () => {
  it('lists the villas in the site order with whether guests see them, and moves one by keyboard', async () => {
    let list: ConsoleVillaSummary[] = [RIVER_SUMMARY, AHANGAMA_SUMMARY];
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/villas': () => ({ status: 200, body: list }),
      'PUT /api/console/villas/order': (call) => {
        const { ids } = call.body as { ids: string[] };
        list = ids.map((id, position) => ({
          ...(list.find((villa) => villa.id === id) as ConsoleVillaSummary),
          position,
        }));
        return { status: 200, body: list };
      },
    });
    renderConsoleAt('/console/villas');
    const user = userEvent.setup();

    const order = await screen.findByRole('list', { name: 'Order on the site' });
    const [first, second] = within(order).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Villa River Breeze');
    expect(first).toHaveTextContent('Published');
    expect(first).toHaveTextContent('Featured');
    expect(second).toHaveTextContent('Villa Ahangama');
    expect(second).toHaveTextContent('Not published');
    expect(
      within(first).getByRole('button', { name: 'Move Villa River Breeze up' }),
    ).toBeDisabled();

    within(first).getByRole('button', { name: 'Move Villa River Breeze down' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(within(order).getAllByRole('listitem')[0]).toHaveTextContent('Villa Ahangama'),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ids: [AHANGAMA_SUMMARY.id, RIVER_SUMMARY.id],
    });
    // Now last, its Down is disabled: focus stays with the villa, on its Up button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Villa River Breeze up' })).toHaveFocus(),
    );
    expect(screen.getByRole('button', { name: 'Move Villa River Breeze down' })).toBeDisabled();
  });

  it('puts the order back and says why when the server refuses it', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/villas': { status: 200, body: [RIVER_SUMMARY, AHANGAMA_SUMMARY] },
      'PUT /api/console/villas/order': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'The list of villas changed while you were ordering it (a villa was added).',
        },
      },
    });
    renderConsoleAt('/console/villas');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move Villa Ahangama up' }));
    await waitFor(() =>
      // The first alert region is the list's; the New villa form has its own.
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent('The list of villas changed'),
    );
    const order = screen.getByRole('list', { name: 'Order on the site' });
    expect(within(order).getAllByRole('listitem')[0]).toHaveTextContent('Villa River Breeze');
  });

  it('publishes and unpublishes, and says what it means for guests', async () => {
    let published = false;
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/villas': () => ({
        status: 200,
        body: [RIVER_SUMMARY, { ...AHANGAMA_SUMMARY, published }],
      }),
      [`PUT /api/console/villas/${AHANGAMA_SUMMARY.id}/published`]: (call) => {
        published = (call.body as { published: boolean }).published;
        return { status: 200, body: { ...RIVER, ...AHANGAMA_SUMMARY, published } };
      },
    });
    renderConsoleAt('/console/villas');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish Villa Ahangama' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status')[0]).toHaveTextContent(
        'Villa Ahangama is published: guests see it on the site now.',
      ),
    );
    expect(await screen.findByRole('button', { name: 'Unpublish Villa Ahangama' })).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ published: true });
  });

  it('adds a villa: refuses a form with problems beside its fields, then opens the new villa', async () => {
    const created = {
      ...RIVER,
      id: 'bbbbbbbbbbbbbbbbbbbbbbb3',
      slug: 'villa-moon',
      name: 'Villa Moon',
      published: false,
      position: 2,
    };
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/villas': { status: 200, body: [RIVER_SUMMARY] },
      'POST /api/console/villas': { status: 201, body: created },
      [`GET /api/console/villas/${created.id}`]: { status: 200, body: created },
    });
    renderConsoleAt('/console/villas');
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'New villa' });

    await user.type(within(form).getByLabelText(/^Name/), 'Villa Moon');
    await user.type(within(form).getByLabelText(/^Guests/), 'six');
    await user.type(within(form).getByLabelText(/^Nightly rate/), '45o');
    await user.click(within(form).getByRole('button', { name: 'Add the villa' }));

    expect(await within(form).findByText('Location is required')).toBeVisible();
    expect(within(form).getByText('Guests must be a whole number')).toBeVisible();
    expect(
      within(form).getByText('The nightly rate must be an amount in dollars, like 450 or 450.50'),
    ).toBeVisible();
    expect(within(form).getByLabelText(/^Location/)).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText(/^Location/), 'Mirissa, Sri Lanka');
    await user.clear(within(form).getByLabelText(/^Guests/));
    await user.type(within(form).getByLabelText(/^Guests/), '6');
    await user.type(within(form).getByLabelText(/^Bedrooms/), '3');
    await user.type(within(form).getByLabelText(/^Bathrooms/), '3');
    await user.clear(within(form).getByLabelText(/^Nightly rate/));
    await user.type(within(form).getByLabelText(/^Nightly rate/), '$1,250.50');
    await user.click(within(form).getByRole('button', { name: 'Add the villa' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Villa Moon' })).toBeVisible();
    expect(window.location.pathname).toBe(`/console/villas/${created.id}`);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Villa Moon',
      location: 'Mirissa, Sri Lanka',
      guests: 6,
      bedrooms: 3,
      bathrooms: 3,
      baseRateCents: 125_050,
    });
  });

  it('is a room of the owner and the manager, not of housekeeping', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: { ...OWNER, role: 'housekeeping' } },
      'GET /api/console/movements': {
        status: 200,
        body: { from: '2026-11-24', to: '2026-11-30', arrivals: [], departures: [] },
      },
    });
    renderConsoleAt('/console/villas');
    expect(
      await screen.findByRole('heading', { name: 'This room is not open to you' }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Villas' })).toBeNull();
  });
});
