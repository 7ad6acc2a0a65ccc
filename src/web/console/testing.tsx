/**
 * For the console's component tests: the whole console app at an address, in jsdom, with `fetch`
 * answered by the test (the server's side is tested with the server).
 */
import { render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { ConsoleApp } from './app.tsx';
import { createConsoleQueryClient } from './lib/query-client.ts';

export type Answer = { status: number; body?: unknown };

/** What the console asked for: method, path with query, and the JSON body sent. */
export interface Call {
  method: string;
  url: string;
  contentType: string | null;
  /** The If-Match header, when sent: the version of what a save was drawn from. */
  ifMatch?: string;
  body: unknown;
}

/**
 * Answers the console's calls from `answers`, keyed 'METHOD /api/console/path' (the query string
 * included when there is one); a function gives a different answer on each call.
 */
export function answerFetch(answers: Record<string, Answer | ((call: Call) => Answer)>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = input;
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const call: Call = {
      method,
      url,
      contentType: headers.get('content-type'),
      ...(headers.has('if-match') ? { ifMatch: headers.get('if-match') ?? '' } : {}),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const answer = answers[`${method} ${url}`];
    if (!answer) throw new Error(`No answer for ${method} ${url}`);
    const { status, body } = typeof answer === 'function' ? answer(call) : answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** Renders the console as the browser would at `address` (/console/...). */
export function renderConsoleAt(address: string) {
  window.history.replaceState(null, '', address);
  return render(<ConsoleApp queryClient={createConsoleQueryClient()} />);
}

export const OWNER = {
  id: 'u1',
  name: 'Amara Perera',
  email: 'amara@example.com',
  role: 'owner',
  twoFactorEnabled: false,
  reports: true,
} as const;

/**
 * The form's alert region is always in the page (so screen readers announce what appears in it):
 * wait for its words, not for the region.
 */
export const expectAlert = (text: string) =>
  waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));

/** A page's status region is always in the page too: wait for its words. */
export const expectStatus = (text: string) =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
