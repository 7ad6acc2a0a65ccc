import { describe, expect, it } from 'vitest';
import { CachedBody } from './cached-body.ts';
import {
  approximateBytes,
  createReadCache,
  nextResortMidnight,
  type CacheEntryControl,
} from './read-cache.ts';

/** A clock the test moves by hand. */
function clock(start: number) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** A computation that counts its calls and answers `value-N`. */
function counter() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: async () => {
      calls += 1;
      return `value-${calls}`;
    },
  };
}

/** 2026-03-10 12:00 in Colombo (06:30 UTC). */
const NOON_COLOMBO = Date.UTC(2026, 2, 10, 6, 30);

describe('read cache', () => {
  it('keeps a value until invalidate(), which bumps dataVersion', async () => {
    const cache = createReadCache({ ttlMs: null, now: clock(NOON_COLOMBO).now });
    const c = counter();
    expect(await cache.remember('k', c.compute)).toBe('value-1');
    expect(await cache.remember('k', c.compute)).toBe('value-1');
    expect(c.calls).toBe(1);
    expect(cache.size).toBe(1);

    const before = cache.dataVersion;
    cache.invalidate();
    expect(cache.dataVersion).toBe(before + 1);
    expect(cache.size).toBe(0);
    expect(await cache.remember('k', c.compute)).toBe('value-2');
  });

  it('keys are independent', async () => {
    const cache = createReadCache({ ttlMs: null });
    expect(await cache.remember('a', async () => 1)).toBe(1);
    expect(await cache.remember('b', async () => 2)).toBe(2);
    expect(await cache.remember('a', async () => 3)).toBe(1);
  });

  it('lets an entry live no longer than the time to live', async () => {
    const time = clock(NOON_COLOMBO);
    const cache = createReadCache({ ttlMs: 5000, now: time.now });
    const c = counter();
    await cache.remember('k', c.compute);
    time.advance(4999);
    expect(await cache.remember('k', c.compute)).toBe('value-1');
    time.advance(1);
    expect(await cache.remember('k', c.compute)).toBe('value-2');
  });

  it('ends every entry at the resort’s midnight, since "today" is part of the answers', async () => {
    const time = clock(NOON_COLOMBO);
    const cache = createReadCache({ ttlMs: null, now: time.now });
    const c = counter();
    await cache.remember('k', c.compute);
    // 23:59:59.999 in Colombo is 18:29:59.999 UTC.
    time.advance(Date.UTC(2026, 2, 10, 18, 29, 59, 999) - NOON_COLOMBO);
    expect(await cache.remember('k', c.compute)).toBe('value-1');
    time.advance(1);
    expect(await cache.remember('k', c.compute)).toBe('value-2');
  });

  it('finds the resort’s next midnight at UTC+5:30', () => {
    expect(new Date(nextResortMidnight(NOON_COLOMBO)).toISOString()).toBe(
      '2026-03-10T18:30:00.000Z',
    );
    // 00:00 in Colombo exactly belongs to the new day.
    const midnight = Date.UTC(2026, 2, 10, 18, 30);
    expect(nextResortMidnight(midnight)).toBe(midnight + 24 * 3600_000);
    expect(nextResortMidnight(midnight - 1)).toBe(midnight);
  });

  it('ends an entry at the instant its computation names', async () => {
    const time = clock(NOON_COLOMBO);
    const cache = createReadCache({ ttlMs: null, now: time.now });
    let calls = 0;
    const compute = async (entry: { expireAt(when: Date | number): void }) => {
      calls += 1;
      entry.expireAt(new Date(NOON_COLOMBO + 60_000));
      entry.expireAt(NOON_COLOMBO + 120_000); // a later instant does not extend it
      return calls;
    };
    expect(await cache.remember('k', compute)).toBe(1);
    time.advance(59_999);
    expect(await cache.remember('k', compute)).toBe(1);
    time.advance(1);
    expect(await cache.remember('k', compute)).toBe(2);
  });

  it('does not keep an answer that a write overtook while it was computed', async () => {
    const cache = createReadCache({ ttlMs: null });
    let release: () => void = () => undefined;
    const slow = cache.remember(
      'k',
      () => new Promise<string>((resolve) => (release = () => resolve('before the write'))),
    );
    await Promise.resolve();
    cache.invalidate(); // the write commits while the read is under way
    release();
    expect(await slow).toBe('before the write'); // its caller still gets it
    expect(await cache.remember('k', async () => 'after the write')).toBe('after the write');
  });

  it('shares one computation between callers that miss together, but not across a write', async () => {
    const cache = createReadCache({ ttlMs: null });
    let calls = 0;
    const releases: (() => void)[] = [];
    const compute = () =>
      new Promise<number>((resolve) => {
        calls += 1;
        const n = calls;
        releases.push(() => resolve(n));
      });
    const a = cache.remember('k', compute);
    const b = cache.remember('k', compute);
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toBe(1);
    cache.invalidate();
    const c = cache.remember('k', compute); // after the write: a computation of its own
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toBe(2);
    for (const release of releases) release();
    expect([await a, await b, await c]).toEqual([1, 1, 2]);
    expect(await cache.remember('k', compute)).toBe(2);
  });

  it('does not keep a failure', async () => {
    const cache = createReadCache({ ttlMs: null });
    await expect(
      cache.remember('k', async () => {
        throw new Error('no database');
      }),
    ).rejects.toThrow('no database');
    await expect(
      cache.remember('k', () => {
        throw new Error('thrown at once');
      }),
    ).rejects.toThrow('thrown at once');
    expect(cache.size).toBe(0);
    expect(await cache.remember('k', async () => 'ok')).toBe('ok');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = createReadCache({ ttlMs: null, maxEntries: 2 });
    await cache.remember('a', async () => 'a1');
    await cache.remember('b', async () => 'b1');
    await cache.remember('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.remember('a', async () => 'a2')).toBe('a2');
    expect(await cache.remember('c', async () => 'c2')).toBe('c1');
  });

  it('holds at most maxBytes, dropping the oldest, and never keeps a value larger than that', async () => {
    const cache = createReadCache({ ttlMs: null, maxBytes: 10_000 });
    const kib = (fill: string) => fill.repeat(1024); // 2 KiB as counted (2 bytes a character)
    await cache.remember('a', async () => kib('a'));
    await cache.remember('b', async () => kib('b'));
    await cache.remember('c', async () => kib('c'));
    expect(cache.size).toBe(3);
    await cache.remember('d', async () => ({ page: kib('d'), status: 200 }));
    await cache.remember('e', async () => kib('e'));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(await cache.remember('a', async () => 'again')).toBe('again');
    await cache.remember('huge', async () => 'x'.repeat(6000));
    expect(await cache.remember('huge', async () => 'computed again')).toBe('computed again');
    cache.invalidate();
    expect(cache.bytes).toBe(0);
  });

  it('counts a cached body with room for its compressed forms', () => {
    const body = new CachedBody('x'.repeat(10_000), 'text/plain');
    expect(approximateBytes(body)).toBeGreaterThanOrEqual(15_000);
    expect(approximateBytes({ kind: 'page', body })).toBeGreaterThanOrEqual(15_000);
    expect(approximateBytes(Buffer.alloc(500))).toBe(500);
  });

  it('computes every time when the time to live is 0 (cache off)', async () => {
    const cache = createReadCache({ ttlMs: 0 });
    const c = counter();
    await cache.remember('k', c.compute);
    await cache.remember('k', c.compute);
    expect(c.calls).toBe(2);
    expect(cache.size).toBe(0);
  });
});

/** A computation that answers `value` under `tags`, counting its calls. */
function tagged(value: string, ...tags: string[]) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: async (entry: CacheEntryControl) => {
      calls += 1;
      entry.tag(...tags);
      return value;
    },
  };
}

