import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportedStay } from '#domain/schemas/report.ts';
import {
  answerFetch,
  type Answer,
  type Call,
  OWNER,
  renderConsoleAt,
} from '#web/console/testing.tsx';
import { OTHER_VILLA, STAY, VILLA } from './test-fixtures.ts';

const LIST = '/api/console/reports/imported-stays?from=2027-03-01&to=2027-03-31';
const PATCH = `PATCH /api/console/reports/imported-stays/${STAY.id}`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-04-15T06:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function answers(more: Record<string, Answer | ((call: Call) => Answer)> = {}) {
  return answerFetch({
    'GET /api/console/me': { status: 200, body: OWNER },
    'GET /api/console/villa-names': { status: 200, body: [VILLA, OTHER_VILLA] },
    [`GET ${LIST}&missing=true`]: { status: 200, body: [STAY] },
    ...more,
  });
}

const stayCard = () =>
  screen.findByRole('listitem', { name: `${VILLA.name}, Mar 10, 2027 – Mar 14, 2027` });

describe("the imported stays' amounts", () => {
  it("lists last month's stays with no amount: villa, platform, dates and nights", async () => {
    answers();
    renderConsoleAt('/console/reports/imported');
    const card = await stayCard();
    expect(card).toHaveTextContent('Airbnb');
    expect(card).toHaveTextContent('4 nights · Reserved');
    expect(within(card).getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
    expect(within(card).getByRole('checkbox', { name: 'Not a stay' })).not.toBeChecked();
    expect(screen.getByText('1 imported stay')).toHaveAttribute('role', 'status');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/console/reports',
    );
    // The page is the Reports room's: its link is marked in the navigation.
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getAllByRole('link', { name: 'Reports' })[0]).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('saves an amount in dollars as cents, with the version it read', async () => {
    const calls = answers({
      [PATCH]: (call) => ({
        status: 200,
        body: { ...STAY, ...(call.body as object), version: '4' } satisfies ImportedStay,
      }),
    });
    renderConsoleAt('/console/reports/imported');
    const user = userEvent.setup();
    const card = await stayCard();
    await user.type(within(card).getByRole('textbox', { name: /^Amount/ }), '1,250.50');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await within(card).findByText('Saved: $1,250.50.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({ ifMatch: '"3"', body: { revenueCents: 125_050, notAStay: false } }),
    ]);
    expect(card).toHaveTextContent('$1,250.50 entered');
  });

  it('marks a stay as no stay at all', async () => {
    const calls = answers({
      [PATCH]: (call) => ({
        status: 200,
        body: { ...STAY, ...(call.body as object), version: '4' },
      }),
    });
    renderConsoleAt('/console/reports/imported');
    const user = userEvent.setup();
    const card = await stayCard();
    await user.click(within(card).getByRole('checkbox', { name: 'Not a stay' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Saved: its nights are closed, not sold.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      revenueCents: null,
      notAStay: true,
    });
  });

  it("says beside the amount what is wrong with it, the browser's check and the server's", async () => {
    const calls = answers({
      [PATCH]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'The amount is more than any stay earns',
          issues: [{ path: ['revenueCents'], message: 'The amount is more than any stay earns' }],
        },
      },
    });
    renderConsoleAt('/console/reports/imported');
    const user = userEvent.setup();
    const card = await stayCard();
    const amount = within(card).getByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '12.345');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'The amount must be in dollars and cents, like 1250 or 1,250.50',
      ),
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '99999999');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('The amount is more than any stay earns'),
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('99999999');
  });

  it('asks what to do when someone else saved the stay meanwhile (412), and saves over theirs', async () => {
    const theirs: ImportedStay = { ...STAY, revenueCents: 90_000, version: '5' };
    let patches = 0;
    const calls = answers({
      [PATCH]: (call) =>
        ++patches === 1
          ? {
              status: 412,
              body: { statusCode: 412, error: 'Precondition Failed', message: 'Changed meanwhile' },
            }
          : { status: 200, body: { ...theirs, ...(call.body as object), version: '6' } },
      [`GET ${LIST}&missing=false`]: { status: 200, body: [theirs] },
    });
    renderConsoleAt('/console/reports/imported');
    const user = userEvent.setup();
    const card = await stayCard();
    await user.type(within(card).getByRole('textbox', { name: /^Amount/ }), '1000');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(
      await within(card).findByText(
        /Someone else saved this stay while you were editing it: they changed the amount\./,
      ),
    ).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Save mine over theirs' }));
    expect(await within(card).findByText('Saved: $1,000.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.ifMatch)).toEqual([
      '"3"',
      '"5"',
    ]);
  });

  it('shows every imported stay of other dates and a villa, from its filter in the address', async () => {
    const calls = answers({
      [`GET /api/console/reports/imported-stays?from=2027-02-01&to=2027-02-28&villaId=${VILLA.id}&missing=false`]:
        { status: 200, body: [] },
    });
    renderConsoleAt(
      `/console/reports/imported?from=2027-02-01&to=2027-02-28&villa=${VILLA.id}&missing=false`,
    );
    expect(await screen.findByText('No stay was imported for these dates.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Feb 1, 2027 – Feb 28, 2027' })).toBeVisible();
    expect(calls.map((call) => call.url)).not.toContain(`${LIST}&missing=true`);
  });
});
