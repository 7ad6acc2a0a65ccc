/**
 * The owner's numbers (issue 28 §2, decision 096): a period's report and the same period a year
 * earlier, the chart's last twelve months, who may see the money, and the amounts the team enters
 * for the stays imported from platforms. The sums are the repository's SQL; what they mean and how
 * they are put together (channel lines, totals, occupancy, average rate) is the domain's
 * (src/domain/reports.ts), so the console, the CSV and the statements read one definition.
 */
import { channelLine } from '#domain/channels.ts';
import { addDays, nightsBetween, resortToday } from '#domain/dates.ts';
import {
  emptyFigures,
  lastTwelveMonths,
  measuresOf,
  monthsOf,
  periodNights,
  reportSide,
  yearEarlier,
  type Figures,
  type Period,
  type ReportSide,
} from '#domain/reports.ts';
import type {
  ImportedStay,
  ImportedStayUpdate,
  ReportMonthsView,
  ReportQuery,
  ReportSettings,
  ReportSideView,
  ReportView,
} from '#domain/schemas/report.ts';
import type { StaffRole } from '#domain/schemas/staff.ts';
import { checkVersion, versionOf } from '#server/lib/edit-versions.ts';
import { HttpError, notFound } from '#server/plugins/errors.ts';
import type { Database, Executor } from '../db/client.ts';
import { findPaymentSettings } from '../payments/repository.ts';
import { appendAudit, blockTarget, type Actor } from '../staff/audit.ts';
import { findVillaHead } from '../villas/repository.ts';
import {
  listImportedStays,
  lockImportedStay,
  updateImportedStay,
  type ImportedStayRow,
} from './imported-stays-repository.ts';
import {
  closedNights,
  countVillas,
  directSums,
  importedSums,
  monthSums,
  moneySums,
  setManagersSeeReports,
} from './repository.ts';

const NO_SUCH_VILLA = 'There is no villa with this id.';
const NO_IMPORTED_STAY =
  'There is no stay imported from a platform with this id. It may have been removed by the last calendar import, or it is one of the team’s own blocks; reload the page.';
export const IMPORTED_STAY_CHANGED =
  'Someone else changed this stay while you were entering it, so your change was not saved. Reload to see theirs, then enter yours again.';
export const REPORT_SETTINGS_CHANGED =
  'Someone else saved this setting while you were changing it, so yours was not saved. Reload to see it, then choose again.';

/** A period's report: every villa's, or one villa's. Money is never hidden here. */
export async function reportSideFor(
  db: Executor,
  period: Period,
  villaId?: string,
): Promise<ReportSide> {
  const [villaCount, closed, direct, imported, money] = await Promise.all([
    countVillas(db, villaId),
    closedNights(db, period, villaId),
    directSums(db, period, villaId),
    importedSums(db, period, villaId),
    moneySums(db, period, villaId),
  ]);
  const lines: { line: ReturnType<typeof channelLine>; figures: Figures }[] = [];
  if (direct.rows > 0 || money.rows > 0) {
    const { rows: _rows, ...figures } = direct;
    lines.push({
      line: channelLine('direct', null),
      figures: {
        ...emptyFigures(),
        ...figures,
        paymentsCents: money.paymentsCents,
        refundsCents: money.refundsCents,
      },
    });
  }
  for (const { channel, label, ...figures } of imported) {
    lines.push({ line: channelLine(channel, label), figures: { ...emptyFigures(), ...figures } });
  }
  return reportSide(period, villaCount * periodNights(period) - closed, lines);
}

const MONEY_FIELDS = [
  'revenueCents',
  'paymentsCents',
  'refundsCents',
  'balanceCents',
  'adrCents',
  'revparCents',
] as const;

/** The figures with every money field null: what a manager sees unless the owner allows. */
function withoutMoney<T extends object>(
  figures: T,
): T & Record<(typeof MONEY_FIELDS)[number], null> {
  return { ...figures, ...Object.fromEntries(MONEY_FIELDS.map((field) => [field, null])) } as T &
    Record<(typeof MONEY_FIELDS)[number], null>;
}

function sideView(side: ReportSide, money: boolean): ReportSideView {
  if (money) return side;
  return { ...side, total: withoutMoney(side.total), channels: side.channels.map(withoutMoney) };
}

/** The villa of a query, or null for all of them; 404 for an id no villa has. */
/** The villa a report, export or statement names, or the project's 404 when there is none. */
export async function reportVilla(db: Executor, villaId: string) {
  const villa = await findVillaHead(db, villaId);
  if (!villa) throw notFound(NO_SUCH_VILLA);
  return villa;
}

async function villaOf(db: Executor, villaId: string | undefined) {
  if (villaId === undefined) return null;
  const villa = await reportVilla(db, villaId);
  return { id: villa.id, name: villa.name };
}

/** GET /api/console/reports: the period and the same period a year earlier. */
export async function reportFor(
  db: Executor,
  query: ReportQuery,
  options: { money: boolean },
): Promise<ReportView> {
  const villa = await villaOf(db, query.villaId);
  const period = { from: query.from, to: query.to };
  const current = await reportSideFor(db, period, query.villaId);
  const earlier = await reportSideFor(db, yearEarlier(period), query.villaId);
  return {
    villa,
    money: options.money,
    current: sideView(current, options.money),
    yearEarlier: sideView(earlier, options.money),
  };
}

