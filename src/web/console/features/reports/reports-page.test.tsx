import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerFetch,
  type Answer,
  type Call,
  OWNER,
  renderConsoleAt,
} from '#web/console/testing.tsx';
import { MONTHS, OTHER_VILLA, report, VILLA, withoutMoney } from './test-fixtures.ts';

const MANAGER = { ...OWNER, id: 'u2', name: 'Nimal Fernando', role: 'manager' } as const;
const MARCH = 'GET /api/console/reports?from=2027-03-01&to=2027-03-31';

beforeEach(() => {
  // The resort's date is 15 April 2027: the last whole month is March.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-04-15T06:00:00Z') });
  // jsdom draws no canvas: the chart is left out, and its numbers' table stands.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
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
    [MARCH]: { status: 200, body: report() },
    'GET /api/console/reports/months': { status: 200, body: MONTHS },
    'GET /api/console/reports/settings': {
      status: 200,
      body: { managersSeeReports: false, version: 'v1' },
    },
    ...more,
  });
}

const figures = () => within(screen.getByRole('region', { name: 'Figures' }));
const figure = (label: string) =>
  figures().getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

describe('the Reports room', () => {
  it('opens on last month: each figure beside a year earlier, and the split by channel', async () => {
    answers();
    renderConsoleAt('/console/reports');

    expect(await screen.findByRole('heading', { name: 'March 2027 · All villas' })).toBeVisible();
    await screen.findByText('Occupancy', { selector: 'dt' });
    // 31 of 62 nights sold; a year earlier 25.
    expect(figure('Occupancy')).toHaveTextContent('50%A year earlier: 40.3%; change: (+9.7 pts)');
    expect(figure('Nights sold / available')).toHaveTextContent('31 / 62');
    expect(figure('Revenue booked')).toHaveTextContent(
      '$7,100A year earlier: $6,000; change: (+18%)',
    );
    // $7,100 over the 27 nights that have an amount.
    expect(figure('Average nightly rate (ADR)')).toHaveTextContent('$262.96');
    expect(figure('Revenue per available night (RevPAR)')).toHaveTextContent('$114.52');
    expect(figure('Payments received')).toHaveTextContent('$3,000');
    expect(figure('Refunds')).toHaveTextContent(/^Refunds\$200A year earlier: \$0$/);
    expect(figure('Balance outstanding')).toHaveTextContent('$1,500');
    expect(figure('Average stay')).toHaveTextContent('5.2 nights');
    expect(figure('Average lead time')).toHaveTextContent('30 days');
    expect(figure('Cancellations')).toHaveTextContent('1A year earlier: 0');

    const table = screen.getByRole('table', { name: 'Nights, revenue and arrivals by channel' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ChannelNightsOccupancy shareRevenueADRArrivalsCancellations',
      'Direct2032.3%$5,000$25041',
      'Airbnb1117.7%$2,100$30020',
      'All channels3150%$7,100$262.9661',
    ]);
    expect(screen.getByRole('region', { name: /by channel/ })).toHaveAttribute('tabindex', '0');

    expect(screen.getByText(/4 nights have no amount/)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Enter the amounts of the imported stays' }),
    ).toHaveAttribute(
      'href',
      '/console/reports/imported?from=2027-03-01&to=2027-03-31&missing=true',
    );
    expect(screen.getByRole('heading', { name: 'What the figures count' })).toBeVisible();
    expect(screen.getByText(/revenue over the nights sold that have an amount/)).toBeVisible();
  });

  it('builds the period from the picker, keeps it in the address, and offers the files of it', async () => {
    const calls = answers({
      'GET /api/console/reports?from=2027-01-01&to=2027-03-31': { status: 200, body: report() },
      [`GET /api/console/reports?from=2027-01-01&to=2027-03-31&villaId=${VILLA.id}`]: {
        status: 200,
        body: report({ villa: { id: VILLA.id, name: VILLA.name } }),
      },
      [`GET /api/console/reports/months?villaId=${VILLA.id}`]: { status: 200, body: MONTHS },
      [`GET /api/console/reports?from=2027-03-01&to=2027-03-31&villaId=${VILLA.id}`]: {
        status: 200,
        body: report({ villa: { id: VILLA.id, name: VILLA.name } }),
      },
    });
    renderConsoleAt('/console/reports');
    const user = userEvent.setup();
    // The form is drawn anew with each address (and once the villas are here): found each time.
    const picker = () => within(screen.getByRole('search', { name: 'Report period' }));
    await screen.findByRole('heading', { name: 'March 2027 · All villas' });
    await screen.findByRole('option', { name: VILLA.name });
    expect(picker().getByLabelText('Month')).toHaveValue('2027-03');
    // Every villa: no statement, which is one villa's.
    expect(screen.queryByRole('link', { name: 'Statement (PDF)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Report (CSV)' })).toHaveAttribute(
      'href',
      '/api/console/reports/report.csv?from=2027-03-01&to=2027-03-31',
    );

    await user.selectOptions(picker().getByRole('combobox', { name: 'Period' }), 'Quarter');
    await screen.findByRole('heading', { name: /^Q1 2027/ });
    expect(window.location.search).toBe('?period=quarter&quarter=2027-Q1');

    await user.selectOptions(picker().getByRole('combobox', { name: 'Villa' }), VILLA.name);
    await screen.findByRole('heading', { name: `Q1 2027 (Jan – Mar) · ${VILLA.name}` });
    // A quarter: no statement, which is one month's.
    expect(screen.queryByRole('link', { name: 'Statement (PDF)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bookings (CSV)' })).toHaveAttribute(
      'href',
      `/api/console/exports/bookings.csv?from=2027-01-01&to=2027-03-31&villaId=${VILLA.id}`,
    );

    await user.selectOptions(picker().getByRole('combobox', { name: 'Period' }), 'Month');
    // The first quarter holds the last whole month, March: the month shown.
    await screen.findByRole('heading', { name: `March 2027 · ${VILLA.name}` });
    expect(screen.getByRole('link', { name: 'Statement (PDF)' })).toHaveAttribute(
      'href',
      `/api/console/reports/statement.pdf?villaId=${VILLA.id}&month=2027-03`,
    );
    expect(screen.getByRole('link', { name: 'Statement (CSV)' })).toHaveAttribute(
      'href',
      `/api/console/reports/statement.csv?villaId=${VILLA.id}&month=2027-03`,
    );
    expect(screen.getByRole('link', { name: 'Payments (CSV)' })).toHaveAttribute(
      'href',
      `/api/console/exports/payments.csv?from=2027-03-01&to=2027-03-31&villaId=${VILLA.id}`,
    );
    expect(calls.map((call) => call.url)).toContain(
      `/api/console/reports?from=2027-03-01&to=2027-03-31&villaId=${VILLA.id}`,
    );
    expect(window.location.search).toBe(`?villa=${VILLA.id}&month=2027-03`);
  });

  it('says why dates make no report, and asks for none', async () => {
    const calls = answers();
    renderConsoleAt('/console/reports?period=dates&from=2027-03-05&to=2027-03-01');
    await waitFor(() =>
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
        'The last night must be on or after the first night',
      ),
    );
    expect(screen.getByLabelText('First night')).toHaveValue('2027-03-05');
    expect(calls.some((call) => call.url.startsWith('/api/console/reports?'))).toBe(false);
  });

  it('shows a manager the shared reports without any money, and one line saying so', async () => {
    const calls = answers({
      'GET /api/console/me': { status: 200, body: MANAGER },
      [`GET /api/console/reports?from=2027-03-01&to=2027-03-31&villaId=${VILLA.id}`]: {
        status: 200,
        body: withoutMoney(report({ villa: { id: VILLA.id, name: VILLA.name } })),
      },
      [`GET /api/console/reports/months?villaId=${VILLA.id}`]: {
        status: 200,
        body: {
          money: false,
          months: MONTHS.months.map((m) => ({ ...m, revenueCents: null })),
        },
      },
    });
    renderConsoleAt(`/console/reports?villa=${VILLA.id}`);

    expect(await screen.findByText(/The owner keeps the money figures/)).toBeVisible();
    expect(figure('Occupancy')).toHaveTextContent('50%');
    for (const label of ['Revenue booked', 'Average nightly rate (ADR)', 'Payments received']) {
      expect(figures().queryByText(label, { selector: 'dt' })).toBeNull();
    }
    const table = screen.getByRole('table', { name: 'Nights, revenue and arrivals by channel' });
    expect(within(table).getAllByRole('row')[0]).toHaveTextContent(
      'ChannelNightsOccupancy shareArrivalsCancellations',
    );
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Bookings (CSV)' })).toBeVisible();
    for (const name of ['Statement (PDF)', 'Statement (CSV)', 'Payments (CSV)']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
    expect(screen.queryByRole('checkbox', { name: /^Managers see the reports/ })).toBeNull();
    // The imported stays' amounts are money: the owner's to enter.
    expect(screen.queryByRole('link', { name: /Enter the amounts/ })).toBeNull();
    expect(calls.map((call) => call.url)).not.toContain('/api/console/reports/settings');
    expect(
      screen.getByRole('img', { name: /^Occupancy by month, May 2026 to April 2027/ }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/console/reports',
    );
  });

  it('draws the last twelve months as a chart summed up in words, and their numbers in a table', async () => {
    answers();
    renderConsoleAt('/console/reports');
    const chart = await screen.findByRole('img', { name: /^Occupancy and revenue by month/ });
    expect(chart).toHaveAccessibleName(
      'Occupancy and revenue by month, May 2026 to April 2027. Occupancy was highest in April 2027, at 50%. Revenue was highest in April 2027, at $7,750.',
    );
    const numbers = screen.getByRole('table', { name: 'The last twelve months' });
    const rows = within(numbers).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('May 2026206232.3%$5,000');
  });

  it('lets the owner share the reports with the managers, with the version read', async () => {
    const calls = answers({
      'PUT /api/console/reports/settings': (call) => ({
        status: 200,
        body: { ...(call.body as object), version: 'v2' },
      }),
    });
    renderConsoleAt('/console/reports');
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', {
      name: 'Managers see the reports, without the money',
    });
    expect(box).not.toBeChecked();
    expect(screen.getByText('Off: only you see Reports.')).toBeVisible();
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(await screen.findByText('Saved. Managers now see the reports.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        url: '/api/console/reports/settings',
        ifMatch: '"v1"',
        body: { managersSeeReports: true },
      }),
    ]);
  });

  it("tells a manager the owner has not shared the reports, in the server's words, and lists no Reports", async () => {
    const refused = {
      status: 403,
      body: {
        statusCode: 403,
        error: 'Forbidden',
        message: 'The owner has not shared Reports with managers.',
      },
    };
    answers({
      'GET /api/console/me': { status: 200, body: { ...MANAGER, reports: false } },
      [MARCH]: refused,
      'GET /api/console/reports/months': refused,
    });
    renderConsoleAt('/console/reports');
    await waitFor(() =>
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
        'The owner has not shared Reports with managers.',
      ),
    );
    expect(screen.queryByRole('heading', { name: 'The last twelve months' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Downloads' })).toBeNull();
    // Not shared: the navigation does not offer the room.
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Reports' })).toBeNull();
  });

  it('is a room of the owner and the manager, not of housekeeping', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: { ...OWNER, role: 'housekeeping' } },
    });
    renderConsoleAt('/console/reports');
    expect(
      await screen.findByRole('heading', { name: 'This room is not open to you' }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Reports' })).toBeNull();
  });
});
