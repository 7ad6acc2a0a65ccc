import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, OWNER, renderConsoleAt } from '#web/console/testing.tsx';
import type { StaffSession } from './api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const THIS_ONE: StaffSession = {
  id: 'session-here',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-24T01:00:00.000Z',
  ipAddress: '203.0.113.7',
  userAgent: IPHONE,
  current: true,
};
const OTHER: StaffSession = {
  id: 'session-elsewhere',
  createdAt: '2026-11-01T09:30:00.000Z',
  lastSeenAt: '2026-11-02T18:00:00.000Z',
  ipAddress: '198.51.100.20',
  userAgent: WINDOWS_FIREFOX,
  current: false,
};

describe('your sessions', () => {
  it('lists them with this browser marked, and ends another', async () => {
    let sessions = [THIS_ONE, OTHER];
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/sessions': () => ({ status: 200, body: sessions }),
      'DELETE /api/console/sessions/session-elsewhere': () => {
        sessions = [THIS_ONE];
        return { status: 204 };
      },
    });
    renderConsoleAt('/console/sessions');

    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [here, elsewhere] = items as [HTMLElement, HTMLElement];
    expect(here).toHaveTextContent('Safari on iPhone');
    expect(here).toHaveTextContent('This browser');
    expect(here).toHaveTextContent('203.0.113.7');
    // This browser's session ends with 'Sign out', not here.
    expect(within(here).queryByRole('button')).not.toBeInTheDocument();
    expect(elsewhere).toHaveTextContent('Firefox on Windows');
    expect(elsewhere).not.toHaveTextContent('This browser');

    await userEvent
      .setup()
      .click(within(elsewhere).getByRole('button', { name: 'End session on Firefox on Windows' }));

    // Announced in the page's status region (two-step sign-in has one of its own).
    expect(await screen.findByText('The session on Firefox on Windows has ended.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      url: '/api/console/sessions/session-elsewhere',
      contentType: 'application/json',
    });
  });

  it('sends the person to sign in when their session was ended elsewhere', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/sessions': { status: 200, body: [THIS_ONE, OTHER] },
      'DELETE /api/console/sessions/session-elsewhere': {
        status: 401,
        body: { message: 'Sign in' },
      },
    });
    renderConsoleAt('/console/sessions');
    const button = await screen.findByRole('button', { name: /End session/ });
    await userEvent.setup().click(button);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.search).toBe('?next=%2Fsessions');
  });
});
