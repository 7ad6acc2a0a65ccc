import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, OWNER, renderConsoleAt } from '../../testing.tsx';

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

  it('gives housekeeping only Today, the calendar and its account', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: { ...OWNER, role: 'housekeeping' } },
    });
    renderConsoleAt('/console/');
    expect(await rooms()).toEqual(['Today', 'Calendar', 'Your account']);
  });
});
