import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CurrencyFeedView,
  CurrencyRatesView,
  CurrencyRateView,
} from '#domain/schemas/currency.ts';
import {
  answerFetch,
  OWNER,
  renderConsoleAt,
  type Answer,
  type Call,
} from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const unset = (currency: CurrencyRateView['currency']): CurrencyRateView => ({
  currency,
  rate: null,
  marginPercent: '0',
  shownRate: null,
  source: null,
  updatedAt: null,
  ageDays: null,
  stale: false,
  version: `v-${currency}-0`,
});
const EUR: CurrencyRateView = {
  currency: 'EUR',
  rate: '0.92',
  marginPercent: '2',
  shownRate: '0.9384',
  source: 'owner',
  updatedAt: '2026-11-27T08:00:00.000Z',
  ageDays: 3,
  stale: false,
  version: 'v-eur-1',
};
const GBP: CurrencyRateView = {
  currency: 'GBP',
  rate: '0.79',
  marginPercent: '0',
  shownRate: '0.79',
  source: 'feed',
  updatedAt: '2026-11-21T08:00:00.000Z',
  ageDays: 9,
  stale: true,
  version: 'v-gbp-1',
};
const FEED: CurrencyFeedView = { url: '', checkedAt: null, problem: null, version: 'v-feed-1' };
const ROOM: CurrencyRatesView = {
  rates: [EUR, GBP, unset('RUB'), unset('INR'), unset('CNY'), unset('AUD')],
  feed: FEED,
};

const PAGE = '/console/currencies';
const RATES_API = '/api/console/currency-rates';
const EUR_API = `${RATES_API}/EUR`;
const FEED_API = '/api/console/currency-feed';

function answering(
  role: 'owner' | 'manager',
  more: Record<string, Answer | ((call: Call) => Answer)> = {},
  room: CurrencyRatesView = ROOM,
) {
  return answerFetch({
    'GET /api/console/me': { status: 200, body: { ...OWNER, role } },
    [`GET ${RATES_API}`]: { status: 200, body: room },
    ...more,
  });
}

const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');
/** The page's code is a chunk of its own: given time to arrive on a busy machine. */
const LOADED = { timeout: 5_000 };

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('table', {}, LOADED);
  // The table's button (a phone's list has the same one).
  const [change] = screen.getAllByRole('button', { name: 'Change the rate for EUR' });
  await user.click(change as HTMLElement);
  return within(screen.getByRole('form', { name: 'Rate for EUR' }));
}

