/**
 * What the query defaults do to a page's calls (spec §8, §9), watched on a real client from
 * createQueryClient: how often a failing call is made and when, what is fetched again, what is
 * kept. A QueryObserver that subscribes is what a component's useQuery does when it mounts.
 */
import {
  focusManager,
  MutationObserver,
  QueryObserver,
  type QueryClient,
} from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('a query client of the site', () => {
  let client: QueryClient;
  const stops: (() => void)[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    client = createQueryClient();
    client.mount();
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    client.clear();
    client.unmount();
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  /** A component with useQuery mounting: the observer subscribes, and fetches if it should. */
  function mount(queryFn: () => Promise<unknown>, queryKey: readonly unknown[] = ['villa']) {
    const observer = new QueryObserver(client, { queryKey, queryFn });
    stops.push(observer.subscribe(() => {}));
    return observer;
  }

  const failing = (error: Error) => vi.fn(() => Promise.reject(error));

  it('does not retry a 404: a villa that is missing stays missing', async () => {
    const queryFn = failing(new ApiError(404, 'Villa not found'));
    const observer = mount(queryFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().status).toBe('error');
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('retries a 5xx 3 times, after 1, 2 and 4 seconds, then shows the error', async () => {
    const queryFn = failing(new ApiError(503, 'Service Unavailable'));
    const observer = mount(queryFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    for (const [delay, calls] of [
      [1 * SECOND, 2],
      [2 * SECOND, 3],
      [4 * SECOND, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(queryFn, `${delay - 1} ms into the wait`).toHaveBeenCalledTimes(calls - 1);
      expect(observer.getCurrentResult().status).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(queryFn, `${delay} ms into the wait`).toHaveBeenCalledTimes(calls);
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().status).toBe('error');
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(queryFn).toHaveBeenCalledTimes(4);
  });

  it('retries when the network failed (status 0), as for a 5xx', async () => {
    const queryFn = failing(new ApiError(0, 'Failed to fetch'));
    mount(queryFn);
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('does not fetch again on mount data fresher than 5 minutes, and does after', async () => {
    const queryFn = vi.fn(() => Promise.resolve({ name: 'Villa River Breeze' }));
    client.setQueryData(['villa'], { name: 'Villa River Breeze' });
    await vi.advanceTimersByTimeAsync(5 * MINUTE - SECOND);
    mount(queryFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).not.toHaveBeenCalled();
    for (const stop of stops.splice(0)) stop();

    await vi.advanceTimersByTimeAsync(2 * SECOND);
    mount(queryFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('does not fetch again when the window regains focus', async () => {
    const queryFn = vi.fn(() => Promise.resolve({ name: 'Villa River Breeze' }));
    mount(queryFn);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('keeps data no page uses for 10 minutes, then lets it go', async () => {
    const queryFn = vi.fn(() => Promise.resolve({ name: 'Villa River Breeze' }));
    mount(queryFn);
    await vi.advanceTimersByTimeAsync(0);
    for (const stop of stops.splice(0)) stop();
    await vi.advanceTimersByTimeAsync(10 * MINUTE - SECOND);
    expect(client.getQueryData(['villa'])).toEqual({ name: 'Villa River Breeze' });
    await vi.advanceTimersByTimeAsync(2 * SECOND);
    expect(client.getQueryData(['villa'])).toBeUndefined();
  });

  it('never retries a mutation, even after a 5xx: a booking request is sent once', async () => {
    const mutationFn = failing(new ApiError(503, 'Service Unavailable'));
    const mutation = new MutationObserver(client, { mutationFn });
    const sent = mutation.mutate().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(await sent).toBeInstanceOf(ApiError);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
