import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { addDays, resortInstant, resortToday } from '#domain/dates.ts';
import { formatCents } from '#domain/money.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import { formatFullDate, formatStayDate, visitorToday } from '#web/lib/calendar-dates.ts';
import { BookingDetails } from './booking-details.tsx';
import { ManageBookingPage } from './manage-booking-page.tsx';
import { withoutOwnNights } from './manage-booking-editor.tsx';
import { bookingCreated, testVilla } from './test-fixtures.ts';

const today = visitorToday();
const NOW = new Date();
/** The hold runs out a week from today at 2:30 PM in Sri Lanka: never past, whatever the day. */
const HOLD_ENDS_ON = addDays(resortToday(NOW), 7);
const HOLD_EXPIRES_AT = resortInstant(HOLD_ENDS_ON, 14.5).toISOString();

function booking(overrides: Partial<Booking> = {}): Booking {
  const { accessToken: _token, ...b } = bookingCreated({
    villaId: testVilla.id,
    guestName: 'Amara Perera',
    guestEmail: 'amara@example.com',
    guestPhone: null,
    checkInDate: addDays(today, 40),
    checkOutDate: addDays(today, 44),
    adults: 2,
    children: 1,
    infants: 1,
    airportPickup: true,
    airportDropoff: true,
    vehicleType: 'VAN',
    specialRequests: 'Late arrival, around 11 PM.',
  });
  return {
    ...b,
    holdExpiresAt: HOLD_EXPIRES_AT,
    ...overrides,
  };
}

const show = (b: Booking) => renderWithProviders(<BookingDetails booking={b} now={NOW} />);

/**
 * A send the server refuses with a 409 only when the test calls `answer`, so a second click comes
 * while the first waits; `sent` holds the bodies it was given.
 */
function refusedLater(message: string) {
  const sent: unknown[] = [];
  let answer: () => void = () => undefined;
  const refuse = (init?: RequestInit) => {
    sent.push(JSON.parse(init?.body as string));
    return new Promise<Response>((resolve) => {
      answer = () =>
        resolve(new Response(JSON.stringify({ message, statusCode: 409 }), { status: 409 }));
    });
  };
  return { sent, answer: () => answer(), refuse };
}

