import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSettingsView, VillaPaymentTermsView } from '#domain/schemas/payment.ts';
import { answerFetch, OWNER, renderConsoleAt, type Call } from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const SETTINGS: PaymentSettingsView = {
  depositPercent: 50,
  depositDueDays: 3,
  balanceDueDays: 30,
  graceDays: 5,
  autoCancel: false,
  bankDetails: 'Serendib Shores (Pvt) Ltd\nHatton National Bank, Galle\nAccount 0081 2233 4455',
  paymentInstructions: 'Write your booking reference as the transfer reference.',
  cardPayments: false,
  cardGateway: null,
  version: 'v-settings-1',
};
const SITE_TERMS = { depositPercent: 50, depositDueDays: 3, balanceDueDays: 30 };
const RIVER = {
  id: 'v1',
  slug: 'villa-river-breeze',
  name: 'Villa River Breeze',
  location: 'Bentota',
  image: '/images/river.jpg',
  featured: false,
  published: true,
  position: 1,
};
const RIVER_TERMS: VillaPaymentTermsView = {
  villaId: 'v1',
  terms: null,
  siteTerms: SITE_TERMS,
  version: 'v-terms-1',
};

const PAGE = '/console/payments/settings';
const SETTINGS_API = '/api/console/payment-settings';
const TERMS_API = '/api/console/villas/v1/payment-terms';

function answering(
  role: 'owner' | 'manager',
  /** Answers a save; `store` sets what a GET gives from then on (someone else's save). */
  save: (
    call: Call,
    store: (settings: PaymentSettingsView) => void,
  ) => { status: number; body?: unknown } = (call) => ({
    status: 200,
    body: { ...SETTINGS, ...(call.body as object), version: 'v-settings-2' },
  }),
  start: PaymentSettingsView = SETTINGS,
) {
  let stored = start;
  return answerFetch({
    'GET /api/console/me': { status: 200, body: { ...OWNER, role } },
    'GET /api/console/villas': { status: 200, body: [RIVER] },
    [`GET ${SETTINGS_API}`]: () => ({ status: 200, body: stored }),
    [`PUT ${SETTINGS_API}`]: (call) => {
      const answer = save(call, (settings) => {
        stored = settings;
      });
      if (answer.status === 200) stored = answer.body as PaymentSettingsView;
      return answer;
    },
    [`GET ${TERMS_API}`]: { status: 200, body: RIVER_TERMS },
    [`PUT ${TERMS_API}`]: (call) => ({
      status: 200,
      body: { ...RIVER_TERMS, ...(call.body as object), version: 'v-terms-2' },
    }),
  });
}

const form = () => within(screen.getByRole('form', { name: 'Payment settings' }));
const villaStatus = () =>
  within(screen.getByRole('form', { name: 'Payment terms of Villa River Breeze' })).getByRole(
    'status',
  );
/** The page's code is a chunk of its own: given time to arrive on a busy machine. */
const LOADED = { timeout: 5_000 };

