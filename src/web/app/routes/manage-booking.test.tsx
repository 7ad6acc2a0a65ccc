import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cardTry } from '#web/features/bookings/test-fixtures.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import { RouteParamsProvider } from '../navigation.tsx';
import { matchAppRoute } from '../routes.ts';
import { Component, handle } from './manage-booking.tsx';

const { bookingId: ID, orderId: ORDER } = cardTry();
const PAY_PAGE = `/booking/${ID}?pay=${ORDER}`;

describe('the guest’s booking module', () => {
  it('holds the pay page of a card payment, with the try as its data (issue 38 §1)', () => {
    const { route, params } = matchAppRoute(`/booking/${ID}`);
    expect(route.module).toBe('app/routes/manage-booking.tsx');
    expect(params).toEqual({ id: ID });
    // The key the server renders the page's data under (server/pages/routes.ts).
    const search = new URLSearchParams({ pay: ORDER });
    expect(handle.queries(params, search).map((query) => query.queryKey)).toEqual([
      ['bookings', 'card-payment', ID, ORDER],
    ]);
  });

  it('still holds the booking and "Lost your link?"', () => {
    const booking = matchAppRoute(`/booking/${ID}`);
    expect(booking.route.module).toBe('app/routes/manage-booking.tsx');
    expect(handle.queries(booking.params).map((query) => query.queryKey)).toEqual([
      ['bookings', 'detail', ID],
    ]);
    expect(handle.queries(matchAppRoute('/booking').params)).toEqual([]);
  });

  it('shows the pay page on its address', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({ [`/api/bookings/${ID}/card-payments/${ORDER}`]: cardTry() }),
    );
    renderWithProviders(
      <RouteParamsProvider value={{ id: ID }}>
        <Component />
      </RouteParamsProvider>,
      { route: PAY_PAGE },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay $1,276 by card' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to PayHere' })).toBeTruthy();
  });
});
