import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLocale } from '#web/test/locale.ts';
import { villaQuery, villaSearchQuery, villasQuery } from './villas-api.ts';

const asked = () => {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } })),
    );
  return async (run: (client: QueryClient) => Promise<unknown>) => {
    await run(new QueryClient());
    const input = fetch.mock.calls.at(-1)?.[0];
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : '';
    return url.replace(/^https?:\/\/[^/]+/, '');
  };
};

describe('the villa queries in the page language (issue 39 §1)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('ask in English as always: no lang, the same keys', async () => {
    const urlOf = asked();
    expect(villaQuery('villa-ahangama').queryKey).toEqual(['villas', 'detail', 'villa-ahangama']);
    expect(villasQuery({ featured: true }).queryKey).toEqual([
      'villas',
      'list',
      { featured: true },
    ]);
    expect(villaSearchQuery('pool').queryKey).toEqual(['villas', 'search', 'pool', {}]);
    expect(await urlOf((client) => client.query(villaQuery('villa-ahangama')))).toBe(
      '/api/villas/villa-ahangama',
    );
    expect(await urlOf((client) => client.query(villasQuery({ featured: true })))).toBe(
      '/api/villas?featured=true',
    );
  });

  it('ask in the page language, kept apart by their keys', async () => {
    inLocale('ru');
    const urlOf = asked();
    expect(villaQuery('villa-ahangama').queryKey).toEqual([
      'villas',
      'detail',
      'villa-ahangama',
      'ru',
    ]);
    expect(villasQuery().queryKey).toEqual(['villas', 'list', {}, 'ru']);
    expect(await urlOf((client) => client.query(villaQuery('villa-ahangama')))).toBe(
      '/api/villas/villa-ahangama?lang=ru',
    );
    expect(await urlOf((client) => client.query(villasQuery({ tag: 'luxury' })))).toBe(
      '/api/villas?tag=luxury&lang=ru',
    );
    expect(await urlOf((client) => client.query(villaSearchQuery('pool')))).toBe(
      '/api/villas/search?q=pool&lang=ru',
    );
  });
});
