/**
 * "Change the stay" on a confirmed booking (issue 26 §1): the form starts from the stay as it is,
 * refuses a bad field beside it without sending, sends the whole stay with the reason, and says
 * the new total. The server's rules are tested with the server (bookings/change-stay.api.test.ts).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
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
    expect(calls).toEqual([]);
  });

  it('sends the whole stay with the reason and says the new total', async () => {
    const calls = answerFetch({
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
    expect(calls[0]?.body).toMatchObject({
      checkInDate: confirmed.checkInDate,
      checkOutDate: confirmed.checkOutDate,
      adults: confirmed.adults + 1,
      reason: 'A friend joins them.',
    });
    expect(onDone.mock.calls[0]?.[0]).toContain('the total is now $3,210');
  });
});
