/**
 * A template's words in Russian, German and French on the Guest messages page (issue 39): the list
 * says which languages are written and which guests get the English; the owner picks a language,
 * writes it beside the English and saves it (an unknown variable refused beside the message, a
 * save with the version it read) and sees it previewed, or removes it after asking; a manager
 * reads. The server's
 * rules are tested with the server (src/server/guest-messages/message-texts.api.test.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_VARIABLES } from '#domain/message-words.ts';
import type { TemplateView } from '#domain/schemas/guest-message.ts';
import type { TemplateTexts, TextLanguage } from '#domain/schemas/guest-message-texts.ts';
import { answerFetch, OWNER, renderConsoleAt, type Call } from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const TEMPLATE: TemplateView = {
  id: '64b7f0c2a1b2c3d4e5f90001',
  builtIn: 'day-before',
  name: 'See you tomorrow, the day before arrival',
  trigger: 'before_arrival',
  offsetDays: 1,
  sendHour: 10,
  whenLate: 'skip',
  subject: 'See you tomorrow at {villa}',
  body: 'Dear {first_name},\n\nCheck-in is from {check_in_time} tomorrow.',
  enabled: true,
  timing: 'The day before arrival, 10:00 AM Sri Lanka time',
  updatedAt: '2026-11-20T04:00:00.000Z',
  version: 'v-day-1',
};

const GERMAN = {
  language: 'de' as const,
  subject: 'Bis morgen in {villa}',
  body: 'Guten Tag {first_name},\n\nder Check-in ist morgen ab {check_in_time} Uhr möglich.',
  updatedAt: '2026-11-20T04:00:00.000Z',
  version: 'v-de-1',
};

const PAGE = '/console/messages/templates';
const API = '/api/console/message-templates';
const TEXTS = `${API}/texts`;
const textUrl = (language: TextLanguage) => `${API}/${TEMPLATE.id}/texts/${language}`;
const LOADED = { timeout: 15_000 };

/** The server as it keeps the texts: a save or a removal changes the next GET. */
function answering(
  role: 'owner' | 'manager',
  refuse: (call: Call) => { status: number; body?: unknown } | null = () => null,
) {
  let texts: TemplateTexts['texts'] = [GERMAN];
  const view = (): TemplateTexts => ({
    id: TEMPLATE.id,
    texts,
    missingLanguages: (['ru', 'de', 'fr'] as const).filter(
      (language) => !texts.some((text) => text.language === language),
    ),
  });
  const save = (language: TextLanguage) => (call: Call) => {
    const refused = refuse(call);
    if (refused) return refused;
    const words = call.body as { subject: string; body: string };
    texts = [
      ...texts.filter((text) => text.language !== language),
      { language, ...words, updatedAt: '2026-11-30T03:00:00.000Z', version: `v-${language}-2` },
    ];
    return { status: 200, body: view() };
  };
  return answerFetch({
    'GET /api/console/me': { status: 200, body: { ...OWNER, role } },
    [`GET ${API}`]: {
      status: 200,
      body: { templates: [TEMPLATE], variables: MESSAGE_VARIABLES.map((v) => ({ ...v })) },
    },
    [`GET ${TEXTS}`]: () => ({ status: 200, body: { templates: [view()] } }),
    [`PUT ${textUrl('ru')}`]: save('ru'),
    [`PUT ${textUrl('de')}`]: save('de'),
    [`DELETE ${textUrl('de')}`]: () => {
      texts = texts.filter((text) => text.language !== 'de');
      return { status: 200, body: view() };
    },
    [`POST ${API}/preview`]: {
      status: 200,
      body: { booking: null, subject: 'x', text: 'x', html: '<p>x</p>', missing: [] },
    },
    ...Object.fromEntries(
      (['ru', 'de', 'fr'] as const).map((language) => [
        `POST ${API}/preview/${language}`,
        (call: Call) => {
          const words = call.body as { subject: string; body: string };
          return {
            status: 200,
            body: {
              booking: { id: TEMPLATE.id, reference: 'VB-7K3Q9P', guestName: 'Анна Кузнецова' },
              subject: words.subject.replace('{villa}', 'Villa Serenity'),
              text: words.body,
              html: '<p>…</p>',
              missing: [],
            },
          };
        },
      ]),
    ),
    'GET /api/console/bookings?status=CONFIRMED&page=0&size=20': {
      status: 200,
      body: { content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 },
    },
  });
}

async function openTemplate(verb: 'Edit' | 'Read') {
  const user = userEvent.setup();
  renderConsoleAt(PAGE);
  const card = await screen.findByRole('listitem', { name: TEMPLATE.name }, LOADED);
  await user.click(within(card).getByRole('link', { name: `${verb} ${TEMPLATE.name}` }));
  const section = within(await screen.findByRole('region', { name: 'In other languages' }));
  return { user, section };
}

