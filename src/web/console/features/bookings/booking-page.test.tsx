import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleBooking } from '#domain/schemas/console.ts';
import {
  answerFetch,
  OWNER,
  renderConsoleAt,
  type Answer,
  type Call,
} from '#web/console/testing.tsx';
import { booking, BOOKING_ID, hoursFromNow } from '#web/console/test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const DETAIL = `GET /api/console/bookings/${BOOKING_ID}`;
const post = (verb: string) => `POST /api/console/bookings/${BOOKING_ID}/${verb}`;

/** The booking as the server keeps it: a successful decision changes what the next GET answers. */
function serverWith(
  start: ConsoleBooking,
  decisions: Record<string, (call: Call) => Answer & { booking?: ConsoleBooking }>,
) {
  let current = start;
  const answers: Record<string, (call: Call) => Answer> = {
    'GET /api/console/me': () => ({ status: 200, body: OWNER }),
    [DETAIL]: () => ({ status: 200, body: current }),
  };
  for (const [key, decide] of Object.entries(decisions)) {
    answers[key] = (call) => {
      const answer = decide(call);
      if (answer.booking) current = answer.booking;
      return answer;
    };
  }
  return answerFetch(answers);
}

describe("a booking's page", () => {
  it('shows the guest, the stay, the quote and the hold', async () => {
    serverWith(booking(), {});
    renderConsoleAt(`/console/bookings/${BOOKING_ID}`);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('VB-7K3Q9P');
    expect(screen.getByRole('link', { name: 'nadia@example.com' })).toHaveAttribute(
      'href',
      'mailto:nadia@example.com',
    );
    expect(screen.getByRole('link', { name: '+94 77 123 4567' })).toHaveAttribute(
      'href',
      'tel:+94771234567',
    );
    const stay = screen.getByRole('region', { name: 'Stay' });
    expect(stay).toHaveTextContent('Fri, Dec 4, 2026');
    expect(stay).toHaveTextContent('2 adults · 1 child');
    expect(stay).toHaveTextContent('Airport pickup by car');
    expect(stay).toHaveTextContent('A cot, please.');
    const price = screen.getByRole('region', { name: 'Price' });
    expect(price).toHaveTextContent('3 nights x $360$1,080');
    expect(price).toHaveTextContent('Airport pickup by car$50');
    expect(price).toHaveTextContent('Service fee (10%)$113');
    expect(price).toHaveTextContent('Total$1,243');
    expect(price).not.toHaveTextContent('Shown to the guest');
    expect(screen.getByText(/Waiting for your answer/)).toHaveTextContent('19 h left');
  });

  it('says in which currency the guest saw the price, and at what rate (issue 39 §3)', async () => {
    serverWith(booking({ shownCurrency: 'EUR', shownRate: '0.943' }), {});
    const first = renderConsoleAt(`/console/bookings/${BOOKING_ID}`);
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(price).toHaveTextContent(
      'Shown to the guest as ≈ €1,172 (EUR at 0.943 a dollar); charged in US dollars.',
    );
    first.unmount();
    vi.unstubAllGlobals();

    serverWith(booking({ shownCurrency: 'RUB', shownRate: null }), {});
    renderConsoleAt(`/console/bookings/${BOOKING_ID}`);
    expect(
      await screen.findByText(
        'The guest chose RUB, which had no current rate: they saw dollars alone.',
      ),
    ).toBeInTheDocument();
  });

  it('names the language the guest booked in, whose e-mails they receive (issue 39 §1)', async () => {
    serverWith(booking({ language: 'ru' }), {});
    const first = renderConsoleAt(`/console/bookings/${BOOKING_ID}`);
    const guest = await screen.findByRole('region', { name: 'Guest' });
    expect(within(guest).getByText('Language')).toBeInTheDocument();
    expect(within(guest).getByText('Русский (Russian)')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();

    // A booking made before the language was kept is English, as its e-mails were.
    serverWith(booking(), {});
    renderConsoleAt(`/console/bookings/${BOOKING_ID}`);
    const english = await screen.findByRole('region', { name: 'Guest' });
    expect(within(english).getByText('English')).toBeInTheDocument();
  });

  it('offers no yes or no once the hold ran out', async () => {
    serverWith(booking({ holdExpiresAt: hoursFromNow(-2) }), {});
    renderConsoleAt(`/console/bookings/${BOOKING_ID}`);

    expect(await screen.findByText(/The hold ran out on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('confirms with a message to the guest and says so', async () => {
    const calls = serverWith(booking(), {
      [post('confirm')]: () => {
        const confirmed = booking({
          status: 'CONFIRMED',
          holdExpiresAt: null,
          teamMessage: 'See you soon!',
          decidedAt: '2026-11-24T05:00:00.000Z',
        });
        return { status: 200, body: confirmed, booking: confirmed };
      },
    });
    renderConsoleAt(`/console/bookings/${BOOKING_ID}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm this request?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Message to the guest (optional)' }),
      'See you soon!',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'VB-7K3Q9P is confirmed. The guest gets an e-mail.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: `/api/console/bookings/${BOOKING_ID}/confirm`,
      contentType: 'application/json',
      body: { message: 'See you soon!' },
    });
    expect(await screen.findByText('See you soon!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirmed');
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('declines only with a message to the guest', async () => {
    const calls = serverWith(booking(), {
      [post('decline')]: (call) => {
        const declined = booking({
          status: 'DECLINED',
          holdExpiresAt: null,
          refundIfCancelledNow: null,
          teamMessage: (call.body as { message: string }).message,
        });
        return { status: 200, body: declined, booking: declined };
      },
    });
    renderConsoleAt(`/console/bookings/${BOOKING_ID}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));

    const message = within(dialog).getByRole('textbox', { name: 'Message to the guest' });
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('message is required');
    await waitFor(() => expect(message).toHaveFocus());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(message, 'The villa is closed for repairs that week.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('VB-7K3Q9P is declined.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      message: 'The villa is closed for repairs that week.',
    });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    serverWith(booking(), {
      [post('confirm')]: () => ({
        status: 409,
        body: { statusCode: 409, message: 'Another booking now holds these dates.' },
      }),
    });
    renderConsoleAt(`/console/bookings/${BOOKING_ID}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Welcome!');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another booking now holds these dates.',
    );
    expect(within(dialog).getByRole('textbox')).toHaveValue('Welcome!');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the refund before a cancellation for the guest', async () => {
    const calls = serverWith(
      booking({
        status: 'CONFIRMED',
        holdExpiresAt: null,
        refundIfCancelledNow: {
          percent: 50,
          amount: 62_150,
          rule: 'Cancelled 7 or more days before arrival.',
          paidCents: 124_300,
        },
      }),
      {
        [post('cancel')]: () => {
          const cancelled = booking({
            status: 'CANCELLED',
            holdExpiresAt: null,
            cancelledBy: 'TEAM',
            cancellationReason: 'The guest called: a family emergency.',
            cancelledAt: '2026-11-24T05:00:00.000Z',
            refund: {
              percent: 50,
              amount: 62_150,
              rule: 'Cancelled 7 or more days before arrival.',
            },
            refundIfCancelledNow: null,
          });
          return { status: 200, body: cancelled, booking: cancelled };
        },
      },
    );
    renderConsoleAt(`/console/bookings/${BOOKING_ID}`);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Confirmed');
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel for the guest' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription(
      'VB-7K3Q9P · Nadia Silva. The guest paid $1,243; the policy gives back 50%: $621.50. Cancelled 7 or more days before arrival. Refund due: $621.50, shown on the booking until you record it as sent.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'The guest called: a family emergency.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByRole('status')).toHaveTextContent('VB-7K3Q9P is cancelled.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'The guest called: a family emergency.',
    });
    expect(await screen.findByText(/Cancelled by the team/)).toBeInTheDocument();
    expect(screen.getByText(/Refund: 50%, \$621.50/)).toBeInTheDocument();
  });

  it('shows a request as a request: Requests marked, back to the requests, Confirm and Decline only', async () => {
    // The server would also let the team cancel a request still on hold; the page does not offer it.
    serverWith(booking(), {});
    renderConsoleAt(`/console/bookings/${BOOKING_ID}`);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('VB-7K3Q9P');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Requests' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    expect(within(nav).getByRole('link', { name: 'Bookings' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'All requests' })).toHaveAttribute(
      'href',
      '/console/requests',
    );
    expect(screen.queryByRole('link', { name: 'All bookings' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel for the guest' })).not.toBeInTheDocument();
  });

  it('shows a confirmed stay among the bookings', async () => {
    serverWith(booking({ status: 'CONFIRMED', holdExpiresAt: null }), {});
    renderConsoleAt(`/console/bookings/${BOOKING_ID}`);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Confirmed');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Requests' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'All bookings' })).toHaveAttribute(
      'href',
      '/console/bookings',
    );
  });

  it("shows a confirmed stay's payments: each part, what is owed, and every entry's receipt", async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [DETAIL]: { status: 200, body: booking({ status: 'CONFIRMED', holdExpiresAt: null }) },
      [`${DETAIL}/account`]: {
        status: 200,
        body: {
          currency: 'USD',
          totalCents: 250_000,
          paidCents: 125_000,
          refundedCents: 0,
          balanceCents: 125_000,
          creditCents: 0,
          daysLate: 6,
          cancelForNonPayment: true,
          installments: [
            {
              kind: 'deposit',
              amountCents: 125_000,
              dueOn: '2026-11-20',
              status: 'paid',
              paidCents: 125_000,
              owedCents: 0,
              daysLate: 0,
              paidOn: '2026-11-19',
            },
            {
              kind: 'balance',
              amountCents: 125_000,
              dueOn: '2026-11-21',
              status: 'overdue',
              paidCents: 0,
              owedCents: 125_000,
              daysLate: 6,
              paidOn: null,
            },
          ],
          entries: [
            {
              id: 'e1',
              kind: 'payment',
              amountCents: 125_000,
              receivedOn: '2026-11-19',
              method: 'bank_transfer',
              reference: 'HNB 4471',
              note: null,
              reverses: null,
              reversedBy: null,
              receiptNumber: 'R-2026-0003',
              recordedAt: '2026-11-19T08:00:00.000Z',
            },
          ],
        },
      },
    });
    renderConsoleAt(`/console/bookings/${BOOKING_ID}`);

    const money = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(money).findByText(/Paid \$1,250 of \$2,500/)).toHaveTextContent(
      '$1,250 to pay. Past the grace period: cancel for non-payment?',
    );
    const [deposit, balance] = within(
      within(money).getByRole('list', { name: 'Schedule' }),
    ).getAllByRole('listitem');
    expect(deposit).toHaveTextContent('Deposit of $1,250, by');
    expect(deposit).toHaveTextContent('Paid');
    expect(balance).toHaveTextContent('Overdue: $1,250 to pay (6 days late)');
    const receipt = within(money).getByRole('link', { name: 'R-2026-0003' });
    expect(receipt).toHaveAttribute(
      'href',
      `/api/console/bookings/${BOOKING_ID}/receipts/R-2026-0003`,
    );
    expect(receipt.closest('li')).toHaveTextContent('Payment of $1,250');
    expect(receipt.closest('li')).toHaveTextContent('Bank transfer · HNB 4471');
  });

  it('offers a cancel for non-payment past the grace days, its reason written, its refund on what was paid', async () => {
    const overdueAccount = {
      currency: 'USD',
      totalCents: 248_600,
      paidCents: 0,
      refundedCents: 0,
      balanceCents: 248_600,
      creditCents: 0,
      daysLate: 7,
      cancelForNonPayment: true,
      installments: [
        {
          kind: 'deposit',
          amountCents: 124_300,
          dueOn: '2026-11-20',
          status: 'overdue',
          paidCents: 0,
          owedCents: 124_300,
          daysLate: 7,
          paidOn: null,
        },
      ],
      entries: [],
    };
    const calls = serverWith(
      booking({
        status: 'CONFIRMED',
        holdExpiresAt: null,
        refundIfCancelledNow: {
          percent: 50,
          amount: 0,
          rule: 'Cancelled 7 or more days before arrival: 50% refund.',
          paidCents: 0,
        },
      }),
      {
        [`${DETAIL}/account`]: () => ({ status: 200, body: overdueAccount }),
        [post('cancel')]: () => {
          const cancelled = booking({
            status: 'CANCELLED',
            holdExpiresAt: null,
            cancelledBy: 'TEAM',
            cancellationReason: 'Not paid by Fri, Nov 20, 2026',
            cancelledAt: '2026-11-27T05:00:00.000Z',
            refund: { percent: 50, amount: 0, rule: 'Cancelled 7 or more days before arrival.' },
            refundIfCancelledNow: null,
          });
          return { status: 200, body: cancelled, booking: cancelled };
        },
      },
    );
    renderConsoleAt(`/console/bookings/${BOOKING_ID}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel for non-payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel for non-payment?' });
    expect(dialog).toHaveAccessibleDescription(
      'VB-7K3Q9P · Nadia Silva. Unpaid since Fri, Nov 20, 2026, past the grace days. The guest has paid nothing on this booking, so there is nothing to refund.',
    );
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveValue('Not paid by Fri, Nov 20, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText(/VB-7K3Q9P is cancelled\./)).toHaveAttribute('role', 'status');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Not paid by Fri, Nov 20, 2026',
    });
    // The plain cancel stays for a cancel of another kind.
    expect(screen.queryByRole('button', { name: 'Cancel for the guest' })).not.toBeInTheDocument();
  });
});
