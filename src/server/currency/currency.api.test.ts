/**
 * The currency rates (issue 39 §3, decision 126) through the API on each engine: the owner sets a
 * rate and margin and the feed's address, the manager reads, housekeeping neither; every bad input
 * gets a 400 in words and writes nothing; a stale rate is hidden from the site; and the feed's job
 * against a local server: a good feed, garbage, another base, an absurd rate, no server at all.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#domain/schemas/common.ts';
import type {
  CurrencyFeedView,
  CurrencyRatesView,
  CurrencyRateView,
  PublicCurrencyRates,
} from '#domain/schemas/currency.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, currencyFeed, currencyRates } from '../db/schema.ts';
import type { FeedRun } from './feed-job.ts';

/** What the local feed answers, by path. */
const FEEDS: Record<string, string> = {
  '/good': JSON.stringify({
    result: 'success',
    base_code: 'USD',
    rates: { USD: 1, EUR: 0.9, GBP: 0.8, RUB: 95.5, INR: 84, CNY: 7.1, AUD: 1.6, JPY: 150 },
  }),
  '/garbage': '<html><body>Service unavailable</body></html>',
  '/eur-base': JSON.stringify({ base: 'EUR', rates: { USD: 1.08, GBP: 0.85 } }),
  '/absurd': JSON.stringify({ base: 'USD', rates: { EUR: 92, GBP: 0.81 } }),
};