describe('a template in other languages', { timeout: 20_000 }, () => {
  it('lists which languages are written and which guests get the English', async () => {
    answering('owner');
    renderConsoleAt(PAGE);
    const card = await screen.findByRole('listitem', { name: TEMPLATE.name }, LOADED);
    const languages = await within(card).findByRole('list', { name: 'Languages' });
    expect(
      within(languages)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Sent in English to Russian guests: no Russian text.',
      'German: written',
      'Sent in English to French guests: no French text.',
    ]);
  });

  it('saves the Russian the owner writes beside the English', async () => {
    const calls = answering('owner');
    const { user, section } = await openTemplate('Edit');
    expect(section.getByRole('region', { name: 'The English' })).toHaveTextContent(
      'See you tomorrow at {villa}',
    );
    // Russian is first, and has none yet.
    const form = within(
      await section.findByRole('form', { name: `The Russian of ${TEMPLATE.name}` }),
    );
    expect(section.getByRole('radio', { name: /^Russian/ })).toBeChecked();
    expect(form.getByText('Sent in English to Russian guests: no Russian text.')).toBeVisible();

    await user.type(
      form.getByRole('textbox', { name: /^Subject/ }),
      'До встречи завтра в {{villa}',
    );
    await user.type(
      form.getByRole('textbox', { name: /^Message/ }),
      'Здравствуйте, {{first_name}!',
    );
    await user.click(form.getByRole('button', { name: 'Save the Russian' }));

    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        expect.objectContaining({
          url: textUrl('ru'),
          body: { subject: 'До встречи завтра в {villa}', body: 'Здравствуйте, {first_name}!' },
        }),
      ]),
    );
    expect(calls.find((call) => call.method === 'PUT')).not.toHaveProperty('ifMatch');
    expect(
      await section.findByText('The Russian is saved: Russian guests get it from now on.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(section.getByRole('radio', { name: /^Russian/ }).parentElement).toHaveTextContent(
        '(written)',
      ),
    );
    // The words saved, filled with a booking, their values in Russian (the server's).
    const preview = await section.findByRole('region', { name: 'Preview in Russian' });
    expect(await within(preview).findByText('До встречи завтра в Villa Serenity')).toBeVisible();
    expect(within(preview).getByTitle('The Russian e-mail as the guest sees it')).toBeVisible();
    expect(calls.filter((call) => call.url === `${API}/preview/ru`).at(-1)?.body).toMatchObject({
      subject: 'До встречи завтра в {villa}',
    });
  });

  it('refuses an unknown variable beside the message, from the server too', async () => {
    answering('owner', (call) =>
      (call.body as { body: string }).body.startsWith('Hallo')
        ? {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Some fields need your attention.',
              issues: [
                {
                  path: 'body',
                  message: 'The message must not start with a greeting the team has not approved.',
                },
              ],
            },
          }
        : null,
    );
    const { user, section } = await openTemplate('Edit');
    await user.click(section.getByRole('radio', { name: /^German/ }));
    const form = within(
      await section.findByRole('form', { name: `The German of ${TEMPLATE.name}` }),
    );
    const body = form.getByRole('textbox', { name: /^Message/ });
    expect(body).toHaveValue(GERMAN.body);

    await user.type(body, ' {{guest}');
    await user.click(form.getByRole('button', { name: 'Save the German' }));
    expect(body).toHaveAccessibleDescription(
      /^The message uses \{guest\}, which is not a variable the site knows/,
    );

    await user.clear(body);
    // What the server alone refuses shows beside its field too.
    await user.type(body, 'Hallo {{first_name}');
    await user.click(form.getByRole('button', { name: 'Save the German' }));
    await waitFor(() =>
      expect(body).toHaveAccessibleDescription(
        'The message must not start with a greeting the team has not approved.',
      ),
    );
  });

  it('removes the German after asking; German guests get the English', async () => {
    const calls = answering('owner');
    const { user, section } = await openTemplate('Edit');
    await user.click(section.getByRole('radio', { name: /^German/ }));
    await user.click(await section.findByRole('button', { name: 'Remove the German' }));
    await user.click(section.getByRole('button', { name: 'Remove the German' }));

    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        textUrl('de'),
      ]),
    );
    expect(
      await section.findByText('The German is removed: German guests get the English.'),
    ).toBeVisible();
    expect(
      await section.findByText('Sent in English to German guests: no German text.'),
    ).toBeVisible();
  });

  it('shows a manager each language to read, with no form', async () => {
    answering('manager');
    const { user, section } = await openTemplate('Read');
    await user.click(section.getByRole('radio', { name: /^German/ }));
    expect(await section.findByRole('region', { name: 'The German' })).toHaveTextContent(
      'Bis morgen in {villa}',
    );
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(section.getByRole('radio', { name: /^French/ }));
    expect(section.getByRole('region', { name: 'The French' })).toHaveTextContent(
      'Sent in English to French guests: no French text.',
    );
  });
});
