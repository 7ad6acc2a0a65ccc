/**
 * The Guest messages page (issue 27 §1): the templates listed with when each goes, the owner's
 * editor (a variable put in at the cursor, an unknown variable refused beside the message, a save
 * with the version it read and the question when someone else saved first, the preview with a
 * real booking), a template added, turned off, deleted; a manager reads. The server's own rules
 * are tested with the server (src/server/guest-messages).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_VARIABLES } from '#domain/message-words.ts';
import type { PreviewView, TemplateList, TemplateView } from '#domain/schemas/guest-message.ts';
import { answerFetch, OWNER, renderConsoleAt, type Call } from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const id = (n: number) => `64b7f0c2a1b2c3d4e5f9${String(n).padStart(4, '0')}`;

const WEEK_BEFORE: TemplateView = {
  id: id(1),
  builtIn: 'before-arrival',
  name: 'Getting there, a week before arrival',
  trigger: 'before_arrival',
  offsetDays: 7,
  sendHour: 9,
  whenLate: 'send',
  subject: 'Your stay at {villa}: getting there',
  body: 'Dear {first_name},\n\nSee you on {check_in}.',
  enabled: true,
  timing: '7 days before arrival, 9:00 AM Sri Lanka time',
  updatedAt: '2026-11-20T04:00:00.000Z',
  version: 'v-week-1',
};
const SURF: TemplateView = {
  ...WEEK_BEFORE,
  id: id(2),
  builtIn: null,
  name: 'Surf lessons',
  offsetDays: 2,
  sendHour: 16,
  subject: 'Surf at {villa}',
  body: 'Dear {first_name}, the waves are waiting.',
  enabled: false,
  timing: '2 days before arrival, 4:00 PM Sri Lanka time',
  version: 'v-surf-1',
};

const VARIABLES = MESSAGE_VARIABLES.map((v) => ({ ...v }));

const PREVIEW: PreviewView = {
  booking: { id: id(50), reference: 'VB-7K3Q9P', guestName: 'Nadia Silva' },
  subject: 'Your stay at Villa Serenity: getting there',
  text: 'Dear Nadia,\n\nSee you on Friday 4 December 2026.',
  html: '<p>Dear Nadia,</p><p>See you on Friday 4 December 2026.</p>',
  missing: [],
};

const PAGE = '/console/messages/templates';
const API = '/api/console/message-templates';

/** The templates as the server keeps them: a save changes the next GET. */
function answering(
  role: 'owner' | 'manager',
  /** Answers a save; `store` sets what a GET gives from then on (someone else's save). */
  save: (
    call: Call,
    stored: TemplateView,
    store: (template: TemplateView) => void,
  ) => { status: number; body?: unknown } = (call, stored) => ({
    status: 200,
    body: { ...stored, ...(call.body as object), version: `${stored.version}+` },
  }),
) {
  let templates = [WEEK_BEFORE, SURF];
  const list = (): TemplateList => ({ templates, variables: VARIABLES });
  const putOf = (template: TemplateView) => (call: Call) => {
    const stored = templates.find((t) => t.id === template.id) ?? template;
    const store = (saved: TemplateView) => {
      templates = templates.map((t) => (t.id === saved.id ? saved : t));
    };
    const answer = save(call, stored, store);
    if (answer.status === 200) store(answer.body as TemplateView);
    return answer;
  };
  return answerFetch({
    'GET /api/console/me': { status: 200, body: { ...OWNER, role } },
    [`GET ${API}`]: () => ({ status: 200, body: list() }),
    [`PUT ${API}/${WEEK_BEFORE.id}`]: putOf(WEEK_BEFORE),
    [`PUT ${API}/${SURF.id}`]: putOf(SURF),
    [`DELETE ${API}/${SURF.id}`]: () => {
      templates = templates.filter((t) => t.id !== SURF.id);
      return { status: 204 };
    },
    [`POST ${API}`]: (call) => {
      const added = {
        ...SURF,
        ...(call.body as object),
        id: id(3),
        timing: '3 days before arrival, 9:00 AM Sri Lanka time',
        version: 'v-new-1',
      };
      templates = [...templates, added];
      return { status: 201, body: added };
    },
    // No transfer booked: {transfer} would have no value.
    [`POST ${API}/preview`]: (call) => ({
      status: 200,
      body: {
        ...PREVIEW,
        missing: (call.body as { body: string }).body.includes('{transfer}') ? ['transfer'] : [],
      },
    }),
    'GET /api/console/bookings?status=CONFIRMED&page=0&size=20': {
      status: 200,
      body: { content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 },
    },
  });
}

/** The page's code is a chunk of its own: given time to arrive on a busy machine. */
const LOADED = { timeout: 15_000 };
const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

async function openEditor(name: string) {
  const user = userEvent.setup();
  renderConsoleAt(PAGE);
  const card = await screen.findByRole('listitem', { name }, LOADED);
  await user.click(within(card).getByRole('link', { name: `Edit ${name}` }));
  const form = within(await screen.findByRole('form', { name: `Template ${name}` }));
  return { user, form };
}

