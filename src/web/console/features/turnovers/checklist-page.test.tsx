import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pages } from '#web/console/room-pages.ts';
import { answerFetch, OWNER, renderConsoleAt } from '#web/console/testing.tsx';
import { checklist, VILLA_ID } from './test-fixtures.ts';

// The page's code, compiled once before the first test: on a loaded machine its first import
// would otherwise eat the first findBy's wait.
beforeAll(async () => {
  await pages.villaChecklist.load();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const API = `/api/console/villas/${VILLA_ID}/turnover-checklist`;
const PAGE = `/console/villas/${VILLA_ID}/checklist`;

const lines = () =>
  within(screen.getByRole('form', { name: 'Turnover checklist of Villa Serenity' }))
    .getAllByRole('textbox')
    .map((box) => (box as HTMLInputElement).value);

describe("a villa's turnover checklist", () => {
  it('lets the owner add, reorder and remove lines, and saves the list with the version read', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [`GET ${API}`]: { status: 200, body: checklist(['Beds', 'Pool']) },
      [`PUT ${API}`]: (call) => ({
        status: 200,
        body: checklist((call.body as { items: string[] }).items, 'c2'),
      }),
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Turnover checklist of Villa Serenity',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Villa Serenity: sections' })).getByRole(
        'link',
        { name: 'Checklist' },
      ),
    ).toHaveAttribute('aria-current', 'page');
    expect(lines()).toEqual(['Beds', 'Pool']);

    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(screen.getByRole('textbox', { name: 'Line 3' })).toHaveFocus();
    await user.keyboard('Towels');
    await user.click(screen.getByRole('button', { name: 'Move line 3 up' }));
    expect(lines()).toEqual(['Beds', 'Towels', 'Pool']);
    expect(screen.getByRole('button', { name: 'Move line 2 up' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(lines()).toEqual(['Towels', 'Pool']);
    await user.click(screen.getByRole('button', { name: 'Save the checklist' }));

    expect(
      await screen.findByText('Saved. Every turnover of the villa shows these lines from now on.'),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      body: { items: ['Towels', 'Pool'] },
      ifMatch: '"c1"',
    });
  });

  it("shows the schema's word beside the line it is about, and sends nothing", async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [`GET ${API}`]: { status: 200, body: checklist(['Beds']) },
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add a line' }));
    await user.click(screen.getByRole('button', { name: 'Save the checklist' }));

    expect(screen.getByRole('textbox', { name: 'Line 2' })).toHaveAccessibleDescription(
      'A checklist item cannot be empty',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('asks the owner what to do when someone else saved the list meanwhile (412)', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [`GET ${API}`]: (() => {
        let reads = 0;
        return () => {
          reads += 1;
          return {
            status: 200,
            body: reads === 1 ? checklist(['Beds']) : checklist(['Beds', 'Lanterns'], 'c5'),
          };
        };
      })(),
      [`PUT ${API}`]: (call) =>
        call.ifMatch === '"c1"'
          ? { status: 412, body: { message: 'Someone else saved this checklist.' } }
          : { status: 200, body: checklist((call.body as { items: string[] }).items, 'c6') },
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove line 1' }));
    await user.click(screen.getByRole('button', { name: 'Save the checklist' }));
    const question = await screen.findByRole('group', { name: /they changed its lines/ });
    await user.click(within(question).getByRole('button', { name: 'Drop mine and show theirs' }));

    expect(lines()).toEqual(['Beds', 'Lanterns']);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('shows the manager the list to read, not to edit', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: { ...OWNER, role: 'manager' } },
      [`GET ${API}`]: { status: 200, body: checklist(['Beds', 'Pool']) },
    });
    renderConsoleAt(PAGE);
    expect(await screen.findByText('The owner writes the checklist.')).toBeVisible();
    expect(screen.getByText('Beds')).toBeVisible();
    expect(screen.getByText('Pool')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
