import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flatPricing, type PricingRules } from '#domain/pricing.ts';
import type { VillaPricing } from '#domain/schemas/pricing.ts';
import {
  answerFetch,
  expectAlert,
  expectStatus,
  OWNER,
  renderConsoleAt,
} from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const VILLA = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const URL = `/api/console/villas/${VILLA}/pricing`;
const RULES: PricingRules = flatPricing(45_000, 2);
const PRICING: VillaPricing = {
  villaId: VILLA,
  villaName: 'Villa River Breeze',
  rules: RULES,
  version: 'v-prices-1',
};
const MANAGER = { ...OWNER, id: 'u2', name: 'Ravi Silva', role: 'manager' } as const;

/** Sets a date field as a date picker does: one change of the whole value. */
const pickDate = (field: HTMLElement, day: string) =>
  fireEvent.change(field, { target: { value: day } });

async function sampleStay(checkIn: string, checkOut: string) {
  const sample = await screen.findByRole('form', { name: 'Sample stay' });
  pickDate(within(sample).getByLabelText('Check-in'), checkIn);
  pickDate(within(sample).getByLabelText('Check-out'), checkOut);
}

const quote = () => screen.getByRole('list', { name: 'Sample quote' });

// Typing a season key by key, the form re-read and re-priced at each, takes seconds in jsdom on a
// busy machine: more than the web project's 5 s.
describe('the prices of a villa', { timeout: 20_000 }, () => {
  it('shows the quote of a sample stay as a season is added, before saving, and saves in cents', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [`GET ${URL}`]: { status: 200, body: PRICING },
      [`PUT ${URL}`]: (call) => ({
        status: 200,
        body: { ...PRICING, rules: call.body as PricingRules },
      }),
    });
    renderConsoleAt(`/console/villas/${VILLA}/prices`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Prices and stay rules' })).toBeVisible();
    expect(await screen.findByText('Villa River Breeze')).toBeVisible();

    // 2027-01-05 is a Tuesday: three nights at the base rate.
    await sampleStay('2027-01-05', '2027-01-08');
    await waitFor(() => expect(quote()).toHaveTextContent('3 nights x $450$1,350'));
    expect(screen.getByText('Total of the 3 nights').parentElement).toHaveTextContent('$1,350');

    await user.click(screen.getByRole('button', { name: 'Add a season' }));
    const season = screen.getByRole('group', { name: 'Season 1' });
    // Focus is in the new season, ready to type its name.
    expect(within(season).getByLabelText(/^Name/)).toHaveFocus();
    // An unfinished season holds the quote back and says why.
    expect(screen.getByText(/The quote shows once the prices are complete\./)).toBeVisible();

    await user.type(within(season).getByLabelText(/^Name/), 'High season');
    pickDate(within(season).getByLabelText(/^First night/), '2027-01-01');
    pickDate(within(season).getByLabelText(/^Last night/), '2027-01-31');
    await user.type(within(season).getByLabelText(/^Nightly rate/), '520');
    await user.type(within(season).getByLabelText(/^Minimum stay/), '3');

    await waitFor(() => expect(quote()).toHaveTextContent('3 nights x $520, High season$1,560'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await expectStatus('Saved. The site and new quotes use these prices now.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...RULES,
      seasons: [
        {
          name: 'High season',
          firstNight: '2027-01-01',
          lastNight: '2027-01-31',
          nightlyRate: 52_000,
          weekendRate: null,
          minimumNights: 3,
          checkInDays: null,
        },
      ],
    });
  });

  it('shows the discount, the extra guests and a stay the rules refuse', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [`GET ${URL}`]: {
        status: 200,
        body: {
          ...PRICING,
          rules: {
            ...RULES,
            minimumNights: 7,
            lengthDiscounts: [{ minimumNights: 7, percent: 10 }],
            extraGuest: { includedGuests: 2, perNight: 2_500 },
          },
        },
      },
    });
    renderConsoleAt(`/console/villas/${VILLA}/prices`);
    const user = userEvent.setup();
    await sampleStay('2027-03-01', '2027-03-08');
    const guests = within(screen.getByRole('form', { name: 'Sample stay' })).getByLabelText(
      'Guests',
    );
    await user.clear(guests);
    await user.type(guests, '3');
    await waitFor(() => expect(quote()).toHaveTextContent('1 extra guest x 7 nights x $25$175'));
    // 7 x $450 + $175 = $3,325; 10% off is $332.50.
    expect(quote()).toHaveTextContent('Length-of-stay discount (10%)-$332.50');
    expect(screen.getByText('Total of the 7 nights').parentElement).toHaveTextContent('$2,992.50');

    await sampleStay('2027-03-01', '2027-03-04');
    expect(
      await screen.findByText('This stay could not be booked: Stays are at least 7 nights.'),
    ).toBeVisible();
  });

  it('puts problems beside their fields, its own before sending and the server’s after', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [`GET ${URL}`]: {
        status: 200,
        body: {
          ...PRICING,
          rules: {
            ...RULES,
            seasons: [
              {
                name: 'Monsoon',
                firstNight: '2027-05-01',
                lastNight: '2027-09-30',
                nightlyRate: 30_000,
                weekendRate: null,
                minimumNights: 2,
                checkInDays: null,
              },
            ],
          },
        },
      },
      [`PUT ${URL}`]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message:
            'Please check the request body: The season "Monsoon": its nightly rate must be at most $100,000.',
          issues: [
            {
              path: 'seasons.0.nightlyRate',
              message: 'The season "Monsoon": its nightly rate must be at most $100,000',
            },
          ],
        },
      },
    });
    renderConsoleAt(`/console/villas/${VILLA}/prices`);
    const user = userEvent.setup();
    const base = await screen.findByLabelText(/^Nightly rate/, { selector: '[name="baseRate"]' });
    await user.clear(base);
    await user.type(base, '45o');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await expectAlert('Some fields need your attention.');
    expect(base).toHaveAccessibleDescription(
      'Type the nightly rate in dollars, like 450 or 450.50.',
    );
    await waitFor(() => expect(base).toHaveFocus());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(base);
    await user.type(base, '450');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    const seasonRate = within(screen.getByRole('group', { name: 'Season 1' })).getByLabelText(
      /^Nightly rate/,
    );
    await waitFor(() =>
      expect(seasonRate).toHaveAccessibleDescription(
        'The season "Monsoon": its nightly rate must be at most $100,000',
      ),
    );
    await waitFor(() => expect(seasonRate).toHaveFocus());
  });

  describe('when someone else saved the prices while they were being changed', () => {
    const THEIRS: VillaPricing = {
      ...PRICING,
      rules: { ...RULES, minimumNights: 3, extraGuest: { includedGuests: 6, perNight: 3_000 } },
      version: 'v-prices-theirs',
    };

    /** The PUT answers 412 while the If-Match is not theirs' version; the GET then gives theirs. */
    function conflicting() {
      let stored = PRICING;
      return answerFetch({
        'GET /api/console/me': { status: 200, body: OWNER },
        [`GET ${URL}`]: () => ({ status: 200, body: stored }),
        [`PUT ${URL}`]: (call) => {
          if (call.ifMatch !== `"${THEIRS.version}"`) {
            stored = THEIRS;
            return {
              status: 412,
              body: { statusCode: 412, error: 'Precondition Failed', message: 'Changed.' },
            };
          }
          stored = { ...THEIRS, rules: call.body as PricingRules, version: 'v-prices-mine' };
          return { status: 200, body: stored };
        },
      });
    }

    async function changeTheRateAndSave() {
      renderConsoleAt(`/console/villas/${VILLA}/prices`);
      const user = userEvent.setup();
      const base = await screen.findByLabelText(/^Nightly rate/, { selector: '[name="baseRate"]' });
      await user.clear(base);
      await user.type(base, '480');
      await user.click(screen.getByRole('button', { name: 'Save prices' }));
      const question = await screen.findByRole('group', {
        name: 'Someone else saved these prices while you were changing them: they changed the minimum stay and the extra-guest fee. Your changes are not saved yet, and are still in the form.',
      });
      return { user, base, question: within(question) };
    }

    it('asks, keeps what was typed, and saves it over theirs when asked to', async () => {
      const calls = conflicting();
      const { user, base, question } = await changeTheRateAndSave();
      expect(base).toHaveValue('480');
      expect(screen.getByRole('alert')).toHaveTextContent('');

      await user.click(question.getByRole('button', { name: 'Save mine over theirs' }));
      await expectStatus('Saved. The site and new quotes use these prices now.');
      const puts = calls.filter((call) => call.method === 'PUT');
      expect(puts.map((call) => call.ifMatch)).toEqual(['"v-prices-1"', '"v-prices-theirs"']);
      expect(puts[1]?.body).toEqual({ ...RULES, baseRate: 48_000 });

      // The next save is made on the version just stored.
      await user.click(screen.getByRole('button', { name: 'Save prices' }));
      await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(3));
      expect(calls.filter((call) => call.method === 'PUT').at(-1)?.ifMatch).toBe('"v-prices-mine"');
    });

    it('drops what was typed and shows theirs when asked to', async () => {
      const calls = conflicting();
      const { user, question } = await changeTheRateAndSave();
      await user.click(question.getByRole('button', { name: 'Drop mine and show theirs' }));

      await waitFor(() =>
        expect(
          screen.getByLabelText(/^Nightly rate/, { selector: '[name="baseRate"]' }),
        ).toHaveValue('450'),
      );
      expect(
        screen.getByLabelText(/^Minimum stay/, { selector: '[name="minimumNights"]' }),
      ).toHaveValue('3');
      expect(screen.getByLabelText(/^Guests included/)).toHaveValue('6');
      expect(screen.queryByRole('group', { name: /Someone else saved/ })).toBeNull();
      expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    });
  });

  it('keeps the sample stay in reach on a phone: its total in the save bar, the whole of it a tap away', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [`GET ${URL}`]: { status: 200, body: PRICING },
    });
    renderConsoleAt(`/console/villas/${VILLA}/prices`);
    const user = userEvent.setup();
    // The first sample is a week, two weeks ahead, for two: 7 x $450.
    const sample = await screen.findByRole('button', { name: /^Sample stay/ });
    expect(sample.closest('[data-save-bar]')).toBe(
      screen.getByRole('button', { name: 'Save prices' }).closest('[data-save-bar]'),
    );
    expect(sample).toHaveTextContent(/7 nights from .+, 2 guests\$3,150See$/);

    // Typing a rate far up the page: the total at the foot of the screen follows.
    const rate = screen.getByLabelText(/^Nightly rate/);
    await user.clear(rate);
    await waitFor(() =>
      expect(sample).toHaveTextContent('The quote shows once the prices are complete'),
    );
    await user.type(rate, '500');
    await waitFor(() => expect(sample).toHaveTextContent('$3,500'));

    await user.click(sample);
    const sheet = await screen.findByRole('dialog', { name: 'Sample stay' });
    const form = within(sheet).getByRole('form', { name: 'Sample stay' });
    // 2027-01-05 is a Tuesday: three nights at the rate just typed.
    pickDate(within(form).getByLabelText('Check-in'), '2027-01-05');
    pickDate(within(form).getByLabelText('Check-out'), '2027-01-08');
    await waitFor(() =>
      expect(within(sheet).getByRole('list', { name: 'Sample quote' })).toHaveTextContent(
        '3 nights x $500$1,500',
      ),
    );
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sample).toHaveFocus();
    expect(sample).toHaveTextContent(/3 nights from .+, 2 guests\$1,500/);
    // The panel beside the prices on a wide screen shows the same stay.
    const panel = screen.getByRole('form', { name: 'Sample stay' });
    expect(within(panel).getByLabelText('Check-in')).toHaveValue('2027-01-05');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('lets the manager read the prices and try a stay, but not change them', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: MANAGER },
      [`GET ${URL}`]: { status: 200, body: PRICING },
    });
    renderConsoleAt(`/console/villas/${VILLA}/prices`);
    expect(await screen.findByText(/Only the owner can change prices\./)).toBeVisible();
    expect(screen.getByLabelText(/^Nightly rate/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save prices' })).not.toBeInTheDocument();
    await sampleStay('2027-01-05', '2027-01-07');
    await waitFor(() => expect(quote()).toHaveTextContent('2 nights x $450$900'));
  });
});
