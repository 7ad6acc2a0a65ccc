import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatCents } from '#domain/money.ts';
import type { GuestPayments } from '#domain/schemas/payment.ts';
import { visitorToday } from '#web/lib/calendar-dates.ts';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import { BookingPayments, NextPayment, partsWords } from './booking-payments.tsx';
import { guestPayments, jsonResponse } from './test-fixtures.ts';

const ID = 'b1b2c3d4e5f6a1b2c3d4e5f6';
const PAY_PATH = `/booking/${ID}?pay=0a1b2c3d4e5f60718293a4b5`;
const today = visitorToday();

/** The card choices of a booking owing the deposit and the balance, $1,276 each. */
const CARD: GuestPayments['card'] = {
  choices: [
    { kind: 'next', amountCents: 127_600, pays: ['deposit'] },
    { kind: 'rest', amountCents: 255_200, pays: ['deposit', 'balance'] },
  ],
};

/**
 * The booking's money, and a start of a card payment answered only when the test calls `answer`
 * (with the 201 by default): `sent` holds the bodies it was given.
 */
function stubServer(payments: GuestPayments) {
  const sent: unknown[] = [];
  let answer: (response?: Response) => void = () => undefined;
  const start = (init?: RequestInit) => {
    sent.push(JSON.parse(init?.body as string));
    return new Promise<Response>((resolve) => {
      answer = (response) =>
        resolve(
          response ??
            jsonResponse(201, {
              orderId: '0a1b2c3d4e5f60718293a4b5',
              amountCents: 127_600,
              payPath: PAY_PATH,
            }),
        );
    });
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    stubFetch({
      [`/api/bookings/${ID}/payments`]: payments,
      [`/api/bookings/${ID}/card-payments`]: start,
    }),
  );
  return { sent, answer: (response?: Response) => answer(response) };
}

const show = (open = vi.fn<(path: string) => void>()) => ({
  open,
  ...renderWithProviders(<NextPayment id={ID} headingId="next" open={open} />),
});

