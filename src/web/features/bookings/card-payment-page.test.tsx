import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardTryView } from '#domain/schemas/card-payment.ts';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import { CardPaymentPage } from './card-payment-page.tsx';
import { cardTry } from './test-fixtures.ts';

const { bookingId: ID, orderId: ORDER } = cardTry();
const TRY_PATH = `/api/bookings/${ID}/card-payments/${ORDER}`;

/** The try's answers, one per call, the last one repeated; the count of calls made. */
function stubTry(...answers: CardTryView[]) {
  let calls = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    stubFetch({
      [TRY_PATH]: () => {
        const answer = answers[Math.min(calls, answers.length - 1)];
        calls += 1;
        return Response.json(answer);
      },
    }),
  );
  return { calls: () => calls };
}

const show = () => renderWithProviders(<CardPaymentPage id={ID} orderId={ORDER} />);

/** The page asks again on a timer: the test moves it on rather than waiting (STYLE.md, Tests). */
const CHECK_AGAIN_MS = 3_000;
const checkAgain = () => act(() => vi.advanceTimersByTimeAsync(CHECK_AGAIN_MS));

afterEach(() => {
  vi.useRealTimers();
});

describe('the card payment page (issue 38 §1)', () => {
  it('holds the gateway’s checkout as a plain form, with a way back to the booking', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const view = cardTry();
    const { calls } = stubTry(view);
    show();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay $1,276 by card' }),
    ).toBeTruthy();
    expect(document.title).toContain('Pay $1,276 by card');
    expect(screen.getByText('Your booking · VB-7K3M9Q')).toBeTruthy();
    expect(
      screen.getByText('This pays the deposit of your stay at Villa River Breeze.'),
    ).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Continue to PayHere' });
    expect(submit).toHaveAttribute('type', 'submit');
    const form = submit.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', 'https://sandbox.payhere.lk/pay/checkout');
    const hidden = [...(form?.querySelectorAll('input') ?? [])].map((input) => [
      input.type,
      input.name,
      input.value,
    ]);
    expect(hidden).toEqual(
      Object.entries(view.checkout?.fields ?? {}).map(([name, value]) => ['hidden', name, value]),
    );
    expect(screen.getByRole('link', { name: 'Back to your booking' })).toHaveAttribute(
      'href',
      `/booking/${ID}`,
    );

    // Nothing to wait for: the page does not ask again.
    await checkAgain();
    expect(calls()).toBe(1);
  });

  it('names every part a payment of everything left pays', async () => {
    stubTry(cardTry({ amountCents: 255_200, pays: ['deposit', 'balance'] }));
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay $2,552 by card' }),
    ).toBeTruthy();
    expect(
      screen.getByText('This pays the deposit and the balance of your stay at Villa River Breeze.'),
    ).toBeTruthy();
  });

  it('waits for the card company, asking again by itself until the payment is received', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const waiting = cardTry({ state: 'waiting', checkout: null });
    const { calls } = stubTry(waiting, waiting, cardTry({ state: 'paid', checkout: null }));
    show();

    await screen.findByText("We are waiting for the card company's confirmation");
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent("We are waiting for the card company's confirmation");
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your card payment of $1,276' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to PayHere' })).toBeNull();
    expect(calls()).toBe(1);

    await checkAgain();
    await waitFor(() => expect(calls()).toBe(2));
    expect(status).toHaveTextContent("We are waiting for the card company's confirmation");

    await checkAgain();
    // The same live region says it, so a screen reader reads the change.
    await waitFor(() =>
      expect(status).toHaveTextContent('Payment received, your receipt is on its way'),
    );
    expect(calls()).toBe(3);

    // Received: it asks no more.
    await checkAgain();
    await checkAgain();
    expect(calls()).toBe(3);
  });

  it('waits too for a try whose checkout is no longer offered', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { calls } = stubTry(cardTry({ state: 'started', checkout: null }));
    show();
    expect(
      await screen.findByText("We are waiting for the card company's confirmation"),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to PayHere' })).toBeNull();
    await checkAgain();
    await waitFor(() => expect(calls()).toBe(2));
  });

  it('says the payment was received, with the way back to the booking', async () => {
    stubTry(cardTry({ state: 'paid', checkout: null }));
    show();
    expect(
      await screen.findByRole('heading', { name: 'Payment received, your receipt is on its way' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your booking' })).toHaveAttribute(
      'href',
      `/booking/${ID}`,
    );
  });

  it('says a payment did not go through, in the gateway’s words too, and that nothing was charged', async () => {
    stubTry(cardTry({ state: 'failed', checkout: null, message: 'Insufficient funds' }));
    show();
    expect(
      await screen.findByRole('heading', { name: 'The payment did not go through' }),
    ).toBeTruthy();
    expect(screen.getByText('Insufficient funds')).toBeTruthy();
    expect(
      screen.getByText('Nothing was charged. You may try again from your booking page.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your booking' })).toHaveAttribute(
      'href',
      `/booking/${ID}`,
    );
  });

  it('says a payment was charged back', async () => {
    stubTry(cardTry({ state: 'charged_back', checkout: null }));
    show();
    expect(
      await screen.findByRole('heading', { name: 'This payment was charged back' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your booking' })).toBeTruthy();
  });

  it('sends anyone without the payment to find their booking', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(stubFetch({}));
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this payment.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find your booking' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });
});

describe('the card payment page in other languages (issue 39)', () => {
  it('speaks Russian, naming the parts it pays', async () => {
    inLocale('ru');
    stubTry(cardTry({ amountCents: 255_200, pays: ['deposit', 'balance'] }));
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Оплатить 2\s552\s\$ картой$/ }),
    ).toBeTruthy();
    expect(screen.getByText('Ваше бронирование · VB-7K3M9Q')).toBeTruthy();
    expect(
      screen.getByText(
        'Этот платёж покрывает депозит и доплату за ваше пребывание в Villa River Breeze.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Перейти на PayHere' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Вернуться к бронированию' })).toBeTruthy();
  });

  it('speaks French where the payment stands', async () => {
    inLocale('fr');
    stubTry(cardTry({ state: 'failed', checkout: null, message: null }));
    show();
    expect(await screen.findByRole('heading', { name: 'Le paiement n’a pas abouti' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: /^Votre paiement par carte de 1\s276\s\$$/ }),
    ).toBeTruthy();
    expect(
      screen.getByText('Il règle l’acompte de votre séjour à Villa River Breeze.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à votre réservation' })).toBeTruthy();
  });
});