describe('the currencies page', { timeout: 15_000 }, () => {
  it('lists each rate with its margin, who set it, its age, what guests see and the stale mark', async () => {
    answering('owner');
    renderConsoleAt(PAGE);
    const table = within(await screen.findByRole('table', {}, LOADED));

    const eur = within(table.getByRole('row', { name: /^EUR/ }));
    expect(eur.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '0.92',
      '2%',
      '0.9384',
      'The owner',
      '3 days ago',
      '$1,000 is shown as ≈ €938',
      'Change',
    ]);
    const gbp = table.getByRole('row', { name: /^GBP/ });
    expect(gbp).toHaveTextContent('9 days agoStale: not shown to guests');
    expect(gbp).toHaveTextContent('Dollars only, the rate being stale');
    expect(table.getByRole('row', { name: /^RUB/ })).toHaveTextContent(
      'Never setDollars only, until a rate is set',
    );
    expect(table.getAllByText('Stale: not shown to guests')).toHaveLength(1);
  });

  it("saves the owner's rate with the version it read, and shows it", async () => {
    const saved: CurrencyRateView = {
      ...EUR,
      rate: '0.93',
      marginPercent: '1.5',
      shownRate: '0.94395',
      ageDays: 0,
      version: 'v-eur-2',
    };
    const calls = answering('owner', { [`PUT ${EUR_API}`]: { status: 200, body: saved } });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();
    const form = await openEditor(user);

    await user.clear(form.getByLabelText(/^Rate per US dollar/));
    await user.type(form.getByLabelText(/^Rate per US dollar/), '0.93');
    await user.clear(form.getByLabelText('Margin, in percent'));
    await user.type(form.getByLabelText('Margin, in percent'), '1.5');
    await user.click(form.getByRole('button', { name: 'Save the rate for EUR' }));

    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Rate for EUR' })).toHaveTextContent(
        'Saved. $1,000 is shown as ≈ €944.',
      ),
    );
    expect(puts(calls)).toEqual([
      expect.objectContaining({
        url: EUR_API,
        ifMatch: '"v-eur-1"',
        body: { rate: '0.93', marginPercent: '1.5' },
      }),
    ]);
    const eur = within(screen.getByRole('row', { name: /^EUR/ }));
    expect(eur.getByRole('cell', { name: '0.94395' })).toBeVisible();
    expect(eur.getByRole('cell', { name: 'Today' })).toBeVisible();
  });

  it("shows the server's refusal beside its field", async () => {
    const message =
      'A rate of 9.3 euros to the dollar is far from the usual (about 0.92): the site takes 0.184 to 4.6. Check the decimal point.';
    answering('owner', {
      [`PUT ${EUR_API}`]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message,
          issues: [{ path: 'rate', message }],
        },
      },
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();
    const form = await openEditor(user);

    await user.click(form.getByRole('button', { name: 'Save the rate for EUR' }));
    await waitFor(() =>
      expect(form.getByLabelText(/^Rate per US dollar/)).toHaveAccessibleDescription(message),
    );
    expect(form.getByLabelText(/^Rate per US dollar/)).toHaveFocus();
  });

  it('says someone else, or the feed, saved the rate meanwhile, and keeps what was typed', async () => {
    const theirs = { ...EUR, rate: '0.95', source: 'feed' as const, version: 'v-eur-feed' };
    const calls = answering('owner', {
      [`PUT ${EUR_API}`]: {
        status: 412,
        body: { statusCode: 412, error: 'Precondition Failed', message: 'Changed.' },
      },
      [`GET ${EUR_API}`]: { status: 200, body: theirs },
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();
    const form = await openEditor(user);

    await user.clear(form.getByLabelText(/^Rate per US dollar/));
    await user.type(form.getByLabelText(/^Rate per US dollar/), '0.93');
    await user.click(form.getByRole('button', { name: 'Save the rate for EUR' }));

    expect(
      await form.findByRole('group', {
        name: /^Someone else saved the rate for EUR, or the feed changed it, while you were editing it: they changed the rate\. Your changes are not saved yet/,
      }),
    ).toBeVisible();
    expect(form.getByLabelText(/^Rate per US dollar/)).toHaveValue('0.93');
    expect(puts(calls)).toHaveLength(1);
  });

  it('shows a manager the rates and the feed with nothing to change', async () => {
    answering(
      'manager',
      {},
      {
        ...ROOM,
        feed: {
          url: 'https://rates.example/USD',
          checkedAt: '2026-11-30T02:00:00.000Z',
          problem: 'The feed did not answer JSON, so no rate was changed. Check the address.',
          version: 'v-feed-2',
        },
      },
    );
    renderConsoleAt(PAGE);

    await screen.findByRole('table', {}, LOADED);
    expect(
      screen.getByText('Only the owner changes the rates and the feed.', { exact: false }),
    ).toBeVisible();
    const feed = within(screen.getByRole('region', { name: 'Rates from a feed' }));
    expect(feed.getByText('https://rates.example/USD')).toBeVisible();
    expect(feed.getByText(/The feed did not answer JSON/)).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.queryByRole('button')).toBeNull();
    expect(main.queryByRole('form')).toBeNull();
  });

  it("saves the feed's address, then stops using it", async () => {
    let stored = FEED;
    const calls = answering('owner', {
      [`PUT ${FEED_API}`]: (call) => {
        const { url } = call.body as { url: string };
        stored = { ...stored, url, version: `v-feed-${url ? 'on' : 'off'}` };
        return { status: 200, body: stored };
      },
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Feed address' }, LOADED));

    await user.type(form.getByLabelText('Feed address'), 'https://open.er-api.com/v6/latest/USD');
    await user.click(form.getByRole('button', { name: 'Save the address' }));
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Feed address' })).toHaveTextContent(
        'Saved. The feed is read at the next run',
      ),
    );

    const saved = within(screen.getByRole('form', { name: 'Feed address' }));
    expect(saved.getByLabelText('Feed address')).toHaveValue(
      'https://open.er-api.com/v6/latest/USD',
    );
    await user.click(saved.getByRole('button', { name: 'Stop using the feed' }));
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Feed address' })).toHaveTextContent(
        'The feed is off.',
      ),
    );
    expect(puts(calls).map(({ url, ifMatch, body }) => ({ url, ifMatch, body }))).toEqual([
      {
        url: FEED_API,
        ifMatch: '"v-feed-1"',
        body: { url: 'https://open.er-api.com/v6/latest/USD' },
      },
      { url: FEED_API, ifMatch: '"v-feed-on"', body: { url: '' } },
    ]);
    expect(screen.getByRole('region', { name: 'Rates from a feed' })).toHaveTextContent(
      'None: the rates are typed here.',
    );
  });
});
