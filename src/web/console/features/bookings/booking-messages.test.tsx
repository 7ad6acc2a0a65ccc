/**
 * A booking's guest messages on its page (issue 27 §1): each status in words (scheduled in Sri
 * Lanka time, sent with when, skipped with the reason, cancelled), "Send now" after a confirm step
 * and "Skip" with a reason, each calling the API and showing the list as the server then has it.
 * The server's own rules are tested with the server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingMessageView } from '#domain/schemas/guest-message.ts';
import { answerFetch, OWNER, renderConsoleAt, type Call } from '#web/console/testing.tsx';
import { booking, BOOKING_ID } from '#web/console/test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const API = `/api/console/bookings/${BOOKING_ID}`;
const PAGE = `/console/bookings/${BOOKING_ID}`;
const messageId = (n: number) => `64b7f0c2a1b2c3d4e5f8${String(n).padStart(4, '0')}`;

const SENT: BookingMessageView = {
  id: messageId(1),
  templateId: messageId(101),
  templateName: 'Booking confirmed',
  timing: 'on confirmation',
  dueAt: '2026-11-20T04:00:00.000Z',
  status: 'sent',
  reason: null,
  sentAt: '2026-11-20T04:01:00.000Z',
};
const WEEK_BEFORE: BookingMessageView = {
  id: messageId(2),
  templateId: messageId(102),
  templateName: 'Getting here',
  timing: '7 days before arrival',
  // 9:00 in Sri Lanka (UTC+5:30).
  dueAt: '2026-11-27T03:30:00.000Z',
  status: 'scheduled',
  reason: null,
  sentAt: null,
};
const DAY_BEFORE: BookingMessageView = {
  ...WEEK_BEFORE,
  id: messageId(3),
  templateId: messageId(103),
  templateName: 'See you tomorrow',
  timing: 'the day before arrival',
  dueAt: '2026-12-03T12:30:00.000Z',
};
const SKIPPED: BookingMessageView = {
  ...WEEK_BEFORE,
  id: messageId(4),
  templateId: messageId(104),
  templateName: 'Your driver',
  status: 'skipped',
  reason: 'Not sent: {transfer} has no value for this booking.',
};
const CANCELLED: BookingMessageView = {
  ...WEEK_BEFORE,
  id: messageId(5),
  templateId: messageId(105),
  templateName: 'Thank you',
  timing: 'the day after departure',
  status: 'cancelled',
  reason: 'The booking was cancelled.',
};

/** The booking's messages as the server keeps them: a send or a skip changes the next GET. */
function serverWith(start: BookingMessageView[], status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED') {
  let messages = start;
  const act =
    (change: (message: BookingMessageView, call: Call) => BookingMessageView) => (call: Call) => {
      const id = call.url.split('/').at(-2);
      messages = messages.map((message) => (message.id === id ? change(message, call) : message));
      return { status: 200, body: { messages } };
    };
  const answers = {
    'GET /api/console/me': { status: 200, body: OWNER },
    [`GET ${API}`]: { status: 200, body: booking({ status, holdExpiresAt: null }) },
    [`GET ${API}/account`]: { status: 404, body: { statusCode: 404, message: 'Not here.' } },
    [`GET ${API}/messages`]: () => ({ status: 200, body: { messages } }),
    ...Object.fromEntries(
      start.map((message) => [
        `POST ${API}/messages/${message.id}/send`,
        act((m) => ({ ...m, status: 'sent', sentAt: '2026-11-28T06:00:00.000Z' })),
      ]),
    ),
    ...Object.fromEntries(
      start.map((message) => [
        `POST ${API}/messages/${message.id}/skip`,
        act((m, call) => ({
          ...m,
          status: 'skipped',
          reason: (call.body as { reason: string }).reason,
        })),
      ]),
    ),
  };
  return answerFetch(answers);
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

async function section() {
  renderConsoleAt(PAGE);
  // The room's code and the messages arrive one after the other on a busy machine.
  const region = await screen.findByRole('region', { name: 'Guest messages' }, { timeout: 15_000 });
  await within(region).findByRole('list', { name: 'Messages to the guest' }, { timeout: 5000 });
  return region;
}

const row = (region: HTMLElement, name: string) =>
  within(region)
    .getAllByRole('listitem')
    .find((item) => item.textContent.includes(name)) as HTMLElement;

describe("a booking's guest messages", { timeout: 20_000 }, () => {
  it('shows each message where it stands, in Sri Lanka time', async () => {
    serverWith([SENT, WEEK_BEFORE, SKIPPED, CANCELLED]);
    const region = await section();

    expect(row(region, 'Booking confirmed')).toHaveTextContent(
      'Sent Friday, November 20, 2026, 9:31 AM Sri Lanka time.',
    );
    const scheduled = row(region, 'Getting here');
    expect(within(scheduled).getByText('Scheduled')).toBeVisible();
    expect(scheduled).toHaveTextContent('7 days before arrival');
    expect(scheduled).toHaveTextContent(
      'Goes out Friday, November 27, 2026, 9:00 AM Sri Lanka time.',
    );
    expect(row(region, 'Your driver')).toHaveTextContent(
      'Skipped: Not sent: {transfer} has no value for this booking.',
    );
    expect(row(region, 'Thank you')).toHaveTextContent('Cancelled: The booking was cancelled.');
    // Only a scheduled message can be sent now or skipped.
    expect(within(region).getAllByRole('button', { name: /^Send now/ })).toHaveLength(1);
    expect(within(region).getAllByRole('button', { name: /^Skip/ })).toHaveLength(1);
  });

  it('sends a scheduled message now only after asking, and shows it sent', async () => {
    const calls = serverWith([WEEK_BEFORE, DAY_BEFORE]);
    const region = await section();
    const user = userEvent.setup();

    await user.click(within(region).getByRole('button', { name: 'Send now: Getting here' }));
    const question = within(region).getByRole('group', {
      name: 'Send “Getting here” to Nadia Silva now? An e-mail cannot be called back.',
    });
    expect(within(question).getByRole('button', { name: 'Send it now' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Not now' }));
    expect(posts(calls)).toEqual([]);
    expect(within(region).getByRole('button', { name: 'Send now: Getting here' })).toHaveFocus();

    await user.click(within(region).getByRole('button', { name: 'Send now: Getting here' }));
    await user.click(within(region).getByRole('button', { name: 'Send it now' }));

    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent(
        '“Getting here” is sent to Nadia Silva.',
      ),
    );
    expect(posts(calls)).toMatchObject([
      { url: `${API}/messages/${WEEK_BEFORE.id}/send`, body: {} },
    ]);
    await waitFor(() =>
      expect(row(region, 'Getting here')).toHaveTextContent(
        'Sent Saturday, November 28, 2026, 11:30 AM Sri Lanka time.',
      ),
    );
    expect(within(region).queryByRole('button', { name: 'Send now: Getting here' })).toBeNull();
    expect(
      within(region).getByRole('button', { name: 'Send now: See you tomorrow' }),
    ).toBeVisible();
  });

  it('skips a scheduled message with a reason, and asks for one first', async () => {
    const calls = serverWith([WEEK_BEFORE]);
    const region = await section();
    const user = userEvent.setup();

    await user.click(within(region).getByRole('button', { name: 'Skip: Getting here' }));
    const form = within(within(region).getByRole('form', { name: 'Skip “Getting here”' }));
    await user.click(form.getByRole('button', { name: 'Skip this message' }));
    expect(await form.findByText('The reason is required')).toBeVisible();
    expect(posts(calls)).toEqual([]);

    await user.type(form.getByLabelText(/^Why skip it\?/), 'The guest asked us by phone already.');
    await user.click(form.getByRole('button', { name: 'Skip this message' }));

    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent(
        '“Getting here” is skipped: it will not be sent.',
      ),
    );
    expect(posts(calls)).toMatchObject([
      {
        url: `${API}/messages/${WEEK_BEFORE.id}/skip`,
        body: { reason: 'The guest asked us by phone already.' },
      },
    ]);
    await waitFor(() =>
      expect(row(region, 'Getting here')).toHaveTextContent(
        'Skipped: The guest asked us by phone already.',
      ),
    );
  });

  it("says the server's refusal of a send beside the message", async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [`GET ${API}`]: { status: 200, body: booking({ status: 'CONFIRMED', holdExpiresAt: null }) },
      [`GET ${API}/account`]: { status: 404, body: { statusCode: 404, message: 'Not here.' } },
      [`GET ${API}/messages`]: { status: 200, body: { messages: [WEEK_BEFORE] } },
      [`POST ${API}/messages/${WEEK_BEFORE.id}/send`]: {
        status: 409,
        body: { statusCode: 409, message: 'This message was sent already.' },
      },
    });
    const region = await section();
    const user = userEvent.setup();

    await user.click(within(region).getByRole('button', { name: 'Send now: Getting here' }));
    await user.click(within(region).getByRole('button', { name: 'Send it now' }));

    expect(await within(region).findByText('This message was sent already.')).toBeVisible();
    expect(posts(calls)).toHaveLength(1);
  });

  it('says which message goes in English to a guest of another language, and why', async () => {
    const inLanguage = (message: BookingMessageView, languageNote: string | null) => ({
      ...message,
      bookingLanguage: 'de',
      language: languageNote ? 'en' : 'de',
      languageNote,
    });
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [`GET ${API}`]: {
        status: 200,
        body: booking({ status: 'CONFIRMED', holdExpiresAt: null, language: 'de' }),
      },
      [`GET ${API}/account`]: { status: 404, body: { statusCode: 404, message: 'Not here.' } },
      [`GET ${API}/messages`]: {
        status: 200,
        body: {
          messages: [
            inLanguage(SENT, 'Sent in English: this message had no German text.'),
            inLanguage(WEEK_BEFORE, 'Will go in English: this message has no German text.'),
            inLanguage(DAY_BEFORE, null),
          ],
        },
      },
    });
    const region = await section();

    expect(row(region, 'Booking confirmed')).toHaveTextContent(
      'Sent in English: this message had no German text.',
    );
    expect(row(region, 'Getting here')).toHaveTextContent(
      'Will go in English: this message has no German text.',
    );
    expect(row(region, 'See you tomorrow')).not.toHaveTextContent('in English');
  });

  it('has no section on a request, which has no messages yet', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [`GET ${API}`]: { status: 200, body: booking() },
    });
    renderConsoleAt(PAGE);
    await screen.findByRole('heading', { level: 1, name: /VB-7K3Q9P/ }, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'Guest messages' })).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/messages'))).toBe(false);
  });
});