describe('the payment settings page', { timeout: 15_000 }, () => {
  it("saves the owner's terms, grace, cancelling and how to pay, with the version it read", async () => {
    const calls = answering('owner');
    renderConsoleAt(PAGE);
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Payment settings' }, LOADED);
    expect(form().getByLabelText(/^Bank details/)).toHaveValue(SETTINGS.bankDetails);

    await user.clear(form().getByLabelText(/^Deposit \*/));
    await user.type(form().getByLabelText(/^Deposit \*/), '30');
    await user.clear(form().getByLabelText(/^Grace period/));
    await user.type(form().getByLabelText(/^Grace period/), '7');
    await user.click(form().getByRole('checkbox', { name: 'Cancel automatically' }));
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));

    await waitFor(() =>
      expect(screen.getAllByRole('status').at(0)).toHaveTextContent(
        'Saved. Bookings confirmed from now on follow these terms',
      ),
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.ifMatch).toBe('"v-settings-1"');
    expect(put?.body).toEqual({
      depositPercent: 30,
      depositDueDays: 3,
      balanceDueDays: 30,
      graceDays: 7,
      autoCancel: true,
      bankDetails: SETTINGS.bankDetails,
      paymentInstructions: SETTINGS.paymentInstructions,
    });
    expect(
      form().getByRole('checkbox', { name: 'Cancel automatically' }),
    ).toHaveAccessibleDescription(/a person decides/);
  });

  it('switches card payment on where the server has a card gateway, and says why not where not', async () => {
    const calls = answering('owner', undefined, { ...SETTINGS, cardGateway: 'PayHere' });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Payment settings' }, LOADED);
    const card = form().getByRole('checkbox', { name: 'Guests may pay by card online' });
    expect(card).toBeEnabled();
    expect(card).toHaveAccessibleDescription(/through PayHere/);
    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        cardPayments: true,
      }),
    );
  });

  it('keeps the card switch off and out of the save without a card gateway', async () => {
    answering('owner');
    renderConsoleAt(PAGE);
    await screen.findByRole('form', { name: 'Payment settings' }, LOADED);
    const card = form().getByRole('checkbox', { name: 'Guests may pay by card online' });
    expect(card).toBeDisabled();
    expect(card).toHaveAccessibleDescription(
      /Needs the card company’s account on the server first/,
    );
  });

  it('shows a problem beside its field and sends nothing', async () => {
    const calls = answering('owner');
    renderConsoleAt(PAGE);
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Payment settings' }, LOADED);

    await user.clear(form().getByLabelText(/^Grace period/));
    await user.type(form().getByLabelText(/^Grace period/), '90');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));

    expect(await screen.findByText('The grace period must be at most 60 days')).toBeVisible();
    expect(form().getByLabelText(/^Grace period/)).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('asks what to do when someone else saved first, and saves over theirs when asked', async () => {
    const theirs = { ...SETTINGS, graceDays: 10, version: 'v-settings-theirs' };
    const calls = answering('owner', (call, store) => {
      if (call.ifMatch !== `"${theirs.version}"`) {
        store(theirs);
        return {
          status: 412,
          body: { statusCode: 412, error: 'Precondition Failed', message: 'Changed.' },
        };
      }
      return { status: 200, body: { ...theirs, ...(call.body as object), version: 'v-mine' } };
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Payment settings' }, LOADED);

    await user.clear(form().getByLabelText(/^Deposit \*/));
    await user.type(form().getByLabelText(/^Deposit \*/), '40');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    const question = within(
      await screen.findByRole('group', {
        name: /^Someone else saved the payment settings while you were editing them: they changed the grace period\./,
      }),
    );
    await user.click(question.getByRole('button', { name: 'Save mine over theirs' }));

    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.ifMatch)).toEqual([
        '"v-settings-1"',
        '"v-settings-theirs"',
      ]),
    );
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toMatchObject({
      depositPercent: 40,
    });
  });

  it("gives a villa its own terms, and puts it back on the site's", async () => {
    const calls = answering('owner');
    renderConsoleAt(PAGE);
    const user = userEvent.setup();
    const villa = within(
      await screen.findByRole('form', { name: 'Payment terms of Villa River Breeze' }, LOADED),
    );

    await user.click(villa.getByRole('radio', { name: 'Its own terms' }));
    await user.clear(villa.getByLabelText(/^Deposit \*/));
    await user.type(villa.getByLabelText(/^Deposit \*/), '100');
    await user.click(villa.getByRole('button', { name: 'Save the terms of Villa River Breeze' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));

    const [put] = calls.filter((call) => call.method === 'PUT');
    expect(put?.url).toBe(TERMS_API);
    expect(put?.ifMatch).toBe('"v-terms-1"');
    expect(put?.body).toEqual({
      terms: { depositPercent: 100, depositDueDays: 3, balanceDueDays: 30 },
    });
    await waitFor(() =>
      expect(villaStatus()).toHaveTextContent(
        'Saved. Bookings of Villa River Breeze confirmed from now on follow its own terms.',
      ),
    );

    // Drawn anew from what was saved (its new version).
    const saved = within(screen.getByRole('form', { name: 'Payment terms of Villa River Breeze' }));
    await user.click(saved.getByRole('radio', { name: /^The site's terms/ }));
    expect(saved.queryByLabelText(/^Deposit \*/)).toBeNull();
    await user.click(saved.getByRole('button', { name: 'Save the terms of Villa River Breeze' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]).toMatchObject({
      ifMatch: '"v-terms-2"',
      body: { terms: null },
    });
  });

  it('shows a manager the settings to read, with no form', async () => {
    answering('manager');
    renderConsoleAt(PAGE);

    const summary = await screen.findByRole('region', { name: "The site's settings" }, LOADED);
    expect(summary).toHaveTextContent(
      '50% deposit within 3 days of confirmation, the balance 30 days before arrival.',
    );
    expect(summary).toHaveTextContent('Hatton National Bank, Galle');
    expect(await screen.findByText(/The site's terms: 50% deposit/)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });
});
