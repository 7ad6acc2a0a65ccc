import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, OWNER, renderConsoleAt } from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const rooms = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('the navigation', () => {
  it('gives the owner every room', async () => {
    answerFetch({ 'GET /api/console/me': { status: 200, body: OWNER } });
    renderConsoleAt('/console/');
    expect(await rooms()).toEqual([
      'Today',
      'Calendar',
      'Requests',
      'Bookings',
      'Turnovers',
      'Payments',
      'Currencies',
      'Reports',
      'Moderation',
      'Messages',
      'Villas',
      'Staff',
      'Audit log',
      'Your account',
    ]);
  });

  it('leaves Staff and the audit log out for a manager, and closes them', async () => {
    answerFetch({ 'GET /api/console/me': { status: 200, body: { ...OWNER, role: 'manager' } } });
    renderConsoleAt('/console/audit');
    expect(await rooms()).toEqual([
      'Today',
      'Calendar',
      'Requests',
      'Bookings',
      'Turnovers',
      'Payments',
      'Currencies',
      'Reports',
      'Moderation',
      'Messages',
      'Villas',
      'Your account',
    ]);
    // Typed into the address bar, the room says it is closed (and asks the server nothing).
    expect(
      screen.getByRole('heading', { name: 'This room is not open to you' }),
    ).toBeInTheDocument();
  });

  it('lists Reports for a manager only once the owner shares them (decision 096)', async () => {
    answerFetch({
      'GET /api/console/me': {
        status: 200,
        body: { ...OWNER, role: 'manager', reports: false },
      },
    });
    renderConsoleAt('/console/');
    expect(await rooms()).not.toContain('Reports');
  });

  it('gives housekeeping only Today, the calendar, the turnovers and its account', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: { ...OWNER, role: 'housekeeping' } },
    });
    renderConsoleAt('/console/');
    expect(await rooms()).toEqual(['Today', 'Calendar', 'Turnovers', 'Your account']);
  });

  it("closes a booking's page to housekeeping and asks the server nothing for it", async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: { ...OWNER, role: 'housekeeping' } },
    });
    renderConsoleAt('/console/bookings/64b7f0c2a1b2c3d4e5f60718');
    expect(
      await screen.findByRole('heading', { name: 'This room is not open to you' }),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/console/me']);
  });
});

describe('More, the last tab on a phone', () => {
  it('lists every room the tab bar leaves out, the person and Sign out, and marks the room shown', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/staff': { status: 200, body: [] },
    });
    renderConsoleAt('/console/staff');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Console' });

    await user.click(within(nav).getByRole('button', { name: 'More' }));
    // The sheet's code comes when More is first pointed at or tapped (decision 084).
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    expect(sheet).toHaveTextContent('Signed in as Amara Perera, Owner');
    const links = within(sheet).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Turnovers',
      'Payments',
      'Currencies',
      'Reports',
      'Moderation',
      'Messages',
      'Villas',
      'Staff',
      'Audit log',
      'Your account',
    ]);
    expect(within(sheet).getByRole('link', { name: 'Staff' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sheet).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    // Escape closes it and gives focus back to More.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'More' })).toHaveFocus();
  });

  it('goes to a room, closes, and puts focus on the room', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/sessions': { status: 200, body: [] },
      'GET /api/console/staff': { status: 200, body: [] },
    });
    renderConsoleAt('/console/sessions');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Console' });

    await user.click(within(nav).getByRole('button', { name: 'More' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'More' })).getByRole('link', {
        name: 'Staff',
      }),
    );

    expect(window.location.pathname).toBe('/console/staff');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('gives housekeeping only their account and Sign out', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: { ...OWNER, role: 'housekeeping' } },
      'GET /api/console/sessions': { status: 200, body: [] },
    });
    renderConsoleAt('/console/sessions');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Console' });

    await user.click(within(nav).getByRole('button', { name: 'More' }));
    // The sheet's code comes when More is first pointed at or tapped (decision 084).
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Your account']);
  });
});
