import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildUrl } from './api-client.ts';

const answer = (status: number, body: string, statusText = '') =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status, statusText }));

afterEach(() => vi.restoreAllMocks());

describe('apiRequest (spec §8 error rules)', () => {
  it('uses the JSON body message of an error answer', async () => {
    answer(409, JSON.stringify({ message: 'These dates are taken.', statusCode: 409 }));
    await expect(apiRequest('/bookings', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 409,
      message: 'These dates are taken.',
    });
  });

  it("falls back to 'HTTP {status}: {statusText}' when the body is unreadable", async () => {
    answer(502, '<html>bad gateway</html>', 'Bad Gateway');
    await expect(apiRequest('/villas')).rejects.toMatchObject({
      status: 502,
      message: 'HTTP 502: Bad Gateway',
    });
  });

  it("falls back to 'Request failed with status {status}' when the body has no message", async () => {
    answer(500, JSON.stringify({ error: 'x' }));
    await expect(apiRequest('/villas')).rejects.toMatchObject({
      status: 500,
      message: 'Request failed with status 500',
    });
  });

  it('gives status 0 and the error message on a network failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/villas').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch' });
  });

  it("says 'An unexpected error occurred' when a failure has no message", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error(''));
    await expect(apiRequest('/villas')).rejects.toMatchObject({
      status: 0,
      message: 'An unexpected error occurred',
    });
  });

  it('treats 204 as an empty object and sends JSON with a content type', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/bookings/x/cancel', { method: 'POST' })).resolves.toEqual({});
    const init = fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('skips null and undefined query values', () => {
    expect(buildUrl('/villas', { featured: true, tag: null, q: undefined, guests: 4 })).toBe(
      '/api/villas?featured=true&guests=4',
    );
  });
});
