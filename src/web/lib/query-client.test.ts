import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient, retryDelay, shouldRetry } from './query-client.ts';

describe('query defaults (spec §8, §9)', () => {
  it('retries up to 3 times, never on a 4xx', () => {
    const serverError = new ApiError(503, 'down');
    expect([0, 1, 2].map((n) => shouldRetry(n, serverError))).toEqual([true, true, true]);
    expect(shouldRetry(3, serverError)).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'Villa not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(true);
  });

  it('doubles the delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('keeps data fresh 5 minutes and 10 in memory, never refetches on focus, never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 600_000,
      refetchOnWindowFocus: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
