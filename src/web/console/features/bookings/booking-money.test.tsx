/**
 * The team records a booking's money from its page (issue 26 §2): a payment with the next part's
 * amount suggested, a refund with the refund due suggested, a reversal that says what it cancels;
 * a bad amount shown beside its field, a form sent twice answered in words, and no money at all
 * for housekeeping. The server's own rules are tested with the server (src/server/payments).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { centsToDollarsText } from '#domain/money.ts';
import type { AccountView, LedgerEntryView } from '#domain/schemas/payment.ts';
import {
  answerFetch,
  OWNER,
  renderConsoleAt,
  type Answer,
  type Call,
} from '#web/console/testing.tsx';
import { booking, BOOKING_ID } from '#web/console/test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const DETAIL = `GET /api/console/bookings/${BOOKING_ID}`;
const ACCOUNT = `${DETAIL}/account`;
const post = (what: string) => `POST /api/console/bookings/${BOOKING_ID}/${what}`;
const PAGE = `/console/bookings/${BOOKING_ID}`;

/** An entry's id as the server makes them (24 hexadecimal characters). */
const entryId = (n: number) => `64b7f0c2a1b2c3d4e5f7${String(n).padStart(4, '0')}`;

const DEPOSIT_PAID: LedgerEntryView = {
  id: entryId(1),
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
};

/** The account of a $2,500 stay, half due by Nov 20, half by Dec 1, with `paid` kept. */
function account(entries: LedgerEntryView[] = [], over: Partial<AccountView> = {}): AccountView {
  const standing = entries.filter((e) => e.kind !== 'reversal' && !e.reversedBy);
  const paid = standing.filter((e) => e.kind === 'payment').reduce((s, e) => s + e.amountCents, 0);
  const refunded = standing
    .filter((e) => e.kind === 'refund')
    .reduce((s, e) => s + e.amountCents, 0);
  const kept = paid - refunded;
  const part = (kind: 'deposit' | 'balance', dueOn: string, before: number) => {
    const covered = Math.min(125_000, Math.max(0, kept - before));
    return {
      kind,
      amountCents: 125_000,
      dueOn,
      status: covered === 125_000 ? ('paid' as const) : ('due' as const),
      paidCents: covered,
      owedCents: 125_000 - covered,
      daysLate: 0,
      paidOn: covered === 125_000 ? '2026-11-19' : null,
    };
  };
  return {
    currency: 'USD',
    totalCents: 250_000,
    paidCents: paid,
    refundedCents: refunded,
    balanceCents: Math.max(0, 250_000 - kept),
    creditCents: Math.max(0, kept - 250_000),
    daysLate: 0,
    cancelForNonPayment: false,
    installments: [part('deposit', '2026-11-20', 0), part('balance', '2026-12-01', 125_000)],
    entries,
    ...over,
  };
}