describe('the guest’s booking page', () => {
  it('says what a pending request waits for, until when in Sri Lanka time', () => {
    show(booking());
    expect(screen.getByRole('heading', { name: 'Waiting for confirmation' })).toBeTruthy();
    expect(
      screen.getByText(`${formatFullDate(HOLD_ENDS_ON)}, 2:30 PM Sri Lanka time`, { exact: false }),
    ).toBeTruthy();
    expect(screen.getByText('2 adults · 1 child · 1 infant')).toBeTruthy();
    expect(screen.getAllByText('Airport pickup and drop-off by van')).toHaveLength(2); // stay, price
    expect(screen.getByText('Late arrival, around 11 PM.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change dates, guests or transfers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  it('shows the refund of a cancelled booking, and no way to change or cancel it', () => {
    const b = booking();
    show({
      ...b,
      status: 'CANCELLED',
      cancelledAt: '2026-11-20T05:00:00.000Z',
      refund: {
        percent: 50,
        amount: 900,
        rule: 'Cancelled 7 or more days before arrival: 50% refund.',
      },
    });
    expect(screen.getByRole('heading', { name: 'Cancelled' })).toBeTruthy();
    expect(screen.getByText(`${formatCents(900)} (50% of what was paid)`)).toBeTruthy();
    expect(screen.getByText(/cancelled on Friday, November 20, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel booking|Change dates/ })).toBeNull();
  });

  it.each([
    ['DECLINED', 'Declined'],
    ['EXPIRED', 'Expired'],
  ] as const)('a %s request says so and offers no actions', (status, title) => {
    show(booking({ status, holdExpiresAt: null }));
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel booking|Change dates/ })).toBeNull();
  });

  it('treats a pending request whose hold ran out as expired', () => {
    show(booking({ holdExpiresAt: new Date(NOW.getTime() - 1000).toISOString() }));
    expect(screen.getByRole('heading', { name: 'Expired' })).toBeTruthy();
  });

  it('lets a confirmed stay be cancelled before check-in but not changed; not after check-in', () => {
    const { unmount } = show(booking({ status: 'CONFIRMED', holdExpiresAt: null }));
    expect(screen.getByRole('heading', { name: 'Confirmed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Change dates/ })).toBeNull();
    unmount();
    show(
      booking({
        status: 'CONFIRMED',
        holdExpiresAt: null,
        checkInDate: addDays(today, -2),
        checkOutDate: addDays(today, 2),
      }),
    );
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('opens the cancel dialog with the refund the server gives for today, on what was paid', async () => {
    const b = booking({ status: 'CONFIRMED', holdExpiresAt: null });
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/bookings/${b.id}/cancellation`]: {
          cancellable: true,
          reason: null,
          refund: {
            percent: 50,
            amount: 45_000,
            paidCents: 90_000,
            rule: 'Cancelled 7 or more days before arrival: 50% refund.',
          },
        },
      }),
    );
    show(b);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await waitFor(() => {
      expect(dialog.textContent).toContain('You paid $900; the policy gives back 50%: $450.');
    });
    expect(within(dialog).getByTestId('refund-amount').textContent).toBe('$450');
    expect(dialog.textContent).toContain('worked out on what was paid, not on the total');
    expect(screen.getByRole('textbox', { name: /Reason/ })).toBeTruthy();
  });

  it('says a request never paid gets nothing back and owes nothing', async () => {
    const b = booking();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/bookings/${b.id}/cancellation`]: {
          cancellable: true,
          reason: null,
          refund: {
            percent: 100,
            amount: 0,
            paidCents: 0,
            rule: 'Cancelled within 24 hours of booking: full refund.',
          },
        },
      }),
    );
    show(b);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await waitFor(() => {
      expect(dialog.textContent).toContain(
        'Nothing was paid on this booking, so there is nothing to refund and nothing more to pay.',
      );
    });
    // The rule's 'full refund' would read oddly beside $0: it is left out.
    expect(dialog.textContent).not.toContain('full refund');
  });

  it('says a cancelled request gave nothing back because nothing was paid', () => {
    const b = booking();
    show({
      ...b,
      status: 'CANCELLED',
      holdExpiresAt: null,
      cancelledAt: '2026-11-20T05:00:00.000Z',
      refund: {
        percent: 100,
        amount: 0,
        rule: 'Cancelled within 24 hours of booking: full refund.',
      },
    });
    expect(
      screen.getByText(/Nothing was paid on this booking, so there is nothing to refund/),
    ).toBeTruthy();
  });

  it('cancels once with the reason trimmed; a refusal says why, and goes with the dialog while the reason stays', async () => {
    const b = booking();
    const refusal = 'This booking can no longer be cancelled.';
    const { sent, answer, refuse } = refusedLater(refusal);
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/bookings/${b.id}/cancellation`]: {
          cancellable: true,
          reason: null,
          refund: { percent: 100, amount: 0, paidCents: 0, rule: 'Full refund.' },
        },
        [`/api/bookings/${b.id}/cancel`]: refuse,
      }),
    );
    const user = userEvent.setup();
    show(b);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.type(await within(dialog).findByRole('textbox', { name: /Reason/ }), ' Flights ');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    answer();
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(sent).toEqual([{ reason: 'Flights' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Keep my booking' }));
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(again).findByRole('textbox', { name: /Reason/ })).toHaveValue(' Flights ');
    expect(within(again).queryByText(refusal)).toBeNull();
  });

  it('saves a change once on a double click, and says why the server refused it', async () => {
    const b = booking();
    const refusal = 'Some of these dates were just taken. Please choose other dates.';
    const { sent, answer, refuse } = refusedLater(refusal);
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/villas/${testVilla.slug}`]: testVilla,
        [`/api/villas/${testVilla.id}/availability`]: { villaId: testVilla.id, blockedDates: [] },
        [`/api/bookings/${b.id}`]: refuse,
      }),
    );
    // jsdom scrolls nothing: the editor scrolls itself into view as it opens.
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: () => undefined,
      configurable: true,
    });
    const user = userEvent.setup();
    show(b);
    await user.click(screen.getByRole('button', { name: 'Change dates, guests or transfers' }));
    const editor = await screen.findByRole('region', { name: 'Change your request' });
    const save = within(editor).getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.dblClick(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    answer();
    expect(await within(editor).findByText(refusal)).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({ checkInDate: b.checkInDate, checkOutDate: b.checkOutDate }),
    ]);
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
  });

  it('shows the not-found page with the lost-link form to anyone without the link', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(stubFetch({}));
    renderWithProviders(<ManageBookingPage id="0123456789abcdef01234567" />);
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Booking reference/ })).toBeTruthy();
  });
});

describe('withoutOwnNights', () => {
  it('frees the booking’s own nights and keeps the others', () => {
    const ranges = [
      { startDate: '2027-01-01', endDate: '2027-01-03' },
      { startDate: '2027-01-10', endDate: '2027-01-20' },
    ];
    // The booking holds the nights of January 12 to 14 (check-out the 15th).
    expect(withoutOwnNights(ranges, '2027-01-12', '2027-01-15')).toEqual([
      { startDate: '2027-01-01', endDate: '2027-01-03' },
      { startDate: '2027-01-10', endDate: '2027-01-11' },
      { startDate: '2027-01-15', endDate: '2027-01-20' },
    ]);
    expect(
      withoutOwnNights(
        [{ startDate: '2027-01-12', endDate: '2027-01-14' }],
        '2027-01-12',
        '2027-01-15',
      ),
    ).toEqual([]);
  });
});