/** GET /api/console/reports/months: the twelve months to this one (in Sri Lanka), oldest first. */
export async function reportMonthsFor(
  db: Executor,
  villaId: string | undefined,
  options: { money: boolean; now?: Date },
): Promise<ReportMonthsView> {
  await villaOf(db, villaId);
  const span = lastTwelveMonths(resortToday(options.now ?? new Date()));
  const months = monthsOf(span);
  const [villaCount, sums] = await Promise.all([
    countVillas(db, villaId),
    monthSums(db, months, villaId),
  ]);
  const byMonth = new Map(sums.map((row) => [row.month, row]));
  return {
    money: options.money,
    months: months.map((month) => {
      const row = byMonth.get(month.from.slice(0, 7));
      const nightsAvailable = Math.max(
        0,
        villaCount * periodNights(month) - (row?.closedNights ?? 0),
      );
      const figures = {
        ...emptyFigures(),
        nightsSold: row?.nightsSold ?? 0,
        nightsWithoutAmount: row?.nightsWithoutAmount ?? 0,
        revenueCents: row?.revenueCents ?? 0,
      };
      return {
        month: month.from.slice(0, 7),
        nightsAvailable,
        nightsSold: figures.nightsSold,
        occupancy: measuresOf(figures, nightsAvailable).occupancy,
        revenueCents: options.money ? figures.revenueCents : null,
      };
    }),
  };
}

/** A manager's words when the owner keeps the reports. */
export const REPORTS_NOT_SHARED =
  'The owner has not shared Reports with managers. The owner can share them (without the money) in Reports.';

/** Whether the owner shares the Reports room with the managers. */
export const reportsShared = async (db: Executor): Promise<boolean> =>
  (await findPaymentSettings(db)).managersSeeReports;

/**
 * What this person reads of the reports: the owner everything; a manager, once the owner shares
 * Reports, everything but the money; anyone else is refused (403) in words.
 */
export async function reportReader(db: Executor, role: StaffRole): Promise<{ money: boolean }> {
  if (role === 'owner') return { money: true };
  if (role === 'manager' && (await reportsShared(db))) return { money: false };
  throw new HttpError(403, REPORTS_NOT_SHARED);
}

export async function getReportSettings(
  db: Executor,
): Promise<ReportSettings & { version: string }> {
  const settings = { managersSeeReports: await reportsShared(db) };
  return { ...settings, version: versionOf(settings) };
}

/** PUT /api/console/reports/settings (the owner): 412 when saved meanwhile; audited. */
export async function saveReportSettings(
  db: Database,
  actor: Actor,
  input: ReportSettings,
  expected: string[] | null,
  now = new Date(),
): Promise<ReportSettings & { version: string }> {
  return db.transaction(async (tx) => {
    const before = {
      managersSeeReports: (await findPaymentSettings(tx, true)).managersSeeReports,
    };
    checkVersion(expected, versionOf(before), REPORT_SETTINGS_CHANGED);
    await setManagersSeeReports(tx, input.managersSeeReports, now);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'report.settings',
      target: 'report-settings',
      before,
      after: input,
    });
    return { ...input, version: versionOf(input) };
  });
}

/**
 * An imported stay's version: when it was last written and whether it is a stay. The amount is
 * left out on purpose: a hash of a number of cents is easily guessed back, and a manager the owner
 * has not allowed must not read it; every write moves `updatedAt`, so none is missed.
 */
const versionOfStay = (row: Pick<ImportedStayRow, 'updatedAt' | 'notAStay'>) =>
  versionOf({ updatedAt: row.updatedAt.toISOString(), notAStay: row.notAStay });

/** An imported stay as the console shows it; its amount null when `money` is false. */
export function toImportedStay(row: ImportedStayRow, money = true): ImportedStay {
  const checkOut = addDays(row.endDate, 1);
  return {
    id: row.id,
    villa: { id: row.villaId, name: row.villaName },
    channel: row.channel,
    feedLabel: row.feedLabel,
    reason: row.reason,
    checkIn: row.startDate,
    checkOut,
    nights: nightsBetween(row.startDate, checkOut),
    revenueCents: money ? row.revenueCents : null,
    notAStay: row.notAStay,
    version: versionOfStay(row),
  };
}

/** GET /api/console/reports/imported-stays. */
export async function importedStaysFor(
  db: Executor,
  query: { from: string; to: string; villaId?: string; missing?: 'true' | 'false' },
  options: { money: boolean },
): Promise<ImportedStay[]> {
  await villaOf(db, query.villaId);
  const rows = await listImportedStays(db, { ...query, missing: query.missing === 'true' });
  return rows.map((row) => toImportedStay(row, options.money));
}

/**
 * PATCH /api/console/reports/imported-stays/{id}: what the stay earned, or that it was no stay.
 * 404 for a team block or an id nobody has; 412 when it changed since the page read it; audited
 * with the values before and after. A manager may enter an amount the owner lets them not read
 * back (they copy it from the platform's payout); the answer then carries it as null.
 */
export async function changeImportedStay(
  db: Database,
  actor: Actor,
  id: string,
  change: ImportedStayUpdate,
  expected: string[] | null,
  options: { money: boolean; now?: Date },
): Promise<ImportedStay> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockImportedStay(tx, id);
    if (!row) throw notFound(NO_IMPORTED_STAY);
    checkVersion(expected, versionOfStay(row), IMPORTED_STAY_CHANGED);
    const before = { revenueCents: row.revenueCents, notAStay: row.notAStay };
    const after = {
      revenueCents: change.revenueCents === undefined ? before.revenueCents : change.revenueCents,
      notAStay: change.notAStay ?? before.notAStay,
    };
    await updateImportedStay(tx, id, after, now);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'imported-stay.update',
      target: blockTarget(id),
      before,
      after,
    });
    return toImportedStay({ ...row, ...after, updatedAt: now }, options.money);
  });
}
