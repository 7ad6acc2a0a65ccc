/**
 * Issue 28 §2, the owner's numbers: the report the server sums in SQL is the definition's
 * (`figuresOf`, src/domain/reports.ts) on the same rows, to the cent, for periods across month and
 * year ends, every villa or one; the chart's months too. The owner sees everything; a manager
 * nothing until the owner shares Reports, then every figure but the money; housekeeping is refused
 * and nobody signed out comes in. A bad period is a 400 in words, an unknown villa a 404. The
 * owner enters what an imported stay earned (audited, 412 on a stale version).
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import {
  figuresOf,
  lastTwelveMonths,
  monthsOf,
  monthPeriod,
  yearEarlier,
  type Period,
} from '#domain/reports.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { ImportedStay, ReportMonthsView, ReportView } from '#domain/schemas/report.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { reportInputOf, seedReportData, seededRandom } from '#tests/helpers/report-data.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, blockedRanges } from '../db/schema.ts';
import { REPORTS_NOT_SHARED, reportSideFor } from './service.ts';

/** The span the generated stays begin in: across two year ends and a 29th of February ahead. */
const FROM = '2025-10-01';
const DAYS = 540;

describe.each(engines)('the reports on %s', (engine) => {
  let t: TestApp;
  let villaIds: string[];
  let owner: ConsoleSession;
  let manager: ConsoleSession;
  let housekeeping: ConsoleSession;

  beforeAll(async () => {
    t = await createTestApp(engine);
    villaIds = await seedReportData(t.database.db, {
      seed: 28,
      villas: 4,
      from: FROM,
      days: DAYS,
    });
    [owner, manager, housekeeping] = await Promise.all([
      signedInAs(t, 'owner'),
      signedInAs(t, 'manager'),
      signedInAs(t, 'housekeeping'),
    ]);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const get = (session: ConsoleSession | null, url: string) => consoleCall(t, session, 'GET', url);
  /** The id of the n-th villa the test made. */
  const villa = (n: number): string => {
    const id = villaIds[n];
    if (id === undefined) throw new Error(`no villa ${n}`);
    return id;
  };
  /** The one row a query found. */
  const one = <T>(rows: T[]): T => {
    const [row] = rows;
    if (row === undefined) throw new Error('no row');
    return row;
  };

  it('sums in SQL exactly what the definition sums over the same rows', async () => {
    const input = await reportInputOf(t.database.db);
    const random = seededRandom(96);
    const periods: Period[] = [
      monthPeriod('2026-01'),
      monthPeriod('2026-02'),
      { from: '2025-12-15', to: '2026-03-10' },
      { from: '2026-01-01', to: '2026-12-31' },
      { from: '2026-06-30', to: '2026-06-30' },
      // The longest a report covers, beyond every stay at both ends.
      { from: '2025-09-01', to: addDays('2025-09-01', 730) },
    ];
    for (let i = 0; i < 6; i++) {
      const from = addDays(FROM, random.int(-20, DAYS));
      periods.push({ from, to: addDays(from, random.int(0, 120)) });
    }
    const seededVilla = input.villaIds.find((id) => !villaIds.includes(id));
    for (const period of periods) {
      for (const villaId of [undefined, villa(0), villa(3), seededVilla]) {
        const expected = figuresOf({
          ...input,
          period,
          villaIds: villaId === undefined ? input.villaIds : [villaId],
        });
        const summed = await reportSideFor(t.database.db, period, villaId);
        expect(summed, `${period.from}..${period.to} ${villaId ?? 'all villas'}`).toEqual(expected);
      }
    }
    // The data is not trivial: every kind of line and figure is there to be checked.
    const year = await reportSideFor(t.database.db, { from: '2026-01-01', to: '2026-12-31' });
    expect(year.channels.map((line) => line.key)).toEqual([
      'direct',
      'airbnb',
      'booking',
      'other:agoda',
      'other:villa finder',
    ]);
    for (const figure of [
      'nightsWithoutAmount',
      'refundsCents',
      'balanceCents',
      'cancellations',
      'leadStays',
    ] as const) {
      expect(year.total[figure], figure).toBeGreaterThan(0);
    }
  });

  it('answers the owner the period and the same period a year earlier, with the money', async () => {
    const query = { from: '2026-02-01', to: '2026-02-28' };
    const res = await get(owner, `/api/console/reports?from=${query.from}&to=${query.to}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<ReportView>();
    expect(report.money).toBe(true);
    expect(report.villa).toBeNull();
    expect(report.current).toEqual(await reportSideFor(t.database.db, query));
    expect(report.yearEarlier).toEqual(
      await reportSideFor(t.database.db, { from: '2025-02-01', to: '2025-02-28' }),
    );

    // A leap day's period a year earlier ends on the 28th.
    const leap = await get(
      owner,
      `/api/console/reports?from=2028-02-01&to=2028-02-29&villaId=${villaIds[1]}`,
    );
    expect(leap.statusCode, leap.body).toBe(200);
    const leapReport = leap.json<ReportView>();
    expect(leapReport.yearEarlier.period).toEqual(
      yearEarlier({ from: '2028-02-01', to: '2028-02-29' }),
    );
    expect(leapReport.yearEarlier.period.to).toBe('2027-02-28');
    expect(leapReport.villa).toEqual({ id: villaIds[1], name: 'Report 2' });
  });

  it('refuses a manager until the owner shares Reports, then shows every figure but the money', async () => {
    const url = `/api/console/reports?from=2026-03-01&to=2026-05-31&villaId=${villaIds[0]}`;
    const full = (await get(owner, url)).json<ReportView>();

    for (const path of [url, '/api/console/reports/months', '/api/console/reports/settings']) {
      const kept = await get(manager, path);
      expect(kept.statusCode, path).toBe(403);
    }
    expect((await get(manager, url)).json<ApiError>().message).toBe(REPORTS_NOT_SHARED);
    // The console lists Reports for whom the server lets in.
    expect((await get(owner, '/api/console/me')).json()).toMatchObject({ reports: true });
    expect((await get(manager, '/api/console/me')).json()).toMatchObject({ reports: false });
    expect((await get(housekeeping, '/api/console/me')).json()).toMatchObject({ reports: false });
    // A manager may not share Reports with themselves.
    const refused = await consoleCall(t, manager, 'PUT', '/api/console/reports/settings', {
      managersSeeReports: true,
    });
    expect(refused.statusCode).toBe(403);

    const settings = await get(owner, '/api/console/reports/settings');
    expect(settings.json()).toMatchObject({ managersSeeReports: false });
    const version = settings.json<{ version: string }>().version;
    const saved = await consoleCall(
      t,
      owner,
      'PUT',
      '/api/console/reports/settings',
      { managersSeeReports: true },
      { 'if-match': `"${version}"` },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ managersSeeReports: true });
    // Saved over a version read before that: refused, nothing written.
    const stale = await consoleCall(
      t,
      owner,
      'PUT',
      '/api/console/reports/settings',
      { managersSeeReports: false },
      { 'if-match': `"${version}"` },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json<ApiError>().message).toMatch(/Someone else saved/);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'report.settings'));
    expect(entry).toMatchObject({
      actorId: owner.id,
      before: { managersSeeReports: false },
      after: { managersSeeReports: true },
    });

    expect((await get(manager, '/api/console/me')).json()).toMatchObject({ reports: true });
    const shared = await get(manager, url);
    expect(shared.statusCode, shared.body).toBe(200);
    const view = shared.json<ReportView>();
    expect(view.money).toBe(false);
    for (const line of [view.current.total, ...view.current.channels, view.yearEarlier.total]) {
      expect(line).toMatchObject({
        revenueCents: null,
        paymentsCents: null,
        refundsCents: null,
        balanceCents: null,
        adrCents: null,
        revparCents: null,
      });
    }
    expect(view.current.total.nightsSold).toBe(full.current.total.nightsSold);
    expect(view.current.total.occupancy).toBe(full.current.total.occupancy);
    const months = (await get(manager, '/api/console/reports/months')).json<ReportMonthsView>();
    expect(months.money).toBe(false);
    expect(months.months.every((month) => month.revenueCents === null)).toBe(true);
    // The imported stays' amounts are money: the owner's, shared or not.
    const imported = await get(
      manager,
      '/api/console/reports/imported-stays?from=2026-01-01&to=2026-01-31',
    );
    expect(imported.statusCode).toBe(403);

    const back = await consoleCall(t, owner, 'PUT', '/api/console/reports/settings', {
      managersSeeReports: false,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await get(manager, url)).statusCode).toBe(403);
  });

  it('answers the chart’s last twelve months, each the definition’s month', async () => {
    const res = await get(owner, `/api/console/reports/months?villaId=${villaIds[2]}`);
    expect(res.statusCode, res.body).toBe(200);
    const { months, money } = res.json<ReportMonthsView>();
    expect(money).toBe(true);
    const span = lastTwelveMonths(resortToday());
    expect(months.map((month) => month.month)).toEqual(
      monthsOf(span).map((month) => month.from.slice(0, 7)),
    );
    const input = await reportInputOf(t.database.db);
    for (const month of months) {
      const side = figuresOf({
        ...input,
        period: monthPeriod(month.month),
        villaIds: [villa(2)],
      });
      expect(month, month.month).toEqual({
        month: month.month,
        nightsAvailable: side.nightsAvailable,
        nightsSold: side.total.nightsSold,
        occupancy: side.total.occupancy,
        revenueCents: side.total.revenueCents,
      });
    }
  });

  it('refuses housekeeping and anyone signed out', async () => {
    for (const url of [
      '/api/console/reports?from=2026-01-01&to=2026-01-31',
      '/api/console/reports/months',
      '/api/console/reports/settings',
      '/api/console/reports/imported-stays?from=2026-01-01&to=2026-01-31',
    ]) {
      expect((await get(housekeeping, url)).statusCode, url).toBe(403);
      expect((await get(null, url)).statusCode, url).toBe(401);
    }
  });

  it('answers a bad period with a 400 in words and an unknown villa with a 404', async () => {
    const refused = async (query: string, path = 'reports') => {
      const res = await get(owner, `/api/console/${path}?${query}`);
      return { status: res.statusCode, message: res.json<ApiError>().message };
    };
    for (const path of ['reports', 'reports/imported-stays']) {
      for (const [query, words] of [
        ['from=2026-03-01&to=2026-02-01', /last night must be on or after the first night/],
        ['from=2026-01-01&to=2028-01-02', /at most 731 nights/],
        ['from=2027-02-30&to=2027-03-31', /real calendar date/],
      ] as const) {
        const { status, message } = await refused(query, path);
        expect(status, `${path}?${query}`).toBe(400);
        expect(message).toMatch(words);
      }
    }
    expect(await refused('from=2026-01-01&to=2026-01-31&sort=asc')).toMatchObject({
      status: 400,
    });
    expect(await refused('from=2026-01-01')).toMatchObject({ status: 400 });
    expect(await refused('from=2026-01-01&to=2026-01-31&villaId=nope')).toMatchObject({
      status: 400,
    });
    expect(await refused('from=2026-01-01&to=2026-01-31&villaId=0123456789abcdef01234567')).toEqual(
      { status: 404, message: 'There is no villa with this id.' },
    );
    const months = await get(owner, '/api/console/reports/months?villaId=0123456789abcdef01234567');
    expect(months.statusCode).toBe(404);
  });

  it('lets the owner enter what an imported stay earned: saved, audited, counted', async () => {
    const villaId = villa(1);
    const listUrl = `/api/console/reports/imported-stays?from=2025-09-01&to=2027-06-30&villaId=${villaId}&missing=true`;
    const list = await get(owner, listUrl);
    expect(list.statusCode, list.body).toBe(200);
    const missing = list.json<ImportedStay[]>();
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((stay) => stay.revenueCents === null && !stay.notAStay)).toBe(true);
    const stay = one(missing);
    expect(stay.villa).toEqual({ id: villaId, name: 'Report 2' });
    expect(stay.nights).toBeGreaterThan(0);

    const period = { from: stay.checkIn, to: addDays(stay.checkOut, -1) };
    const before = await reportSideFor(t.database.db, period, villaId);
    const url = `/api/console/reports/imported-stays/${stay.id}`;
    const patch = (body: object, version = stay.version, session = owner) =>
      consoleCall(t, session, 'PATCH', url, body, { 'if-match': `"${version}"` });

    for (const revenueCents of [-1, 1.5, 'abc', 10 ** 12]) {
      const res = await patch({ revenueCents });
      expect(res.statusCode, String(revenueCents)).toBe(400);
      expect(res.json<ApiError>().message).toMatch(/amount/i);
    }
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ revenueCents: 100, extra: 1 })).statusCode).toBe(400);

    const saved = await patch({ revenueCents: 123_456 });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<ImportedStay>();
    expect(after).toMatchObject({ id: stay.id, revenueCents: 123_456, notAStay: false });
    expect(after.version).not.toBe(stay.version);

    // The version read before the save is stale now: nothing written.
    const stale = await patch({ revenueCents: 1 });
    expect(stale.statusCode).toBe(412);
    const [row] = await t.database.db
      .select()
      .from(blockedRanges)
      .where(eq(blockedRanges.id, stay.id));
    expect(row?.revenueCents).toBe(123_456);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'imported-stay.update'), eq(auditLog.target, `block:${stay.id}`)),
      );
    expect(entry).toMatchObject({
      actorId: owner.id,
      before: { revenueCents: null, notAStay: false },
      after: { revenueCents: 123_456, notAStay: false },
    });

    // The report counts it now: its nights have an amount, and the amount is revenue.
    const counted = await reportSideFor(t.database.db, period, villaId);
    expect(counted.total.nightsWithoutAmount).toBe(before.total.nightsWithoutAmount - stay.nights);
    expect(counted.total.revenueCents).toBe(before.total.revenueCents + 123_456);

    // Marked as no stay: its nights are closed, neither sold nor available.
    expect((await patch({ notAStay: true }, after.version, manager)).statusCode).toBe(403);
    const closed = await patch({ notAStay: true }, after.version, owner);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<ImportedStay>()).toMatchObject({ notAStay: true, revenueCents: 123_456 });
    const none = await reportSideFor(t.database.db, period, villaId);
    expect(none.total.nightsSold).toBe(before.total.nightsSold - stay.nights);
    expect(none.nightsAvailable).toBeLessThanOrEqual(before.nightsAvailable);
  });

  it('refuses a change to a team block or an id nobody has with a 404', async () => {
    const teamBlock = one(
      await t.database.db.select().from(blockedRanges).where(isNull(blockedRanges.feedId)).limit(1),
    );
    const imported = one(
      await t.database.db
        .select()
        .from(blockedRanges)
        .where(isNotNull(blockedRanges.feedId))
        .limit(1),
    );
    for (const id of [teamBlock.id, '0123456789abcdef01234567']) {
      const res = await consoleCall(
        t,
        owner,
        'PATCH',
        `/api/console/reports/imported-stays/${id}`,
        {
          revenueCents: 100,
        },
      );
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiError>().message).toMatch(/no stay imported/);
    }
    const [unchanged] = await t.database.db
      .select()
      .from(blockedRanges)
      .where(eq(blockedRanges.id, teamBlock.id));
    expect(unchanged?.revenueCents).toBeNull();
    const byHousekeeping = await consoleCall(
      t,
      housekeeping,
      'PATCH',
      `/api/console/reports/imported-stays/${imported.id}`,
      { revenueCents: 100 },
    );
    expect(byHousekeeping.statusCode).toBe(403);
  });
});