describe('read cache tags (decision 030)', () => {
  it('a write drops the entries of the tags it changed and keeps the others', async () => {
    const cache = createReadCache({ ttlMs: null });
    const a = tagged('calendar A', 'calendar:a');
    const b = tagged('calendar B', 'calendar:b');
    const list = tagged('list', 'villa-list', 'villa:a', 'villa:b');
    for (const c of [a, b, list])
      await cache.remember(c === a ? 'a' : c === b ? 'b' : 'l', c.compute);

    cache.invalidateTags(['calendar:a']);
    expect([...cache.entries()].map(([key]) => key).sort()).toEqual(['b', 'l']);
    await cache.remember('a', a.compute);
    await cache.remember('b', b.compute);
    await cache.remember('l', list.compute);
    expect([a.calls, b.calls, list.calls]).toEqual([2, 1, 1]);

    // An entry naming several tags goes with any of them.
    cache.invalidateTags(['villa:b']);
    expect([...cache.entries()].map(([key]) => key).sort()).toEqual(['a', 'b']);
    expect(cache.dataVersion).toBe(2);
  });

  it('an entry that names no tag depends on everything: any write drops it', async () => {
    const cache = createReadCache({ ttlMs: null });
    await cache.remember('untagged', async () => 'x');
    await cache.remember('tagged', tagged('y', 'testimonials').compute);
    cache.invalidateTags(['calendar:a']);
    expect([...cache.entries()].map(([key]) => key)).toEqual(['tagged']);
  });

  it('keeps an answer a write overtook only if the write touched none of its tags', async () => {
    const cache = createReadCache({ ttlMs: null });
    const releases: (() => void)[] = [];
    const slow = (tag: string) => (entry: CacheEntryControl) =>
      new Promise<string>((resolve) => {
        entry.tag(tag);
        releases.push(() => resolve(`before the write (${tag})`));
      });
    const hit = cache.remember('a', slow('calendar:a'));
    const spared = cache.remember('b', slow('calendar:b'));
    await Promise.resolve();
    await Promise.resolve();
    cache.invalidateTags(['calendar:a']); // commits while both reads are under way
    for (const release of releases) release();
    expect(await hit).toBe('before the write (calendar:a)');
    expect(await spared).toBe('before the write (calendar:b)');
    expect([...cache.entries()].map(([key]) => key)).toEqual(['b']);
  });

  it('a computation inside another gives it its tags and its end (a page and its API answers)', async () => {
    const time = clock(NOON_COLOMBO);
    const cache = createReadCache({ ttlMs: null, now: time.now });
    // One API answer is cached before the page is rendered, the other is computed by its render.
    await cache.remember('api villa', tagged('villa', 'villa:a').compute);
    const page = await cache.remember('page', async () => {
      const villa = await cache.remember('api villa', tagged('unused', 'villa:z').compute);
      const calendar = await cache.remember('api calendar', async (entry) => {
        entry.tag('calendar:a');
        entry.expireAt(NOON_COLOMBO + 60_000); // a hold lapses
        return 'calendar';
      });
      return `${villa} + ${calendar}`;
    });
    expect(page).toBe('villa + calendar');
    expect(new Map(cache.entries()).get('page')).toEqual(new Set(['villa:a', 'calendar:a']));

    cache.invalidateTags(['reviews:a']);
    expect(cache.size).toBe(3);
    cache.invalidateTags(['calendar:a']);
    expect([...cache.entries()].map(([key]) => key)).toEqual(['api villa']);

    // The page ends when the calendar in it does.
    await cache.remember('page', async () =>
      cache.remember('api calendar', async (entry) => {
        entry.tag('calendar:a');
        entry.expireAt(NOON_COLOMBO + 60_000);
        return 'calendar';
      }),
    );
    time.advance(60_000);
    expect(await cache.remember('page', async () => 'rendered again')).toBe('rendered again');
  });

  it('two computations at once keep their own tags', async () => {
    const cache = createReadCache({ ttlMs: null });
    const render = (villa: string) =>
      cache.remember(`page ${villa}`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        const answer = await cache.remember(
          `api ${villa}`,
          tagged(villa, `villa:${villa}`).compute,
        );
        await new Promise((resolve) => setTimeout(resolve, 5));
        return answer;
      });
    await Promise.all([render('a'), render('b')]);
    const tags = new Map(cache.entries());
    expect(tags.get('page a')).toEqual(new Set(['villa:a']));
    expect(tags.get('page b')).toEqual(new Set(['villa:b']));
  });
});
