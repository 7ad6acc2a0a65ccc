import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleMessage, MessageSummary } from '#domain/schemas/console.ts';
import { answerFetch, expectStatus, OWNER, renderConsoleAt } from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const SUMMARY: MessageSummary = {
  kind: 'contact',
  id: 'm1',
  reference: null,
  name: 'Lena Novak',
  email: 'lena@example.com',
  subject: 'Late check-in on Friday',
  status: 'NEW',
  replies: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
};
const TRANSFER: MessageSummary = {
  ...SUMMARY,
  kind: 'transport',
  id: 'tr1',
  reference: 'TR-7Q2K',
  subject: 'Airport Transfer on 2026-12-03',
};

const MESSAGE: ConsoleMessage = {
  ...SUMMARY,
  phone: '+44 20 7946 0000',
  message: 'Our flight lands at 23:00. Can someone let us in?',
  inquiryType: 'GENERAL',
  transport: null,
  replyList: [],
};

const REPLY = {
  id: 'rep1',
  staffName: 'Amara Perera',
  body: 'Of course: our night manager will meet you.',
  createdAt: '2026-11-22T11:00:00.000Z',
};

const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
});

describe('messages', () => {
  it('lists both kinds and filters them by kind and status in the address', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/messages?page=0&size=20': {
        status: 200,
        body: page([SUMMARY, TRANSFER]),
      },
      'GET /api/console/messages?kind=transport&page=0&size=20': {
        status: 200,
        body: page([TRANSFER]),
      },
      'GET /api/console/messages?kind=transport&status=NEW&page=0&size=20': {
        status: 200,
        body: page([TRANSFER]),
      },
    });
    renderConsoleAt('/console/messages');
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Late check-in on Friday' })).toHaveAttribute(
      'href',
      '/console/messages/contact/m1',
    );
    expect(list).toHaveTextContent('TR-7Q2K');

    await user.selectOptions(screen.getByLabelText('Kind'), 'Transport requests');
    await user.selectOptions(screen.getByLabelText('Status'), 'New');
    expect(window.location.search).toBe('?kind=transport&status=NEW');
    expect(calls.at(-1)?.url).toBe(
      '/api/console/messages?kind=transport&status=NEW&page=0&size=20',
    );
  });

  it('asks for a reply before sending, then sends it and shows it kept with the message', async () => {
    let message = MESSAGE;
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/messages/contact/m1': () => ({ status: 200, body: message }),
      'POST /api/console/messages/contact/m1/replies': (call) => {
        message = {
          ...MESSAGE,
          status: 'ANSWERED',
          replies: 1,
          replyList: [{ ...REPLY, body: (call.body as { body: string }).body }],
        };
        return { status: 201, body: message };
      },
    });
    renderConsoleAt('/console/messages/contact/m1');
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Late check-in on Friday' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Our flight lands at 23:00. Can someone let us in?'),
    ).toBeInTheDocument();
    expect(screen.getByText('No reply yet.')).toBeInTheDocument();

    const send = screen.getByRole('button', { name: 'Send reply' });
    await user.click(send);
    const box = screen.getByRole('textbox', { name: /Your reply/ });
    expect(await screen.findByText('The reply is required')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(box, REPLY.body);
    await user.click(send);

    await expectStatus('Reply sent to lena@example.com. The message is marked answered.');
    const replies = screen.getByRole('list', { name: 'Replies' });
    expect(replies).toHaveTextContent('Amara Perera');
    expect(replies).toHaveTextContent(REPLY.body);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: REPLY.body });
    expect(screen.getByRole('textbox', { name: /Your reply/ })).toHaveValue('');
  });

  it('changes the status', async () => {
    let message = MESSAGE;
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/messages/contact/m1': () => ({ status: 200, body: message }),
      'PATCH /api/console/messages/contact/m1': () => {
        message = { ...MESSAGE, status: 'IN_PROGRESS' };
        return { status: 200, body: message };
      },
    });
    renderConsoleAt('/console/messages/contact/m1');
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Mark as'), 'In progress');
    await user.click(screen.getByRole('button', { name: 'Update status' }));

    await expectStatus('Marked in progress.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'IN_PROGRESS' });
    expect(await screen.findByLabelText('Mark as')).toHaveValue('IN_PROGRESS');
  });

  it("shows a transfer's details", async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/messages/transport/tr1': {
        status: 200,
        body: {
          ...TRANSFER,
          phone: null,
          message: null,
          inquiryType: null,
          transport: {
            requestKind: 'BOOKING',
            service: 'AIRPORT_TRANSFER',
            fromPlace: 'Colombo airport',
            toPlace: 'Villa Frangipani',
            date: '2026-12-03',
            time: '23:30',
            passengers: 3,
            luggage: 4,
            vehicleType: 'VAN',
            price: 8500,
          },
          replyList: [],
        } satisfies ConsoleMessage,
      },
    });
    renderConsoleAt('/console/messages/transport/tr1');

    const trip = await screen.findByRole('region', { name: 'The transfer' });
    expect(trip).toHaveTextContent('Airport Transfer');
    expect(trip).toHaveTextContent('Colombo airport');
    expect(trip).toHaveTextContent('Van');
    expect(trip).toHaveTextContent('$85');
  });
});