describe('paying the next part by card (issue 38 §1)', () => {
  it.each<[string, GuestPayments['card']]>([
    ['not offered', null],
    ['offered with nothing to pay', { choices: [] }],
  ])('shows no card buttons when card payment is %s', async (_, card) => {
    stubServer(guestPayments(today, { card }));
    show();
    const next = await screen.findByRole('region', { name: /^Next: the deposit/ });
    expect(within(next).getByText('By bank transfer to:')).toBeTruthy();
    expect(within(next).queryByRole('button')).toBeNull();
    expect(within(next).queryByText(/PayHere/)).toBeNull();
  });

  it('offers the next part and everything left by card, before the bank transfer', async () => {
    stubServer(guestPayments(today, { card: CARD }));
    show();
    const next = await screen.findByRole('region', { name: /^Next: the deposit/ });
    // Where the gateway's cancel sends the guest back to.
    expect(next).toHaveAttribute('id', 'next-payment');
    const buttons = within(next).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      `Pay ${formatCents(127_600)} by card`,
      `Pay everything left, ${formatCents(255_200)}, by card`,
    ]);
    expect(buttons[0]).toHaveTextContent('Pay $1,276 by card');
    expect(buttons[1]).toHaveTextContent('Pay everything left, $2,552, by card');
    expect(
      within(next).getByText('Paid securely through PayHere; we never see your card.'),
    ).toBeTruthy();
    const bank = within(next).getByText('Or by bank transfer to:');
    expect(buttons[1]?.compareDocumentPosition(bank)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('offers only the next part when it is all that is owed', async () => {
    stubServer(
      guestPayments(today, {
        card: { choices: [{ kind: 'next', amountCents: 127_600, pays: ['deposit'] }] },
      }),
    );
    show();
    const next = await screen.findByRole('region', { name: /^Next: the deposit/ });
    expect(
      within(next)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pay $1,276 by card']);
  });

  it('starts one try on a double click, says it is opening, then opens its pay page', async () => {
    const { sent, answer } = stubServer(guestPayments(today, { card: CARD }));
    const user = userEvent.setup();
    const { open } = show();
    await user.dblClick(await screen.findByRole('button', { name: 'Pay $1,276 by card' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ pays: 'next' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Opening the secure payment page…');
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(open).not.toHaveBeenCalled();

    answer();
    await waitFor(() => expect(open).toHaveBeenCalledWith(PAY_PATH));
    expect(open).toHaveBeenCalledTimes(1);
    // Still opening while the browser leaves.
    expect(screen.getByRole('status')).toHaveTextContent('Opening the secure payment page…');
  });

  it('pays everything left with the other button', async () => {
    const { sent, answer } = stubServer(guestPayments(today, { card: CARD }));
    const { open } = show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pay everything left, $2,552, by card' }),
    );
    await waitFor(() => expect(sent).toEqual([{ pays: 'rest' }]));
    answer();
    await waitFor(() => expect(open).toHaveBeenCalledWith(PAY_PATH));
  });

  it('says why the server refused, and lets the guest try again', async () => {
    const refusal = 'Card payment is not offered for this booking.';
    const { sent, answer } = stubServer(guestPayments(today, { card: CARD }));
    const { open } = show();
    const button = await screen.findByRole('button', { name: 'Pay $1,276 by card' });
    await userEvent.click(button);
    await waitFor(() => expect(sent).toHaveLength(1));
    answer(jsonResponse(409, { statusCode: 409, message: refusal }));

    // The alert region is on the page from the start, so a screen reader reads what comes in it.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(button).toBeEnabled();
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(button);
    await waitFor(() => expect(sent).toHaveLength(2));
  });
});

describe('the money of a booking in other languages (issue 39)', () => {
  it('says what is owed next and how to pay it in Russian', async () => {
    inLocale('ru');
    stubServer(guestPayments(today, { card: CARD }));
    show();
    const next = await screen.findByRole('region', { name: /^Далее: депозит 1\s276\s\$ до / });
    expect(within(next).getByRole('heading', { name: 'Как оплатить' })).toBeTruthy();
    expect(
      within(next)
        .getAllByRole('button')
        // Dollars as Russian writes them; its non-breaking spaces read as spaces here.
        .map((button) => button.textContent.replace(/\s/g, ' ')),
    ).toEqual(['Оплатить 1 276 $ картой', 'Оплатить всю оставшуюся сумму, 2 552 $, картой']);
    expect(within(next).getByText('Или банковским переводом на счёт:')).toBeTruthy();
    expect(
      within(next).getByText('Безопасная оплата через PayHere; данные вашей карты мы не видим.'),
    ).toBeTruthy();
  });

  it('lists the parts and receipts in German, and names the parts a payment pays', async () => {
    inLocale('de');
    const payments = guestPayments(today, {
      paidCents: 127_600,
      balanceCents: 127_600,
      installments: guestPayments(today).installments.map((part) =>
        part.kind === 'deposit'
          ? { ...part, status: 'paid' as const, paidCents: 127_600, owedCents: 0, paidOn: today }
          : part,
      ),
      receipts: [
        {
          number: 'R-2026-0007',
          kind: 'payment',
          amountCents: 127_600,
          date: today,
          cancelled: true,
        },
      ],
    });
    stubServer(payments);
    renderWithProviders(<BookingPayments id={ID} headingId="payments" />);
    const section = await screen.findByRole('region', { name: 'Zahlungen' });
    expect(section).toHaveTextContent('Bezahlt: 1.276 $ von 2.552 $; noch offen: 1.276 $.');
    expect(section).toHaveTextContent('Anzahlung von 1.276 $, bis');
    expect(section).toHaveTextContent('Restzahlung von 1.276 $, bis');
    expect(within(section).getByRole('heading', { name: 'Quittungen' })).toBeTruthy();
    expect(
      within(section).getByRole('link', { name: 'R-2026-0007' }).closest('li'),
    ).toHaveTextContent(/· Zahlung über 1\.276 \$, .* \(storniert\)$/);
    expect(partsWords(['deposit', 'balance'])).toBe('die Anzahlung und die Restzahlung');
  });
});