/** The booking's account as the server keeps it: a recorded entry changes the next GET. */
function serverWith(start: LedgerEntryView[], record: Record<string, (call: Call) => Answer>) {
  let entries = start;
  let number = 10;
  const answers: Record<string, (call: Call) => Answer> = {
    'GET /api/console/me': () => ({ status: 200, body: OWNER }),
    [DETAIL]: () => ({ status: 200, body: booking({ status: 'CONFIRMED', holdExpiresAt: null }) }),
    [ACCOUNT]: () => ({ status: 200, body: account(entries) }),
    [`${DETAIL}/messages`]: () => ({ status: 200, body: { messages: [] } }),
  };
  for (const [key, answer] of Object.entries(record)) {
    answers[key] = (call) => {
      const given = answer(call);
      if (given.status !== 201) return given;
      const body = call.body as Record<string, unknown>;
      number += 1;
      const entry: LedgerEntryView = {
        ...DEPOSIT_PAID,
        id: entryId(number),
        kind: key.endsWith('payments')
          ? 'payment'
          : key.endsWith('refunds')
            ? 'refund'
            : 'reversal',
        amountCents:
          (body.amountCents as number | undefined) ??
          entries.find((e) => e.id === body.entryId)?.amountCents ??
          0,
        receivedOn: (body.receivedOn as string | undefined) ?? '2026-11-27',
        method: (body.method as LedgerEntryView['method'] | undefined) ?? null,
        reference: (body.reference as string | null | undefined) ?? null,
        reverses: (body.entryId as string | undefined) ?? null,
        receiptNumber: `R-2026-00${number}`,
      };
      entries = [
        ...entries.map((e) => (e.id === entry.reverses ? { ...e, reversedBy: entry.id } : e)),
        entry,
      ];
      return { status: 201, body: { entry, account: account(entries) } };
    };
  }
  return answerFetch(answers);
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

async function openForm(name: string, title = name) {
  const user = userEvent.setup();
  renderConsoleAt(PAGE);
  // The room's code and the account arrive one after the other on a busy machine.
  const money = await screen.findByRole('region', { name: 'Payments' }, { timeout: 15_000 });
  await user.click(await within(money).findByRole('button', { name }, { timeout: 5000 }));
  return { user, money, dialog: screen.getByRole('dialog', { name: title }) };
}

describe("a booking's money, recorded by the team", () => {
  it('records a payment with the next part owed suggested, and names its receipt', async () => {
    const calls = serverWith([], { [post('payments')]: () => ({ status: 201 }) });
    const { user, money, dialog } = await openForm('Record a payment');

    expect(dialog).toHaveAccessibleDescription(/Deposit: \$1,250 to pay by/);
    const amount = within(dialog).getByRole('textbox', { name: /Amount received/ });
    expect(amount).toHaveValue('1250');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(within(dialog).getByLabelText(/Date received/)).toHaveValue(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date()),
    );
    const method = within(dialog).getByRole('combobox', { name: /How it was paid/ });
    expect(
      within(method)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bank transfer', 'Cash', 'Card at the villa', 'Other']);
    await user.clear(amount);
    await user.type(amount, '$1,250.50');
    await user.selectOptions(method, 'Cash');
    await user.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'Book 12');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await within(money).findByRole('status')).toHaveTextContent(
      'Payment of $1,250.50 recorded as R-2026-0011. The guest gets the receipt by e-mail.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [sent] = posts(calls);
    expect(sent?.body).toMatchObject({
      amountCents: 125_050,
      method: 'cash',
      reference: 'Book 12',
      note: null,
    });
    expect((sent?.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The account is read again: the new entry shows with its receipt.
    expect(await within(money).findByRole('link', { name: 'R-2026-0011' })).toHaveAttribute(
      'href',
      `/api/console/bookings/${BOOKING_ID}/receipts/R-2026-0011`,
    );
    expect(money).toHaveTextContent('Paid $1,250.50 of $2,500');
  });

  it("shows a bad amount beside its field before sending, and the server's words after", async () => {
    const calls = serverWith([], {
      [post('payments')]: () => ({
        status: 400,
        body: {
          message:
            '$125,000 is more than 10 times what is owed ($2,500): a likely typo. Check the amount.',
          issues: [{ path: 'amountCents', message: 'A likely typo: check the amount.' }],
        },
      }),
    });
    const { user, dialog } = await openForm('Record a payment');
    const amount = within(dialog).getByRole('textbox', { name: /Amount received/ });

    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Paid at the desk');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(amount).toHaveAccessibleDescription(
      'The amount must be in dollars and cents, like 1250 or 1,250.50',
    );
    expect(amount).toHaveFocus();
    expect(posts(calls)).toHaveLength(0);

    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(amount).toHaveAccessibleDescription('The amount is required');

    await user.type(amount, '125000');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('a likely typo'),
    );
    expect(amount).toHaveAccessibleDescription('A likely typo: check the amount.');
    // Nothing typed is lost.
    expect(amount).toHaveValue('125000');
    expect(within(dialog).getByRole('textbox', { name: /Note/ })).toHaveValue('Paid at the desk');
  });

  it('sends a form again with the same key, and says in words that it was recorded already', async () => {
    let tries = 0;
    const calls = serverWith([], {
      [post('payments')]: () => {
        tries += 1;
        return tries === 1
          ? { status: 503, body: { message: 'The server is busy. Try again in a moment.' } }
          : {
              status: 409,
              body: {
                message:
                  'This payment was recorded already, as R-2026-0007: reload the booking to see it.',
              },
            };
      },
    });
    const { user, dialog } = await openForm('Record a payment');
    const send = within(dialog).getByRole('button', { name: 'Record payment' });

    await user.click(send);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('busy'));
    await user.click(send);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'This payment was recorded already, as R-2026-0007',
      ),
    );
    const keys = posts(calls).map(
      (call) => (call.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // A new opening of the form is a new payment: a new key.
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Record payment' }),
    );
    await waitFor(() => expect(posts(calls)).toHaveLength(3));
    expect((posts(calls)[2]?.body as { idempotencyKey: string }).idempotencyKey).not.toBe(keys[0]);
  });

  it('records a refund with what was kept offered, and reverses an entry after saying what it cancels', async () => {
    const calls = serverWith([DEPOSIT_PAID], {
      [post('refunds')]: () => ({ status: 201 }),
      [post('reversals')]: () => ({ status: 201 }),
    });
    const { user, money, dialog } = await openForm('Record a refund');

    expect(dialog).toHaveAccessibleDescription(/At most \$1,250/);
    const amount = within(dialog).getByRole('textbox', { name: /Amount sent back/ });
    await user.type(amount, '625');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(money).findByRole('status')).toHaveTextContent(
      'Refund of $625 recorded as R-2026-0011.',
    );
    expect(posts(calls)[0]?.body).toMatchObject({ amountCents: 62_500, method: 'bank_transfer' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await within(money).findByRole('button', { name: 'Reverse R-2026-0011' }));
    const reverse = screen.getByRole('dialog', { name: 'Reverse this refund?' });
    expect(reverse).toHaveAccessibleDescription(
      /This cancels R-2026-0011, the refund of \$625 sent/,
    );
    await user.click(within(reverse).getByRole('button', { name: 'Reverse R-2026-0011' }));
    expect(
      within(reverse).getByRole('textbox', { name: /Why it is reversed/ }),
    ).toHaveAccessibleDescription('The reason is required');
    await user.type(
      within(reverse).getByRole('textbox', { name: /Why it is reversed/ }),
      'Recorded on the wrong booking.',
    );
    await user.click(within(reverse).getByRole('button', { name: 'Reverse R-2026-0011' }));

    // The sheet closes (the rest of the page is hidden from assistive technology meanwhile).
    const status = await within(money).findByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent('R-2026-0011 is reversed, as R-2026-0012.'),
    );
    expect(posts(calls)[1]?.body).toMatchObject({
      entryId: entryId(11),
      reason: 'Recorded on the wrong booking.',
    });
    // The reversed refund has no Reverse any more; focus is on the line that says what happened.
    await waitFor(() => expect(status).toHaveFocus());
    expect(within(money).queryByRole('button', { name: 'Reverse R-2026-0011' })).toBeNull();
    expect(within(money).getByRole('button', { name: 'Reverse R-2026-0003' })).toBeInTheDocument();
    expect(money).toHaveTextContent('Reversal of $625');
    expect(money).toHaveTextContent('cancels R-2026-0011');
  });

  it("sends a card payment back to its card, and shows the card company's refusal in its words", async () => {
    const cardPaid: LedgerEntryView = {
      ...DEPOSIT_PAID,
      method: 'card_online',
      reference: '320025071278',
      receiptNumber: 'R-2026-0004',
    };
    let refuse = true;
    const calls = serverWith([cardPaid], {
      [post('card-refunds')]: () =>
        refuse
          ? {
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                message:
                  'PayHere did not accept the refund: Refund could not be processed Nothing was refunded or recorded.',
              },
            }
          : { status: 201 },
    });
    const { user, money, dialog } = await openForm(
      'Refund to the card R-2026-0004',
      'Refund to the card',
    );

    expect(dialog).toHaveAccessibleDescription(/At most \$1,250 can still go back to it/);
    const amount = within(dialog).getByRole('textbox', { name: /Amount to send back/ });
    expect(amount).toHaveValue(centsToDollarsText(125_000));
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Send back to the card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'PayHere did not accept the refund',
    );
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send back to the card' }));
    expect(await within(money).findByRole('status')).toHaveTextContent(
      'Refund of $500 sent back to the card',
    );
    const sent = posts(calls).map((call) => call.body);
    expect(sent[0]).toMatchObject({ entryId: cardPaid.id, amountCents: 50_000 });
    // The same form, sent again after the refusal: the same key.
    expect(sent[1]).toEqual(sent[0]);
  });

  it('offers no refund before anything was paid', async () => {
    serverWith([], {});
    renderConsoleAt(PAGE);
    const money = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(money).findByRole('button', { name: 'Record a payment' })).toBeVisible();
    expect(within(money).queryByRole('button', { name: 'Record a refund' })).toBeNull();
  });

  it('offers a cancelled booking a refund and no payment, and says why (decision 118)', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [DETAIL]: {
        status: 200,
        body: booking({
          status: 'CANCELLED',
          holdExpiresAt: null,
          cancelledAt: '2026-11-25T08:00:00.000Z',
        }),
      },
      [ACCOUNT]: { status: 200, body: account([DEPOSIT_PAID], { totalCents: 0 }) },
      [`${DETAIL}/messages`]: { status: 200, body: { messages: [] } },
    });
    renderConsoleAt(PAGE);
    const money = await screen.findByRole('region', { name: 'Payments' }, { timeout: 15_000 });
    expect(await within(money).findByRole('button', { name: 'Record a refund' })).toBeVisible();
    expect(within(money).queryByRole('button', { name: 'Record a payment' })).toBeNull();
    expect(money).toHaveTextContent('A cancelled booking takes no payment.');
  });

  it('shows housekeeping no money: the booking is closed to them and nothing is asked', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: { ...OWNER, role: 'housekeeping' } },
    });
    renderConsoleAt(PAGE);

    expect(
      await screen.findByRole('heading', { name: 'This room is not open to you' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record a payment' })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/console/me']);
  });
});