describe.each(engines)('currency rates on %s', (engine) => {
  let t: TestApp;
  let owner: ConsoleSession;
  let manager: ConsoleSession;
  let housekeeping: ConsoleSession;
  let feedServer: http.Server;
  let feedBase: string;
  let closedPort: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { CALENDAR_FETCH_ALLOW_PRIVATE: 'true' } });
    [owner, manager, housekeeping] = [
      await signedInAs(t, 'owner'),
      await signedInAs(t, 'manager'),
      await signedInAs(t, 'housekeeping'),
    ];
    feedServer = http.createServer((request, response) => {
      const body = FEEDS[request.url ?? ''];
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      response.end(body ?? '{}');
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
    // A port nothing listens on: a server opened and closed again.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => feedServer.close(() => resolve()));
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(currencyRates);
    await t.database.db.delete(currencyFeed);
  });

  const rateUrl = (currency: string) => `/api/console/currency-rates/${currency}`;
  const rows = () => t.database.db.select().from(currencyRates).orderBy(currencyRates.currency);
  const auditCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? -1;
  const publicRates = async () => {
    const res = await t.app.inject({ url: '/api/currency-rates' });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const setFeed = async (url: string) => {
    const res = await consoleCall(t, owner, 'PUT', '/api/console/currency-feed', { url });
    expect(res.statusCode, res.body).toBe(200);
  };
  const runFeed = async (): Promise<FeedRun> => {
    const outcome = await t.app.currencyFeedJob.runNow();
    if (!outcome.ran) throw new Error('the feed job did not run');
    return outcome.value;
  };
  const feedProblem = async () =>
    (await consoleCall(t, manager, 'GET', '/api/console/currency-feed')).json<CurrencyFeedView>()
      .problem;

  it("saves the owner's rate and margin, audited, and the site shows it with the margin in", async () => {
    expect((await publicRates()).json<PublicCurrencyRates>()).toEqual({ base: 'USD', rates: [] });

    const saved = await consoleCall(t, owner, 'PUT', rateUrl('EUR'), {
      rate: '0.92',
      marginPercent: 2.5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CurrencyRateView>()).toMatchObject({
      currency: 'EUR',
      rate: '0.92',
      marginPercent: '2.5',
      shownRate: '0.943',
      source: 'owner',
      ageDays: 0,
      stale: false,
    });
    expect(saved.headers.etag).toBe(`"${saved.json<CurrencyRateView>().version}"`);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, 'currency:EUR'));
    expect(entry).toMatchObject({
      action: 'currency.rate',
      actorId: owner.id,
      before: null,
      after: { rate: '0.92', marginPercent: '2.5', source: 'owner' },
    });

    const site = await publicRates();
    expect(site.json<PublicCurrencyRates>().rates).toEqual([
      { currency: 'EUR', rate: '0.943', updatedAt: expect.any(String) as string },
    ]);
    expect(site.headers['cache-control']).toBe('public, max-age=300');

    const list = await consoleCall(t, manager, 'GET', '/api/console/currency-rates');
    expect(list.statusCode, list.body).toBe(200);
    const view = list.json<CurrencyRatesView>();
    expect(view.rates.map((r) => r.currency)).toEqual(['EUR', 'GBP', 'RUB', 'INR', 'CNY', 'AUD']);
    expect(view.rates[0]).toMatchObject({ rate: '0.92', stale: false });
    expect(view.rates[1]).toMatchObject({ rate: null, source: null, stale: false });
    expect(view.feed).toMatchObject({ url: '', checkedAt: null, problem: null });
  });

  it('hides a rate older than 7 days from the site, and the console says it is stale', async () => {
    expect((await consoleCall(t, owner, 'PUT', rateUrl('GBP'), { rate: 0.79 })).statusCode).toBe(
      200,
    );
    await t.database.db
      .update(currencyRates)
      .set({ updatedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) });
    expect((await publicRates()).json<PublicCurrencyRates>().rates).toEqual([]);
    const read = (await consoleCall(t, owner, 'GET', rateUrl('GBP'))).json<CurrencyRateView>();
    expect(read).toMatchObject({ rate: '0.79', stale: true, ageDays: 8 });
  });

  it('refuses each bad input with a 400 in words, and writes nothing', async () => {
    const good = await consoleCall(t, owner, 'PUT', rateUrl('EUR'), { rate: '0.92' });
    expect(good.statusCode).toBe(200);
    const before = await rows();
    const feedBefore = await t.database.db.select().from(currencyFeed);
    const audits = await auditCount();
    const cases: [string, object, RegExp][] = [
      ['EUR', { rate: 0 }, /^The rate for EUR cannot be zero/],
      ['EUR', { rate: -0.92 }, /^The rate for EUR cannot be negative/],
      ['EUR', { rate: 'lots' }, /^The rate for EUR must be a number such as 0\.92/],
      ['EUR', { rate: '9.2' }, /^A rate of 9\.2 euros to the dollar is far from the usual/],
      ['RUB', { rate: 9000 }, /far from the usual \(about 90\)/],
      ['EUR', { rate: 0.9, marginPercent: 11 }, /^A margin of 11 percent is too high/],
      ['EUR', { rate: 0.9, marginPercent: -1 }, /margin cannot be negative/],
      ['EUR', { rate: true }, /rate/i],
      ['EUR', {}, /rate/i],
      ['EUR', { rate: 0.9, extra: 1 }, /extra/],
      ['JPY', { rate: 150 }, /The currency must be one of EUR, GBP, RUB, INR, CNY, AUD/],
    ];
    for (const [currency, body, message] of cases) {
      const res = await consoleCall(t, owner, 'PUT', rateUrl(currency), body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json<ApiError>().message).toMatch(message);
    }
    for (const url of ['ftp://rates.example/usd', 'not an address', 'javascript:alert(1)']) {
      const res = await consoleCall(t, owner, 'PUT', '/api/console/currency-feed', { url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ApiError>().message).toMatch(/^The feed address /);
    }
    expect(await rows()).toEqual(before);
    expect(await t.database.db.select().from(currencyFeed)).toEqual(feedBefore);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses a save on a rate changed meanwhile with 412', async () => {
    const first = (
      await consoleCall(t, owner, 'PUT', rateUrl('INR'), { rate: 83 })
    ).json<CurrencyRateView>();
    const second = await consoleCall(
      t,
      owner,
      'PUT',
      rateUrl('INR'),
      { rate: 84 },
      {
        'if-match': `"${first.version}"`,
      },
    );
    expect(second.statusCode, second.body).toBe(200);
    const late = await consoleCall(
      t,
      owner,
      'PUT',
      rateUrl('INR'),
      { rate: 85 },
      {
        'if-match': `"${first.version}"`,
      },
    );
    expect(late.statusCode).toBe(412);
    expect(late.json<ApiError>().message).toMatch(/^Someone else saved this rate/);
    expect((await rows())[0]?.rate).toMatch(/^84\.0+$/);
  });

  it('lets the manager read and refuses every save; housekeeping gets neither', async () => {
    expect((await consoleCall(t, manager, 'GET', rateUrl('EUR'))).statusCode).toBe(200);
    for (const [session, status] of [
      [manager, 403],
      [housekeeping, 403],
      [null, 401],
    ] as const) {
      const put = await consoleCall(t, session, 'PUT', rateUrl('EUR'), { rate: 0.9 });
      expect(put.statusCode).toBe(status);
      const feed = await consoleCall(t, session, 'PUT', '/api/console/currency-feed', {
        url: `${feedBase}/good`,
      });
      expect(feed.statusCode).toBe(status);
    }
    for (const url of [
      '/api/console/currency-rates',
      rateUrl('EUR'),
      '/api/console/currency-feed',
    ]) {
      expect((await consoleCall(t, housekeeping, 'GET', url)).statusCode).toBe(403);
    }
    expect(await rows()).toEqual([]);
  });

  it("takes a good feed's rates and keeps the owner's margin", async () => {
    expect((await runFeed()).status).toBe('off');
    await consoleCall(t, owner, 'PUT', rateUrl('EUR'), { rate: 0.92, marginPercent: 3 });
    await setFeed(`${feedBase}/good`);
    const run = await runFeed();
    expect(run).toEqual({
      status: 'read',
      taken: ['EUR', 'GBP', 'RUB', 'INR', 'CNY', 'AUD'],
      problem: null,
    });
    const view = (
      await consoleCall(t, owner, 'GET', '/api/console/currency-rates')
    ).json<CurrencyRatesView>();
    expect(view.rates.map((r) => [r.currency, r.rate, r.source])).toEqual([
      ['EUR', '0.9', 'feed'],
      ['GBP', '0.8', 'feed'],
      ['RUB', '95.5', 'feed'],
      ['INR', '84', 'feed'],
      ['CNY', '7.1', 'feed'],
      ['AUD', '1.6', 'feed'],
    ]);
    expect(view.rates[0]?.marginPercent).toBe('3');
    expect(view.feed).toMatchObject({ problem: null, checkedAt: expect.any(String) as string });
    const site = (await publicRates()).json<PublicCurrencyRates>();
    expect(site.rates.find((r) => r.currency === 'EUR')?.rate).toBe('0.927');
  });

  it('keeps the old rates on garbage, another base or no server, and says why', async () => {
    await consoleCall(t, owner, 'PUT', rateUrl('EUR'), { rate: 0.92 });
    const before = await rows();
    const cases: [string, RegExp][] = [
      [`${feedBase}/garbage`, /^The feed did not answer JSON, so no rate was changed/],
      [`${feedBase}/eur-base`, /against EUR, not US dollars/],
      [`${feedBase}/missing`, /^The address answered 404 Not Found, not rates\./],
      [`http://127.0.0.1:${closedPort}/rates`, /refused the connection/],
    ];
    for (const [url, problem] of cases) {
      await setFeed(url);
      const run = await runFeed();
      expect(run.status, url).toBe('refused');
      expect(run.problem).toMatch(problem);
      expect(run.problem).toMatch(/The rates were kept as they were\.$/);
      expect(await feedProblem()).toBe(run.problem);
      expect(await rows()).toEqual(before);
    }
  });

  it('refuses an absurd rate and keeps that currency’s old one, taking the rest', async () => {
    await consoleCall(t, owner, 'PUT', rateUrl('EUR'), { rate: 0.92 });
    await setFeed(`${feedBase}/absurd`);
    const run = await runFeed();
    expect(run.taken).toEqual(['GBP']);
    expect(run.problem).toMatch(/^A rate of 92 euros to the dollar is far from the usual/);
    expect(await feedProblem()).toBe(run.problem);
    const byCurrency = Object.fromEntries((await rows()).map((r) => [r.currency, r]));
    expect(byCurrency.EUR).toMatchObject({ source: 'owner' });
    expect(byCurrency.EUR?.rate).toMatch(/^0\.920+$/);
    expect(byCurrency.GBP).toMatchObject({ source: 'feed' });
  });

  it('switches the feed off with an empty address', async () => {
    await setFeed(`${feedBase}/good`);
    await setFeed('');
    expect((await runFeed()).status).toBe('off');
    expect(await rows()).toEqual([]);
  });
});
