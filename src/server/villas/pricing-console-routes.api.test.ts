/**
 * A villa's prices and stay rules in the console (issue 15 §4, decision 047): the owner saves them
 * and reads them back, the manager reads them, housekeeping neither; rules the schema refuses get
 * a 400 that names the season and write nothing; a save is audited with the rules before and after
 * and drops the cached answers that show the villa's prices, cards and calendar.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricingRules } from '#domain/pricing.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { VillaPricing } from '#domain/schemas/pricing.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { calendarTag, villaTag, VILLA_LIST_TAG } from '../cache/tags.ts';
import { auditLog, villas } from '../db/schema.ts';

const RULES: PricingRules = {
  baseRate: 45_000,
  weekendRate: 50_000,
  minimumNights: 3,
  checkInDays: null,
  seasons: [
    {
      name: 'High season',
      firstNight: '2027-12-15',
      lastNight: '2028-01-10',
      nightlyRate: 52_000,
      weekendRate: null,
      minimumNights: 5,
      checkInDays: [6],
    },
  ],
  lengthDiscounts: [{ minimumNights: 7, percent: 10 }],
  extraGuest: { includedGuests: 4, perNight: 2_500 },
};

describe.each(engines)('console villa prices on %s', (engine) => {
  let t: TestApp;
  let owner: ConsoleSession;
  let manager: ConsoleSession;
  let housekeeping: ConsoleSession;
  let breeze: Villa;
  let ahangama: Villa;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signedInAs(t, 'owner');
    manager = await signedInAs(t, 'manager');
    housekeeping = await signedInAs(t, 'housekeeping');
    const villa = async (slug: string) =>
      (await t.app.inject({ url: `/api/villas/${slug}` })).json<Villa>();
    breeze = await villa('villa-river-breeze');
    ahangama = await villa('villa-ahangama');
  });
  afterAll(async () => {
    await t.close();
  });

  const url = (id: string) => `/api/console/villas/${id}/pricing`;
  const stored = async (id: string) =>
    (
      await t.database.db.select({ pricing: villas.pricing }).from(villas).where(eq(villas.id, id))
    )[0]?.pricing;
  const auditCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? -1;

  it('reads the seeded rules through the same schema', async () => {
    const read = await consoleCall(t, manager, 'GET', url(ahangama.id));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<VillaPricing>().rules).toEqual(await stored(ahangama.id));
  });

  it('saves the owner’s rules, and the owner and the manager read them back', async () => {
    const before = await stored(breeze.id);
    const saved = await consoleCall(t, owner, 'PUT', url(breeze.id), RULES);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<VillaPricing>()).toMatchObject({
      villaId: breeze.id,
      villaName: breeze.name,
      rules: RULES,
    });
    expect(saved.json<VillaPricing>().version).toMatch(/^[\w-]{22}$/);
    expect(await stored(breeze.id)).toEqual(RULES);

    for (const session of [owner, manager]) {
      const read = await consoleCall(t, session, 'GET', url(breeze.id));
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json<VillaPricing>().rules).toEqual(RULES);
      // The stored rules (jsonb orders keys its own way) have the version the save answered.
      expect(read.json<VillaPricing>().version).toBe(saved.json<VillaPricing>().version);
      expect(read.headers.etag).toBe(`"${saved.json<VillaPricing>().version}"`);
    }

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `villa:${breeze.id}`))
      .orderBy(sql`${auditLog.at} desc`)
      .limit(1);
    expect(entry).toMatchObject({ action: 'villa.pricing', actorId: owner.id, after: RULES });
    expect(entry?.before).toEqual(before);
  });

  it('refuses a save made on prices someone changed meanwhile with 412, and writes nothing', async () => {
    const read = (await consoleCall(t, owner, 'GET', url(ahangama.id))).json<VillaPricing>();
    const put = (rules: PricingRules, version: string) =>
      consoleCall(t, owner, 'PUT', url(ahangama.id), rules, { 'if-match': `"${version}"` });
    const first = await put({ ...read.rules, baseRate: read.rules.baseRate + 1_000 }, read.version);
    expect(first.statusCode, first.body).toBe(200);
    const theirs = first.json<VillaPricing>();
    expect(theirs.version).not.toBe(read.version);

    const count = await auditCount();
    const late = await put({ ...read.rules, minimumNights: 4 }, read.version);
    expect(late.statusCode).toBe(412);
    expect(late.json<ApiError>().message).toMatch(
      /^Someone else saved this villa's prices while you were changing them, so yours were not saved\./,
    );
    expect(await stored(ahangama.id)).toEqual(theirs.rules);
    expect(await auditCount()).toBe(count);

    expect((await put({ ...read.rules, minimumNights: 4 }, theirs.version)).statusCode).toBe(200);
  });

  it('refuses rules the schema refuses with a message naming the season, and writes nothing', async () => {
    const before = await stored(ahangama.id);
    const count = await auditCount();
    const res = await consoleCall(t, owner, 'PUT', url(ahangama.id), {
      ...RULES,
      seasons: [{ ...RULES.seasons[0], lastNight: '2027-12-01' }],
      lengthDiscounts: [{ minimumNights: 7, percent: 95 }],
    });
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json<ApiError>();
    expect(error.message).toContain(
      'The season "High season": its last night must be on or after its first night',
    );
    expect(error.issues).toEqual(
      expect.arrayContaining([
        {
          path: 'seasons.0.lastNight',
          message: 'The season "High season": its last night must be on or after its first night',
        },
        {
          path: 'lengthDiscounts.0.percent',
          message: 'A length discount’s percent must be at most 90',
        },
      ]),
    );
    expect(await stored(ahangama.id)).toEqual(before);
    expect(await auditCount()).toBe(count);
  });

  it('lets the manager read but not save, and housekeeping neither', async () => {
    const before = await stored(ahangama.id);
    const put = await consoleCall(t, manager, 'PUT', url(ahangama.id), RULES);
    expect(put.statusCode, put.body).toBe(403);
    expect(await stored(ahangama.id)).toEqual(before);
    for (const method of ['GET', 'PUT'] as const) {
      const res = await consoleCall(t, housekeeping, method, url(ahangama.id), RULES);
      expect(res.statusCode, res.body).toBe(403);
    }
  });

  it('answers 404 for a villa nobody has', async () => {
    const res = await consoleCall(t, owner, 'PUT', url('0123456789abcdef01234567'), RULES);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json<ApiError>().message).toBe('There is no villa with this id.');
  });

  it('drops the cached answers that show the villa’s prices, cards and calendar, and no other villa’s', async () => {
    for (const address of [
      '/api/villas',
      `/api/villas/${breeze.id}`,
      `/api/villas/${breeze.id}/availability`,
      `/api/villas/${ahangama.id}`,
      `/api/villas/${ahangama.id}/availability`,
    ]) {
      expect((await t.app.inject({ url: address })).statusCode, address).toBe(200);
    }
    const tagged = (tag: string) =>
      t.app.readCache.entries().filter(([, tags]) => tags.has(tag)).length;
    expect(tagged(villaTag(breeze.id))).toBeGreaterThan(0);
    expect(tagged(calendarTag(breeze.id))).toBeGreaterThan(0);
    expect(tagged(VILLA_LIST_TAG)).toBeGreaterThan(0);

    const res = await consoleCall(t, owner, 'PUT', url(breeze.id), { ...RULES, baseRate: 46_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(tagged(villaTag(breeze.id))).toBe(0);
    expect(tagged(calendarTag(breeze.id))).toBe(0);
    expect(tagged(VILLA_LIST_TAG)).toBe(0);
    expect(tagged(villaTag(ahangama.id))).toBeGreaterThan(0);
    expect(tagged(calendarTag(ahangama.id))).toBeGreaterThan(0);
  });
});
