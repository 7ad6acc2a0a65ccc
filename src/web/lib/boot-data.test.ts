import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { parseBootData, serializeBootData, type BootData } from './boot-data.ts';
import { FRESHNESS, createQueryClient } from './query-client.ts';

const HOUR = 3_600_000;
const VILLA_KEY = ['villas', 'detail', 'villa-river-breeze'];
const MISSING_KEY = ['villas', 'detail', 'no-such-villa'];

/** The boot data of a page the server rendered (and cached) at `renderedAt`. */
async function bootDataRenderedAt(renderedAt: number): Promise<string> {
  vi.setSystemTime(renderedAt);
  const server = new QueryClient();
  server.setQueryData(VILLA_KEY, { name: 'Villa River Breeze' });
  await server
    .query({
      queryKey: MISSING_KEY,
      queryFn: () => Promise.reject(new ApiError(404, 'Villa not found')),
      retry: false,
    })
    .catch(() => undefined);
  const data: BootData = {
    queries: dehydrate(server, { shouldDehydrateQuery: () => true }),
    publicUrl: 'https://villas.example',
    languages: ['en'],
    assets: { styles: [], modules: [] },
  };
  return serializeBootData(data);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('boot data', () => {
  it('counts the data a page brings as fresh from the moment the browser reads it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const renderedAt = Date.UTC(2026, 10, 22, 8);
    const json = await bootDataRenderedAt(renderedAt);

    // The page was cached an hour ago (or the phone's clock is an hour ahead of the server's).
    vi.setSystemTime(renderedAt + HOUR);
    const browser = createQueryClient();
    hydrate(browser, parseBootData(json).queries);

    const villa = browser.getQueryCache().find({ queryKey: VILLA_KEY });
    expect(villa?.state.data).toEqual({ name: 'Villa River Breeze' });
    expect(villa?.state.dataUpdatedAt).toBe(renderedAt + HOUR);
    // So the villa page does not ask the API again for the villa it was sent.
    expect(villa?.isStaleByTime(FRESHNESS.standard.staleTime)).toBe(false);
  });

  it('brings a failure back as the API error it was, with no data to date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const json = await bootDataRenderedAt(Date.UTC(2026, 10, 22, 8));
    const browser = createQueryClient();
    hydrate(browser, parseBootData(json).queries);

    const missing = browser.getQueryCache().find({ queryKey: MISSING_KEY });
    expect(missing?.state.status).toBe('error');
    expect(missing?.state.error).toBeInstanceOf(ApiError);
    expect(missing?.state.error).toMatchObject({ status: 404, message: 'Villa not found' });
    expect(missing?.state.dataUpdatedAt).toBe(0);
  });
});