describe('the money of a confirmed stay on the guest’s page (issue 26 §2)', () => {
  const PAYMENTS = {
    currency: 'USD',
    totalCents: 250_000,
    paidCents: 126_000,
    refundedCents: 0,
    balanceCents: 125_000,
    creditCents: 0,
    installments: [
      {
        kind: 'deposit',
        amountCents: 125_000,
        dueOn: addDays(today, -5),
        status: 'paid',
        paidCents: 125_000,
        owedCents: 0,
        daysLate: 0,
        paidOn: addDays(today, -6),
      },
      {
        kind: 'balance',
        amountCents: 125_000,
        dueOn: addDays(today, 10),
        status: 'part-paid',
        paidCents: 1_000,
        owedCents: 124_000,
        daysLate: 0,
        paidOn: null,
      },
    ],
    receipts: [
      {
        number: 'R-2026-0007',
        kind: 'payment',
        amountCents: 125_000,
        date: addDays(today, -6),
        cancelled: false,
      },
      {
        number: 'R-2026-0009',
        kind: 'payment',
        amountCents: 1_000,
        date: addDays(today, -1),
        cancelled: true,
      },
    ],
    bankDetails: 'Commercial Bank of Ceylon, Weligama\nAccount 8001 2345 6789',
    instructions: 'Quote your booking reference.',
    card: null,
  };

  it('shows what is owed next and how to pay it first, under the status (issue 38 §1)', async () => {
    const b = booking({ status: 'CONFIRMED', holdExpiresAt: null });
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({ [`/api/bookings/${b.id}/payments`]: PAYMENTS }),
    );
    show(b);

    const next = await screen.findByRole('region', {
      name: `Next: the rest of the balance, ${formatCents(124_000)}, by ${formatStayDate(addDays(today, 10))}`,
    });
    expect(within(next).getByText(/Account 8001 2345 6789/)).toBeTruthy();
    expect(within(next).getByText('Quote your booking reference.')).toBeTruthy();
    // Before the stay, the price and the actions: not at the foot of the page.
    const stay = screen.getByRole('heading', { level: 2, name: 'Your stay' });
    expect(next.compareDocumentPosition(stay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(within(payments).queryByText(/Account 8001 2345 6789/)).toBeNull();
  });

  it('says when the next part is overdue', async () => {
    const [deposit, balance] = PAYMENTS.installments;
    const late = {
      ...PAYMENTS,
      paidCents: 0,
      balanceCents: 250_000,
      installments: [
        {
          ...deposit,
          status: 'overdue',
          paidCents: 0,
          owedCents: 125_000,
          daysLate: 5,
          paidOn: null,
        },
        { ...balance, status: 'due', paidCents: 0, owedCents: 125_000 },
      ],
    };
    const b = booking({ status: 'CONFIRMED', holdExpiresAt: null });
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({ [`/api/bookings/${b.id}/payments`]: late }),
    );
    show(b);
    await screen.findByRole('heading', {
      name: `Next: the deposit of ${formatCents(125_000)} due by ${formatStayDate(addDays(today, -5))}, now overdue`,
    });
  });

  it('shows nothing next once everything is paid', async () => {
    const [deposit] = PAYMENTS.installments;
    const paid = { ...PAYMENTS, paidCents: 125_000, balanceCents: 0, installments: [deposit] };
    const b = booking({ status: 'CONFIRMED', holdExpiresAt: null });
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({ [`/api/bookings/${b.id}/payments`]: paid }),
    );
    show(b);
    await screen.findByText(`Paid in full: ${formatCents(125_000)}.`);
    expect(screen.queryByRole('heading', { name: /^Next:/ })).toBeNull();
  });

  it('shows what was paid of the total, each part by its date, and the receipts', async () => {
    const b = booking({ status: 'CONFIRMED', holdExpiresAt: null });
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({ [`/api/bookings/${b.id}/payments`]: PAYMENTS }),
    );
    show(b);

    const section = await screen.findByRole('region', { name: 'Payments' });
    expect(section).toHaveTextContent(
      `Paid ${formatCents(126_000)} of ${formatCents(250_000)}; ${formatCents(125_000)} still to pay.`,
    );
    const [deposit, balance] = within(section).getAllByRole('listitem');
    expect(deposit).toHaveTextContent(`Deposit of ${formatCents(125_000)}`);
    expect(deposit).toHaveTextContent('Paid');
    expect(balance).toHaveTextContent(`${formatCents(1_000)} paid, ${formatCents(124_000)} to pay`);
    const receipt = within(section).getByRole('link', { name: 'R-2026-0007' });
    expect(receipt).toHaveAttribute('href', `/api/bookings/${b.id}/receipts/R-2026-0007`);
    expect(
      within(section).getByRole('link', { name: 'R-2026-0009' }).closest('li'),
    ).toHaveTextContent('(cancelled)');
  });

  it('shows no money for a request the team has not confirmed', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    show(booking());

    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the guest’s booking page in other languages (issue 39)', () => {
  it('speaks Russian: the status, the stay, the actions and the cancel dialog', async () => {
    inLocale('ru');
    const b = booking();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/bookings/${b.id}/cancellation`]: {
          cancellable: true,
          reason: null,
          refund: {
            percent: 50,
            amount: 45_000,
            paidCents: 90_000,
            rule: 'Cancelled 7 or more days before arrival: 50% refund.',
          },
        },
      }),
    );
    show(b);
    expect(screen.getByRole('heading', { name: 'Ожидает подтверждения' })).toBeTruthy();
    expect(screen.getByText(/Даты закреплены за вами до/)).toBeTruthy();
    expect(screen.getByText(`Ваше бронирование · ${b.reference}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ваше пребывание' })).toBeTruthy();
    expect(
      screen.getAllByText('Встреча в аэропорту и трансфер в аэропорт на минивэне'),
    ).toHaveLength(2); // stay, price
    expect(screen.getByText('Заезд').nextElementSibling).toHaveTextContent(
      `${formatStayDate(b.checkInDate)}, с 14:00`,
    );
    expect(screen.getByRole('link', { name: 'условиями отмены' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Изменить даты, гостей или трансфер' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Отменить бронирование' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить это бронирование?' });
    await waitFor(() =>
      expect(dialog.textContent).toContain('Возврат при отмене сейчас: 450\u00a0$'),
    );
    expect(dialog.textContent).toContain('а не от полной стоимости');
    expect(within(dialog).getByRole('textbox', { name: /Причина \(необязательно\)/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Сохранить бронирование' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeTruthy();
  });

  it('speaks Russian in the editor of a waiting request', async () => {
    inLocale('ru');
    const b = booking();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/villas/${testVilla.slug}`]: testVilla,
        [`/api/villas/${testVilla.id}/availability`]: { villaId: testVilla.id, blockedDates: [] },
      }),
    );
    // jsdom scrolls nothing: the editor scrolls itself into view as it opens.
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: () => undefined,
      configurable: true,
    });
    onTestFinished(() => {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
    });
    const user = userEvent.setup();
    show(b);
    await user.click(screen.getByRole('button', { name: 'Изменить даты, гостей или трансфер' }));
    const editor = await screen.findByRole('region', { name: 'Изменить запрос' });
    const save = within(editor).getByRole('button', { name: 'Сохранить изменения' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(within(editor).getByRole('group', { name: 'Даты' })).toBeTruthy();
    expect(
      within(editor).getByRole('checkbox', { name: 'Встреча в аэропорту (из аэропорта на виллу)' }),
    ).toBeChecked();
    expect(
      within(editor).getByRole('radio', {
        name: /^Минивэн \(от 5 гостей\), \d+\s\$ в одну сторону$/,
      }),
    ).toBeChecked();
    expect(within(editor).getByText('Новая стоимость')).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Оставить как было' })).toBeTruthy();
  });

  it('speaks German of a cancelled booking and its refund', () => {
    inLocale('de');
    show({
      ...booking(),
      status: 'CANCELLED',
      holdExpiresAt: null,
      cancelledAt: '2026-11-20T05:00:00.000Z',
      refund: {
        percent: 50,
        amount: 900,
        rule: 'Cancelled 7 or more days before arrival: 50% refund.',
      },
    });
    expect(screen.getByRole('heading', { name: 'Storniert' })).toBeTruthy();
    expect(screen.getByText('9 $ (50 % des gezahlten Betrags)')).toBeTruthy();
    expect(screen.getByText(/Erstattung gemäß unseren Stornierungsbedingungen:/)).toBeTruthy();
    expect(screen.getByText(/Die Reisedaten sind wieder frei\.$/)).toBeTruthy();
    expect(screen.getByText(/Fragen zu dieser Buchung\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kontaktieren Sie uns' })).toBeTruthy();
  });

  it('speaks French on the not-found page and its lost-link form', async () => {
    inLocale('fr');
    vi.spyOn(globalThis, 'fetch').mockImplementation(stubFetch({}));
    renderWithProviders(<ManageBookingPage id="0123456789abcdef01234567" />);
    expect(await screen.findByRole('heading', { name: 'Réservation introuvable' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lien perdu\u202f?' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Référence de réservation/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Adresse e-mail/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'M’envoyer un nouveau lien' })).toBeTruthy();
  });
});
