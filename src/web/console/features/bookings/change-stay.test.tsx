/**
 * "Change the stay" on a confirmed booking (issue 26 §1): the form starts from the stay as it is,
 * refuses a bad field beside it without sending, shows the stay priced again as the fields change
 * (the server's preview, nothing saved) or why it cannot be so, sends the whole stay with the
 * reason, and says the new total. The server's rules are tested with the server
 * (bookings/change-stay.api.test.ts).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch } from '#web/console/testing.tsx';
import { booking, BOOKING_ID } from '#web/console/test-fixtures.ts';
import { ChangeStay } from './change-stay.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const confirmed = booking({ status: 'CONFIRMED', holdExpiresAt: null });

function renderChange() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangeStay booking={confirmed} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

describe('Change the stay', () => {
  it('shows a field error and sends nothing when the party is empty or no reason is given', async () => {
    const calls = answerFetch({});
    renderChange();
    await userEvent.click(screen.getByRole('button', { name: 'Change the stay' }));
    const adults = screen.getByLabelText(/Adults/);
    expect(adults).toHaveValue(confirmed.adults);
    await userEvent.clear(adults);
    await userEvent.click(screen.getByRole('button', { name: 'Change the stay' }));
    expect(await screen.findByText(/reason is required/)).toBeInTheDocument();
    // An empty party is no stay to price, and nothing is changed.
    expect(calls).toEqual([]);
  });

  it('prices the stay as the fields change, before anything is saved, and says why it cannot be', async () => {
    const preview = `POST /api/console/bookings/${BOOKING_ID}/change/preview`;
    const calls = answerFetch({
      [preview]: (call) =>
        (call.body as { checkOutDate: string }).checkOutDate === '2026-12-20'
          ? { status: 409, body: { message: 'These nights are taken by another stay.' } }
          : {
              status: 200,
              body: {
                quote: null,
                totalBeforeCents: confirmed.totalPrice,
                totalAfterCents: 321_000,
                keptCents: 100_000,
                balanceCents: 221_000,
                creditCents: 0,
                scheduleBefore: [],
                scheduleAfter: [
                  { kind: 'deposit', amountCents: 100_000, dueOn: '2030-05-01' },
                  { kind: 'balance', amountCents: 221_000, dueOn: '2030-06-01' },
                ],
              },
            },
    });
    renderChange();
    await userEvent.click(screen.getByRole('button', { name: 'Change the stay' }));
    const adults = screen.getByLabelText(/Adults/);
    await userEvent.clear(adults);
    await userEvent.type(adults, String(confirmed.adults + 1));

    const priced = screen.getByRole('region', { name: 'The stay priced again' });
    await waitFor(() => expect(priced).toHaveTextContent('New total $3,210'));
    expect(priced).toHaveTextContent('still to pay $2,210');
    expect(priced).toHaveTextContent('Balance $2,210, due');
    // One preview for the resting fields, none per key, and no change saved.
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([preview]);
    expect(calls[0]?.body).toMatchObject({ adults: confirmed.adults + 1 });

    // A date field takes a whole date at once, as a phone's date picker gives it.
    fireEvent.change(screen.getByLabelText(/Check-out/), { target: { value: '2026-12-20' } });
    await waitFor(() =>
      expect(priced).toHaveTextContent('These nights are taken by another stay.'),
    );
    expect(calls.every((call) => call.url.endsWith('/change/preview'))).toBe(true);
  });

  it('sends the whole stay with the reason and says the new total', async () => {
    const answers = answerFetch({
      [`POST /api/console/bookings/${BOOKING_ID}/change/preview`]: { status: 400, body: {} },
      [`POST /api/console/bookings/${BOOKING_ID}/change`]: {
        status: 200,
        body: { ...confirmed, adults: confirmed.adults + 1, totalPrice: 321_000 },
      },
    });
    const onDone = renderChange();
    await userEvent.click(screen.getByRole('button', { name: 'Change the stay' }));
    const adults = screen.getByLabelText(/Adults/);
    await userEvent.clear(adults);
    await userEvent.type(adults, String(confirmed.adults + 1));
    await userEvent.type(screen.getByLabelText(/Reason/), 'A friend joins them.');
    await userEvent.click(screen.getByRole('button', { name: 'Change the stay' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const calls = answers.filter((call) => call.url.endsWith('/change'));
    expect(calls[0]?.body).toMatchObject({
      checkInDate: confirmed.checkInDate,
      checkOutDate: confirmed.checkOutDate,
      adults: confirmed.adults + 1,
      reason: 'A friend joins them.',
    });
    expect(onDone.mock.calls[0]?.[0]).toContain('the total is now $3,210');
  });
});
