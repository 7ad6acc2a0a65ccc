import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardPaymentRow, CardPaymentsPage } from '#domain/schemas/card-payment.ts';
import type { PaymentsRoom } from '#domain/schemas/payment.ts';
import { answerFetch, OWNER, renderConsoleAt } from '#web/console/testing.tsx';
import { paysInWords } from './card-payments.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const FAILED: CardPaymentRow = {
  orderId: '65a1f0c2d3e4b5a697887766',
  bookingId: 'b1',
  reference: 'VC-2027-0042',
  guestName: 'Sofia Rossi',
  state: 'failed',
  amountCents: 127_600,
  currency: 'USD',
  pays: ['deposit', 'balance'],
  paymentId: '320025071279',
  statusMessage: 'Card declined by the bank',
  refusedNotifications: 0,
  createdAt: '2027-01-04T08:30:00.000Z',
  updatedAt: '2027-01-04T08:32:00.000Z',
};
const STARTED: CardPaymentRow = {
  ...FAILED,
  orderId: '65a1f0c2d3e4b5a697887765',
  bookingId: 'b2',
  reference: 'VC-2027-0050',
  guestName: 'Daniel Okafor',
  state: 'started',
  amountCents: 45_000,
  pays: ['deposit'],
  paymentId: null,
  statusMessage: null,
};

const page = (content: CardPaymentRow[]): CardPaymentsPage => ({
  content,
  totalElements: content.length,
  totalPages: content.length > 0 ? 1 : 0,
  number: 0,
  size: 20,
});
const ROOM: PaymentsRoom = {
  content: [],
  totalElements: 0,
  totalPages: 0,
  number: 0,
  size: 20,
  totalCents: 0,
  counts: { overdue: 0, due: 2, received: 5, refunds: 0 },
};

const answers = (cards: Record<string, CardPaymentsPage>) => ({
  'GET /api/console/me': { status: 200, body: OWNER },
  'GET /api/console/payments?list=overdue&page=0&size=20': { status: 200, body: ROOM },
  ...Object.fromEntries(
    Object.entries(cards).map(([query, body]) => [
      `GET /api/console/card-payments?${query}size=20`,
      { status: 200, body },
    ]),
  ),
});

describe("the Payments room's card payments", () => {
  it('lists each try: its date, booking, guest, amount, what it pays, state, payment id and message', async () => {
    answerFetch(answers({ 'page=0&': page([FAILED, STARTED]) }));
    renderConsoleAt('/console/payments?list=card');

    const table = await screen.findByRole('table', { name: 'Card payments, newest first' });
    expect(screen.getByRole('heading', { name: 'Card payments', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 card payments');
    const tabs = within(screen.getByRole('navigation', { name: 'Payment lists' }));
    expect(tabs.getByRole('link', { name: 'Card payments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The lists' counts stay on their tabs.
    expect(tabs.getByRole('link', { name: 'Due this week 2' })).toBeVisible();

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Date',
      'Booking',
      'Guest',
      'Amount',
      'Pays',
      'State',
      'PayHere payment id',
      "Gateway's message",
    ]);
    const [, failed, started] = within(table).getAllByRole('row');
    if (!failed || !started) throw new Error('two rows');
    expect(within(failed).getByRole('link', { name: 'VC-2027-0042' })).toHaveAttribute(
      'href',
      '/console/bookings/b1',
    );
    const cells = within(failed)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual([
      'VC-2027-0042',
      'Sofia Rossi',
      '$1,276',
      'Deposit and balance',
      'Failed',
      '320025071279',
      'Card declined by the bank',
    ]);
    expect(within(failed).getAllByRole('cell')[0]?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2027-01-04T08:30:00.000Z',
    );
    expect(
      within(started)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['VC-2027-0050', 'Daniel Okafor', '$450', 'Deposit', 'Started', '—', '—']);

    // On a phone, one card per try says the same.
    const cards = within(screen.getByRole('list', { name: 'Card payments' })).getAllByRole(
      'listitem',
    );
    expect(cards[0]).toHaveTextContent('PayHere payment id320025071279');
    expect(cards[0]).toHaveTextContent("Gateway's messageCard declined by the bank");
    expect(cards[1]).not.toHaveTextContent("Gateway's message");
  });

  it('shows one state from its filter, in the address and asked of the server', async () => {
    const calls = answerFetch(
      answers({ 'page=0&': page([FAILED, STARTED]), 'state=failed&page=0&': page([FAILED]) }),
    );
    renderConsoleAt('/console/payments?list=card');
    const user = userEvent.setup();
    await screen.findByRole('table');
    const states = within(screen.getByRole('navigation', { name: 'Card payment states' }));
    expect(states.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All',
      'Started',
      'Waiting',
      'Paid',
      'Failed',
      'Charged back',
    ]);
    expect(states.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    await user.click(states.getByRole('link', { name: 'Failed' }));

    expect(await screen.findByText('1 card payment')).toHaveAttribute('role', 'status');
    expect(window.location.search).toBe('?list=card&state=failed');
    expect(calls.map((call) => call.url)).toContain(
      '/api/console/card-payments?state=failed&page=0&size=20',
    );
    expect(states.getByRole('link', { name: 'Failed' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    // Another tab of the room leaves the state behind.
    expect(
      within(screen.getByRole('navigation', { name: 'Payment lists' })).getByRole('link', {
        name: 'Due this week 2',
      }),
    ).toHaveAttribute('href', '/console/payments?list=due');
  });

  it('says when there is no card payment yet, or none of a state', async () => {
    answerFetch(answers({ 'page=0&': page([]), 'state=paid&page=0&': page([]) }));
    renderConsoleAt('/console/payments?list=card');

    expect(await screen.findByText('No card payments yet.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table')).toBeNull();

    window.history.pushState(null, '', '/console/payments?list=card&state=paid');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText('No paid card payments.')).toBeVisible();
  });
});

describe('paysInWords', () => {
  it('names the parts a card payment pays', () => {
    expect(paysInWords(['deposit'])).toBe('Deposit');
    expect(paysInWords(['balance'])).toBe('Balance');
    expect(paysInWords(['deposit', 'balance'])).toBe('Deposit and balance');
    expect(paysInWords(['full'])).toBe('Full payment');
  });
});