describe('the guest messages page', { timeout: 20_000 }, () => {
  it('lists each template with when it goes and whether it is on', async () => {
    answering('owner');
    renderConsoleAt(PAGE);

    const week = await screen.findByRole('listitem', { name: WEEK_BEFORE.name }, LOADED);
    expect(week).toHaveTextContent('7 days before arrival, 9:00 AM Sri Lanka time');
    expect(week).toHaveTextContent('On');
    expect(week).toHaveTextContent('Built in');
    const surf = screen.getByRole('listitem', { name: 'Surf lessons' });
    expect(surf).toHaveTextContent('Off');
    expect(within(surf).getByRole('button', { name: 'Turn on Surf lessons' })).toBeVisible();
  });

  it('puts a variable where the cursor is in the message', async () => {
    answering('owner');
    const { user, form } = await openEditor(WEEK_BEFORE.name);
    const body = form.getByRole('textbox', { name: /^Message/ });

    await user.click(body);
    (body as HTMLTextAreaElement).setSelectionRange(5, 5);
    await user.click(form.getByRole('button', { name: 'Insert {villa}: The villa' }));

    expect(body).toHaveValue('Dear {villa}{first_name},\n\nSee you on {check_in}.');
    expect(body).toHaveFocus();
    // The subject takes it too, once the cursor is there.
    const subject = form.getByRole('textbox', { name: /^Subject/ });
    await user.click(subject);
    (subject as HTMLInputElement).setSelectionRange(0, 0);
    await user.click(form.getByRole('button', { name: /^Insert \{reference\}/ }));
    expect(subject).toHaveValue('{reference}Your stay at {villa}: getting there');
  });

  it('refuses an unknown variable beside the message, in the browser and from the server', async () => {
    const calls = answering('owner', (call, stored) =>
      (call.body as { body: string }).body.includes('{review_link}')
        ? {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Some fields need your attention.',
              issues: [
                {
                  path: 'body',
                  message:
                    'The message uses {review_link}, which is not a variable the site knows.',
                },
              ],
            },
          }
        : { status: 200, body: { ...stored, ...(call.body as object), version: 'v2' } },
    );
    const { user, form } = await openEditor(WEEK_BEFORE.name);
    const body = form.getByRole('textbox', { name: /^Message/ });

    await user.type(body, ' {{guest_name}');
    await user.click(screen.getByRole('button', { name: 'Save the template' }));
    expect(body).toHaveAccessibleDescription(
      /^The message uses \{guest_name\}, which is not a variable the site knows/,
    );
    expect(puts(calls)).toEqual([]);

    await user.clear(body);
    await user.type(body, 'Tell us how it was: {{review_link}');
    expect(body).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save the template' }));
    await waitFor(() =>
      expect(body).toHaveAccessibleDescription(
        'The message uses {review_link}, which is not a variable the site knows.',
      ),
    );
    expect(puts(calls)).toHaveLength(1);
  });

  it('saves with the version it read, and asks when someone else saved first', async () => {
    const theirs = { ...WEEK_BEFORE, subject: 'Directions to {villa}', version: 'v-theirs' };
    const calls = answering('owner', (call, stored, store) => {
      if (call.ifMatch !== `"${theirs.version}"`) {
        store(theirs);
        return {
          status: 412,
          body: { statusCode: 412, error: 'Precondition Failed', message: 'Changed.' },
        };
      }
      return { status: 200, body: { ...stored, ...(call.body as object), version: 'v-mine' } };
    });
    const { user, form } = await openEditor(WEEK_BEFORE.name);

    const days = form.getByRole('textbox', { name: /^Days/ });
    await user.clear(days);
    await user.type(days, '5');
    await user.selectOptions(form.getByRole('combobox', { name: /^At/ }), '10');
    await user.click(form.getByRole('radio', { name: 'Skip it' }));
    await user.click(screen.getByRole('button', { name: 'Save the template' }));

    const question = within(
      await screen.findByRole('group', {
        name: /^Someone else saved “Getting there, a week before arrival” while you were editing it: they changed the subject\./,
      }),
    );
    await user.click(question.getByRole('button', { name: 'Save mine over theirs' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls).map((call) => call.ifMatch)).toEqual(['"v-week-1"', '"v-theirs"']);
    expect(puts(calls)[1]?.body).toEqual({
      name: WEEK_BEFORE.name,
      trigger: 'before_arrival',
      offsetDays: 5,
      sendHour: 10,
      whenLate: 'skip',
      subject: WEEK_BEFORE.subject,
      body: WEEK_BEFORE.body,
      enabled: true,
    });
    await waitFor(() => expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Saved.'));
  });

  it('previews the words in the editor with a real booking, and says what has no value', async () => {
    const calls = answering('owner');
    const { user, form } = await openEditor(WEEK_BEFORE.name);

    const preview = await screen.findByRole('region', { name: 'Preview' });
    const frame = await within(preview).findByTitle('The e-mail as the guest sees it');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', PREVIEW.html);
    expect(preview).toHaveTextContent("Filled with VB-7K3Q9P, Nadia Silva's stay.");
    expect(calls.find((call) => call.url === `${API}/preview`)?.body).toEqual({
      subject: WEEK_BEFORE.subject,
      body: WEEK_BEFORE.body,
    });

    const before = calls.length;
    await user.type(form.getByRole('textbox', { name: /^Message/ }), ' {{transfer}');
    await waitFor(() =>
      expect(calls.slice(before).find((call) => call.url === `${API}/preview`)?.body).toMatchObject(
        { body: `${WEEK_BEFORE.body} {transfer}` },
      ),
    );
    expect(
      await within(preview).findByText(
        '{transfer} has no value for this booking: the message would not be sent to this guest.',
      ),
    ).toBeVisible();
    await user.click(within(preview).getByRole('button', { name: 'Text' }));
    expect(within(preview).getByText(/See you on Friday 4 December 2026/)).toBeVisible();
  });

  it('adds a template, and opens it', async () => {
    const calls = answering('owner');
    const user = userEvent.setup();
    renderConsoleAt(PAGE);
    await user.click(await screen.findByRole('link', { name: 'Add a template' }, LOADED));
    const form = within(await screen.findByRole('form', { name: 'New template' }));

    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Spa booking');
    await user.click(form.getByRole('radio', { name: 'On confirmation' }));
    expect(form.queryByRole('textbox', { name: /^Days/ })).toBeNull();
    await user.type(form.getByRole('textbox', { name: /^Subject/ }), 'A spa day at {{villa}');
    await user.type(form.getByRole('textbox', { name: /^Message/ }), 'Dear {{first_name}');
    await user.click(screen.getByRole('button', { name: 'Add the template' }));

    expect(await screen.findByRole('form', { name: 'Template Spa booking' })).toBeVisible();
    expect(calls.find((call) => call.method === 'POST' && call.url === API)?.body).toEqual({
      name: 'Spa booking',
      trigger: 'confirmed',
      offsetDays: 0,
      sendHour: 9,
      whenLate: 'send',
      subject: 'A spa day at {villa}',
      body: 'Dear {first_name}',
      enabled: true,
    });
    expect(window.location.search).toBe(`?template=${id(3)}`);
  });

  it('turns a template off from the list with the version it read', async () => {
    const calls = answering('owner');
    const user = userEvent.setup();
    renderConsoleAt(PAGE);
    const week = await screen.findByRole('listitem', { name: WEEK_BEFORE.name }, LOADED);

    await user.click(within(week).getByRole('button', { name: `Turn off ${WEEK_BEFORE.name}` }));

    await waitFor(() =>
      expect(within(week).getByRole('status')).toHaveTextContent(
        'Off: no new messages are scheduled from it.',
      ),
    );
    expect(puts(calls)).toMatchObject([
      { ifMatch: '"v-week-1"', body: { ...inputOfWeek(), enabled: false } },
    ]);
    expect(
      await within(week).findByRole('button', { name: `Turn on ${WEEK_BEFORE.name}` }),
    ).toBeVisible();
  });

  it('deletes a template the owner added, after asking; a built-in one has no delete', async () => {
    const calls = answering('owner');
    const { user } = await openEditor('Surf lessons');

    await user.click(screen.getByRole('button', { name: 'Delete this template' }));
    await user.click(screen.getByRole('button', { name: 'Delete it' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Guest messages' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByRole('status')[0]).toHaveTextContent('“Surf lessons” is deleted.'),
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(screen.queryByRole('listitem', { name: 'Surf lessons' })).toBeNull();

    await user.click(screen.getByRole('link', { name: `Edit ${WEEK_BEFORE.name}` }));
    await screen.findByRole('form', { name: `Template ${WEEK_BEFORE.name}` });
    expect(screen.queryByRole('button', { name: 'Delete this template' })).toBeNull();
  });

  it('shows a manager the templates to read, with no form', async () => {
    answering('manager');
    const user = userEvent.setup();
    renderConsoleAt(PAGE);
    const week = await screen.findByRole('listitem', { name: WEEK_BEFORE.name }, LOADED);
    expect(screen.queryByRole('link', { name: 'Add a template' })).toBeNull();
    expect(within(week).queryByRole('button', { name: /Turn off/ })).toBeNull();

    await user.click(within(week).getByRole('link', { name: `Read ${WEEK_BEFORE.name}` }));
    const template = await screen.findByRole('region', { name: 'The template' });
    expect(template).toHaveTextContent('Your stay at {villa}: getting there');
    expect(screen.queryByRole('form')).toBeNull();
    expect(await screen.findByTitle('The e-mail as the guest sees it')).toBeVisible();
  });
});

function inputOfWeek() {
  const { name, trigger, offsetDays, sendHour, whenLate, subject, body, enabled } = WEEK_BEFORE;
  return { name, trigger, offsetDays, sendHour, whenLate, subject, body, enabled };
}
