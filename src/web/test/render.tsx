/**
 * Renders a component inside the app's providers: a fresh query client and an in-memory location,
 * which records the addresses it was sent to (`location.history`, the last one replaced in place).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createTestQueryClient() } = {},
) {
  const location = memoryLocation({ path: route, record: true });
  return {
    queryClient,
    location,
    ...render(
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </QueryClientProvider>,
    ),
  };
}

/** A fetch stand-in answering JSON per path prefix; anything else is a 404. */
export function stubFetch(routes: Record<string, unknown>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const match = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => path.startsWith(prefix));
    if (match === undefined) {
      return new Response(JSON.stringify({ message: 'Not found', statusCode: 404 }), {
        status: 404,
      });
    }
    const answer = routes[match];
    if (typeof answer === 'function') return (answer as (init?: RequestInit) => Response)(init);
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}
