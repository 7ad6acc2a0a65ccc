import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentsRoom, PaymentsRow } from '#domain/schemas/payment.ts';
import { answerFetch, OWNER, renderConsoleAt } from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const LATE: PaymentsRow = {
  bookingId: 'b1',
  reference: 'VC-2027-0042',
  guestName: 'Sofia Rossi',
  villaName: 'Villa River Breeze',
  checkInDate: '2027-03-10',
  kind: 'deposit',
  amountCents: 120_000,
  date: '2027-01-04',
  daysLate: 9,
  cancelForNonPayment: true,
  receiptNumber: null,
  method: null,
};
const REFUND: PaymentsRow = {
  ...LATE,
  bookingId: 'b2',
  reference: 'VC-2027-0050',
  guestName: 'Daniel Okafor',
  kind: 'refund',
  amountCents: 45_000,
  date: '2027-01-08',
  daysLate: 0,
  cancelForNonPayment: false,
};
const COUNTS = { overdue: 1, due: 0, received: 23, refunds: 1 };

const room = (content: PaymentsRow[], more: Partial<PaymentsRoom> = {}): PaymentsRoom => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
  totalCents: content.reduce((sum, line) => sum + line.amountCents, 0),
  counts: COUNTS,
  ...more,
});

const list = (query: string) => `GET /api/console/payments?${query}&size=20`;

describe('the Payments room', () => {
  it('opens on what is overdue: each list counted, the total, and each line linking to its booking', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [list('list=overdue&page=0')]: { status: 200, body: room([LATE]) },
    });
    renderConsoleAt('/console/payments');

    const lines = await screen.findByRole('list', { name: 'Overdue' });
    expect(screen.getByRole('status')).toHaveTextContent('1 payment overdue: $1,200 in all');
    const tabs = within(screen.getByRole('navigation', { name: 'Payment lists' }));
    expect(tabs.getByRole('link', { name: 'Overdue 1' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Received this month 23' })).toHaveAttribute(
      'href',
      '/console/payments?list=received',
    );
    const line = within(lines).getByRole('listitem');
    expect(within(line).getByRole('link', { name: 'VC-2027-0042' })).toHaveAttribute(
      'href',
      '/console/bookings/b1',
    );
    expect(line).toHaveTextContent('Deposit');
    expect(line).toHaveTextContent('$1,200');
    expect(line).toHaveTextContent('Sofia Rossi');
    expect(line).toHaveTextContent('9 days late');
    expect(line).toHaveTextContent('Cancel for non-payment?');
  });

  it('shows another list from its tab, in the address, and its pages from the server', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [list('list=overdue&page=0')]: { status: 200, body: room([LATE]) },
      [list('list=refunds&page=0')]: { status: 200, body: room([REFUND]) },
      [list('list=received&page=1')]: {
        status: 200,
        body: room([], { totalElements: 23, totalPages: 2, number: 1, totalCents: 910_000 }),
      },
    });
    renderConsoleAt('/console/payments');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Overdue' });

    await user.click(screen.getByRole('link', { name: 'Refunds due 1' }));

    const lines = await screen.findByRole('list', { name: 'Refunds due' });
    expect(window.location.search).toBe('?list=refunds');
    expect(lines).toHaveTextContent('VC-2027-0050');
    expect(lines).toHaveTextContent('Refund');
    expect(lines).toHaveTextContent('Cancelled Jan 8, 2027');
    expect(screen.getByRole('status')).toHaveTextContent('1 refund to send: $450 in all');

    window.history.pushState(null, '', '/console/payments?list=received&page=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('23 payments received this month');
    expect(calls.map((call) => call.url)).toContain(
      '/api/console/payments?list=received&page=1&size=20',
    );
  });

  it('is a room of the owner and the manager, not of housekeeping', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: { ...OWNER, role: 'housekeeping' } },
      'GET /api/console/movements': {
        status: 200,
        body: { from: '2026-11-24', to: '2026-11-30', arrivals: [], departures: [] },
      },
    });
    renderConsoleAt('/console/payments');
    expect(
      await screen.findByRole('heading', { name: 'This room is not open to you' }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Payments' })).toBeNull();
  });
});
