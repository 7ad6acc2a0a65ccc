import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TurnoverTask, TurnoverUpdate } from '#domain/schemas/turnover.ts';
import { pages } from '#web/console/room-pages.ts';
import { answerFetch, OWNER, renderConsoleAt, type Call } from '#web/console/testing.tsx';
import { FakeUpload, HOUSEKEEPER, TASK_ID, task } from './test-fixtures.ts';

const TASK_API = `/api/console/turnovers/${TASK_ID}`;
const PAGE = `/console/turnovers/${TASK_ID}`;

beforeEach(() => {
  FakeUpload.sent = [];
});

// The page's code, compiled once before the first test: on a loaded machine its first import
// would otherwise eat the first findBy's wait.
beforeAll(async () => {
  await pages.turnover.load();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The server's answer to a PATCH: the task with the change made, at the next version. */
function patched(base: TurnoverTask, call: Call, version: string): TurnoverTask {
  const change = call.body as TurnoverUpdate;
  return {
    ...base,
    ...(change.status ? { status: change.status } : {}),
    ...(change.note !== undefined ? { note: change.note } : {}),
    ...(change.checked
      ? {
          checklist: base.checklist.map((line) => ({
            ...line,
            ticked: change.checked?.includes(line.item) ?? false,
          })),
        }
      : {}),
    version,
  };
}

/** Answers each PATCH in turn from the task as the last answer left it. */
function patches(start: TurnoverTask) {
  let now = start;
  let count = 1;
  return (call: Call) => {
    count += 1;
    now = patched(now, call, `v${count}`);
    return { status: 200, body: now };
  };
}

const patchCalls = (calls: Call[]) => calls.filter((call) => call.method === 'PATCH');

describe("a turnover's page", () => {
  it('saves each tick as it is made, one after another, each with the version the last gave', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      [`GET ${TASK_API}`]: { status: 200, body: task() },
      [`PATCH ${TASK_API}`]: patches(task()),
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();

    const beds = await screen.findByRole('checkbox', { name: 'Strip and make the beds' });
    expect(screen.getByRole('heading', { level: 1, name: 'Villa Serenity' })).toBeVisible();
    expect(screen.getByText('0 of 3 done')).toBeVisible();
    await user.click(beds);
    await user.click(screen.getByRole('checkbox', { name: 'Skim the pool' }));

    expect(beds).toBeChecked();
    await waitFor(() => expect(patchCalls(calls)).toHaveLength(2));
    expect(patchCalls(calls).map((call) => [call.body, call.ifMatch])).toEqual([
      [{ checked: ['Strip and make the beds'] }, '"v1"'],
      [{ checked: ['Strip and make the beds', 'Skim the pool'] }, '"v2"'],
    ]);
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(screen.getByText('2 of 3 done')).toBeVisible();
  });

  it("puts a tick on top of someone else's when they ticked meanwhile (412), asking nothing", async () => {
    const theirs = task({
      version: 'v9',
      checklist: task().checklist.map((line, index) => ({ ...line, ticked: index === 1 })),
    });
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      [`GET ${TASK_API}`]: (() => {
        let reads = 0;
        return () => {
          reads += 1;
          return { status: 200, body: reads === 1 ? task() : theirs };
        };
      })(),
      [`PATCH ${TASK_API}`]: (call) =>
        call.ifMatch === '"v1"'
          ? { status: 412, body: { message: 'Someone else changed this turnover.' } }
          : { status: 200, body: patched(theirs, call, 'v10') },
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: 'Strip and make the beds' }));

    expect(
      await screen.findByText(
        'Saved. Someone else ticked items meanwhile: theirs are kept with yours.',
      ),
    ).toBeVisible();
    expect(patchCalls(calls).at(-1)).toMatchObject({
      body: { checked: ['Strip and make the beds', 'Fresh towels in both bathrooms'] },
      ifMatch: '"v9"',
    });
    expect(screen.getByRole('checkbox', { name: 'Fresh towels in both bathrooms' })).toBeChecked();
  });

  it('starts the task, and asks before marking it ready with lines not ticked', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      [`GET ${TASK_API}`]: { status: 200, body: task() },
      [`PATCH ${TASK_API}`]: patches(task()),
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Started.')).toBeVisible();
    expect(patchCalls(calls)[0]?.body).toEqual({ status: 'started' });

    await user.click(screen.getByRole('button', { name: 'Ready' }));
    const question = screen.getByRole('group', { name: /3 items are not ticked yet/ });
    expect(question).toHaveTextContent(
      'Strip and make the beds, Fresh towels in both bathrooms and Skim the pool',
    );
    expect(patchCalls(calls)).toHaveLength(1);
    await user.click(within(question).getByRole('button', { name: 'Mark ready anyway' }));

    expect(await screen.findByText('Marked ready for the next guests.')).toBeVisible();
    expect(patchCalls(calls)[1]).toMatchObject({ body: { status: 'ready' }, ifMatch: '"v2"' });
    expect(screen.getByRole('button', { name: 'Not ready after all' })).toBeVisible();
  });

  it('reports a problem only with a note, which says what is wrong', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      [`GET ${TASK_API}`]: { status: 200, body: task({ status: 'started' }) },
      [`PATCH ${TASK_API}`]: patches(task({ status: 'started' })),
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    await user.click(screen.getByRole('button', { name: 'Send the problem' }));

    const note = screen.getByRole('textbox', { name: /What is wrong/ });
    expect(note).toHaveAccessibleDescription(
      'Say what the problem is in the note, so the team knows what to fix.',
    );
    expect(note).toHaveFocus();
    expect(patchCalls(calls)).toHaveLength(0);

    await user.type(note, 'The AC in room 2 drips.');
    await user.click(screen.getByRole('button', { name: 'Send the problem' }));

    expect(
      await screen.findByText('Problem reported: the owner and the manager see it on Today.'),
    ).toBeVisible();
    expect(patchCalls(calls)[0]?.body).toEqual({
      status: 'problem',
      note: 'The AC in room 2 drips.',
    });
    expect(screen.getByRole('heading', { name: 'The problem' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /What is wrong/ })).toHaveValue(
      'The AC in room 2 drips.',
    );
  });

  it('sends a photo from the camera with a bar that moves, then shows it as a thumbnail', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      [`GET ${TASK_API}`]: {
        status: 200,
        body: task({ status: 'problem', note: 'A cracked tile by the pool.' }),
      },
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();

    const input = await screen.findByLabelText('Add a photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'tile.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(input, jpeg);

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const request = FakeUpload.sent[0] as FakeUpload;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${TASK_API}/photos`);
    expect((request.body as FormData).get('file')).toBe(jpeg);
    // jsdom draws no picture of it: its name holds the place.
    expect(screen.getByRole('list', { name: 'Photos of the problem' })).toHaveTextContent(
      'tile.jpg',
    );
    request.progress(40, 100);
    // The bar may be drawn at 0 before the progress reaches it: wait for the value, not the bar.
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Sending tile.jpg' })).toHaveAttribute(
        'value',
        '0.4',
      ),
    );

    request.answer(201, {
      ...task({ status: 'problem', note: 'A cracked tile by the pool.' }),
      photos: [{ id: 'p1', url: `${TASK_API}/photos/p1`, width: 1600, height: 1200 }],
    });

    const thumbnail = await screen.findByRole('img', {
      name: 'Photo 1 of the problem at Villa Serenity',
    });
    expect(thumbnail).toHaveAttribute('src', `${TASK_API}/photos/p1`);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Photo added.')).toBeVisible();
  });

  it('refuses a file that is not a photo before sending it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      [`GET ${TASK_API}`]: { status: 200, body: task({ status: 'problem', note: 'Broken.' }) },
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      await screen.findByLabelText('Add a photo'),
      new File(['not an image'], 'notes.txt', { type: 'text/plain' }),
    );

    expect(await screen.findByText(/^notes\.txt: /)).toBeVisible();
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it("lets the owner give the task to a person, and shows housekeeping who it's given to", async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [`GET ${TASK_API}`]: { status: 200, body: task() },
      'GET /api/console/turnovers/assignees': {
        status: 200,
        body: [
          { id: 'u3', name: 'Ruwan Jayasinghe', role: 'housekeeping' },
          { id: 'u4', name: 'Dilani Fernando', role: 'housekeeping' },
        ],
      },
      [`PUT ${TASK_API}/assignee`]: {
        status: 200,
        body: task({ assignedTo: { id: 'u4', name: 'Dilani Fernando' }, version: 'v2' }),
      },
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();

    const select = await screen.findByRole('combobox', { name: 'Given to' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Dilani Fernando (Housekeeping)');
    await user.click(screen.getByRole('button', { name: 'Give the task' }));

    expect(
      await screen.findByText('Given to Dilani Fernando: they are e-mailed a link to it.'),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ staffId: 'u4' });
    expect(screen.getByRole('combobox', { name: 'Given to' })).toHaveValue('u4');
  });

  it('gives housekeeping no assignee select, and says who the task is given to', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      [`GET ${TASK_API}`]: {
        status: 200,
        body: task({ assignedTo: { id: 'u3', name: 'Ruwan Jayasinghe' } }),
      },
    });
    renderConsoleAt(PAGE);
    expect(await screen.findByText('Given to you')).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(calls.map((call) => call.url)).not.toContain('/api/console/turnovers/assignees');
  });

  it('asks whether to save over a status someone else set meanwhile (412)', async () => {
    const theirs = task({ status: 'problem', note: 'No water.', version: 'v7' });
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      [`GET ${TASK_API}`]: (() => {
        let reads = 0;
        return () => {
          reads += 1;
          return { status: 200, body: reads === 1 ? task() : theirs };
        };
      })(),
      [`PATCH ${TASK_API}`]: (call) =>
        call.ifMatch === '"v1"'
          ? { status: 412, body: { message: 'Someone else changed this turnover.' } }
          : { status: 200, body: patched(theirs, call, 'v8') },
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Start' }));

    const question = await screen.findByRole('group', {
      name: 'Someone else changed this task while you had it open: they marked it Problem and changed the note. Yours is not saved yet.',
    });
    await user.click(within(question).getByRole('button', { name: 'Save mine over theirs' }));

    expect(await screen.findByText('Started.')).toBeVisible();
    expect(patchCalls(calls).at(-1)).toMatchObject({
      body: { status: 'started' },
      ifMatch: '"v7"',
    });
  });

  it('shows a cancelled turnover with nothing to do', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: HOUSEKEEPER },
      [`GET ${TASK_API}`]: { status: 200, body: task({ status: 'cancelled' }) },
    });
    renderConsoleAt(PAGE);
    expect(
      await screen.findByText('The stay was cancelled: there is nothing to do here.'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Skim the pool' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });
});
