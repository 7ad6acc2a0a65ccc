/**
 * Issue 12: memory grew with every page rendered (6,000 GETs of `/villas?u=N` took the server from
 * 561 to 982 MB, and 15,000 ran a 512 MB heap out). A render must keep nothing once its answer is
 * sent: after thousands of renders, and the read cache emptied as a write empties it, the heap is
 * back near where it started. Runs in the e2e project because it needs the built page renderer.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site.ts';

// A full collection, on demand, without starting the test process with --expose-gc.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const MIB = 1024 * 1024;

/** The heap once everything that can be collected is. */
async function settledHeap(): Promise<number> {
  for (let i = 0; i < 3; i += 1) {
    // Timers and promise callbacks that hold a render first run, then go.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
  }
  return process.memoryUsage().heapUsed;
}

let site: Site;

beforeAll(async () => {
  site = await startSite();
});

afterAll(async () => {
  await site.close();
});

describe('server rendering and memory', () => {
  it('keeps nothing of a render once its page is sent', async () => {
    const { app } = site;
    const render = async (url: string) => {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
    };
    // Every kind of page once, and the code paths warm, before the baseline.
    for (let i = 0; i < 50; i += 1) {
      await render(`/villas?warm=${i}`);
      await render(`/villa/villa-river-breeze?warm=${i}`);
    }
    app.readCache.invalidate();
    const before = await settledHeap();

    // Unique addresses, so each is a render of its own, as a stranger's plain GETs would be.
    const RENDERS = 800;
    for (let i = 0; i < RENDERS; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, k) =>
          render(k % 2 ? `/villas?u=${i + k}` : `/villa/villa-river-breeze?u=${i + k}`),
        ),
      );
    }
    // The read cache keeps pages by design, within its bounds; a write empties it.
    app.readCache.invalidate();
    const after = await settledHeap();

    // Before the fix each render's query client (with the page's data) lived on for its
    // queries' gcTime, 10 to 30 minutes: about 34 KB a render, 27 MB for these 800. Since, the
    // heap ends within about a megabyte of where it started.
    expect((after - before) / MIB).toBeLessThan(8);
  }, 180_000);
});
