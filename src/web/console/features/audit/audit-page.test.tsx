import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '#domain/schemas/console.ts';
import { answerFetch, OWNER, renderConsoleAt } from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const RAVI = {
  id: 'u2',
  name: 'Ravi Silva',
  email: 'ravi@example.com',
  role: 'manager',
  disabled: false,
  invitePending: false,
  createdAt: '2026-11-01T08:00:00.000Z',
} as const;

const CONFIRMED: AuditEntry = {
  id: 'a1',
  at: '2026-11-23T09:15:00.000Z',
  actor: { id: 'u2', name: 'Ravi Silva', email: 'ravi@example.com', role: 'manager' },
  ip: '203.0.113.7',
  action: 'booking.confirm',
  target: 'booking:b1',
  before: { status: 'PENDING' },
  after: { status: 'CONFIRMED' },
};
const FAILED: AuditEntry = {
  id: 'a2',
  at: '2026-11-23T08:00:00.000Z',
  actor: null,
  ip: '198.51.100.9',
  action: 'login.failed',
  target: 'email:nobody@example.com',
  before: null,
  after: { status: 401 },
};
const FROM_COMMAND_LINE: AuditEntry = {
  id: 'a3',
  at: '2026-11-22T08:00:00.000Z',
  actor: null,
  ip: null,
  action: 'villa.reprice',
  target: null,
  before: null,
  after: null,
};

const page = (content: AuditEntry[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 25,
});

describe('audit log', () => {
  it('shows each entry in words: who, from where, what, to what, before and after', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/staff': { status: 200, body: [RAVI] },
      'GET /api/console/audit?page=0&size=25': {
        status: 200,
        body: page([CONFIRMED, FAILED, FROM_COMMAND_LINE]),
      },
    });
    renderConsoleAt('/console/audit');

    const table = await screen.findByRole('table');
    const [, confirmed, failed, command] = within(table).getAllByRole('row');
    expect(confirmed).toHaveTextContent('Ravi Silva');
    expect(confirmed).toHaveTextContent('203.0.113.7');
    expect(confirmed).toHaveTextContent('Confirmed a booking request');
    expect(confirmed).toHaveTextContent('booking:b1');
    expect(confirmed).toHaveTextContent('status: PENDING → became CONFIRMED');
    expect(failed).toHaveTextContent('Unknown');
    expect(failed).toHaveTextContent('Failed sign-in');
    expect(failed).toHaveTextContent('status: — → became 401');
    expect(command).toHaveTextContent('Command line');
    // An action the console has no words for yet is shown as the server wrote it.
    expect(command).toHaveTextContent('villa.reprice');
    // The phone's cards carry the same entries.
    const cards = screen.getByRole('list', { name: 'Audit log entries' }).children;
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveTextContent('Failed sign-in');
  });

  it('puts the filters in the address and asks the server for them', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/staff': { status: 200, body: [RAVI] },
      'GET /api/console/audit?page=0&size=25': { status: 200, body: page([CONFIRMED, FAILED]) },
      'GET /api/console/audit?actor=u2&page=0&size=25': { status: 200, body: page([CONFIRMED]) },
      'GET /api/console/audit?actor=u2&action=booking&page=0&size=25': {
        status: 200,
        body: page([CONFIRMED]),
      },
      'GET /api/console/audit?actor=u2&action=booking&from=2026-11-01&to=2026-11-30&q=b1&page=0&size=25':
        { status: 200, body: page([CONFIRMED]) },
    });
    renderConsoleAt('/console/audit');
    const user = userEvent.setup();
    await screen.findByRole('table');

    // The form is drawn again from the address after each change: looked for each time.
    const filters = () => screen.getByRole('search', { name: 'Filter the audit log' });
    await user.selectOptions(await within(filters()).findByLabelText('Person'), 'Ravi Silva');
    await user.selectOptions(within(filters()).getByLabelText('Action'), 'Bookings');
    expect(window.location.search).toBe('?actor=u2&action=booking');
    // Chosen with the keyboard or not, the focus stays on the filter just changed.
    expect(within(filters()).getByLabelText('Action')).toHaveFocus();

    await user.type(within(filters()).getByLabelText('From'), '2026-11-01');
    await user.type(within(filters()).getByLabelText('To'), '2026-11-30');
    await user.type(within(filters()).getByRole('searchbox', { name: 'Search' }), 'b1');
    await user.click(within(filters()).getByRole('button', { name: 'Apply filters' }));

    expect(window.location.search).toBe(
      '?actor=u2&action=booking&from=2026-11-01&to=2026-11-30&q=b1',
    );
    await vi.waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/console/audit?actor=u2&action=booking&from=2026-11-01&to=2026-11-30&q=b1&page=0&size=25',
      ),
    );
    // Opened from that address, the form shows the filters again.
    expect(within(filters()).getByLabelText('Action')).toHaveValue('booking');
  });

  it('shows the server refusing the dates', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/staff': { status: 200, body: [RAVI] },
      'GET /api/console/audit?from=2026-11-30&to=2026-11-01&page=0&size=25': {
        status: 400,
        body: { message: 'to must be on or after from', statusCode: 400 },
      },
    });
    renderConsoleAt('/console/audit?from=2026-11-30&to=2026-11-01');
    expect(await screen.findByText('to must be on or after from')).toBeInTheDocument();
  });
});
