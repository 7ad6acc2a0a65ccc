/**
 * The currency rates (issue 39 §3, decision 126): the owner sets a currency's rate and margin, or
 * the address of a feed the background job reads (feed-job.ts); the team reads them with their age
 * and whether they are stale; the site reads the fresh ones, margin in. Every owner's save locks
 * the currency settings, checks the version the page read (412 when someone, or the feed, saved
 * meanwhile, decision 055), and is written with its audit entry in one transaction.
 */
import {
  checkMargin,
  checkRate,
  isRateStale,
  rateAgeDays,
  rateWithMargin,
  SHOWN_CURRENCIES,
  staleFrom,
  type ShownCurrency,
} from '#domain/currency.ts';
import type {
  CurrencyFeedInput,
  CurrencyFeedView,
  CurrencyRateInput,
  CurrencyRateView,
  CurrencyRatesView,
  PublicCurrencyRates,
} from '#domain/schemas/currency.ts';
import type { Database } from '#server/db/client.ts';
import { nowOf } from '#server/lib/clock.ts';
import { checkVersion, versionOf } from '#server/lib/edit-versions.ts';
import { badRequest } from '#server/plugins/errors.ts';
import { staticAddressRefusal } from '../calendar-sync/fetch-feed.ts';
import { appendAudit, type Actor } from '../staff/audit.ts';
import {
  findFeedRow,
  findRateRow,
  listRateRows,
  lockCurrencySettings,
  setFeedUrl,
  upsertRate,
  type CurrencyFeedRow,
  type CurrencyRateRow,
} from './repository.ts';
import { exactDecimal, freshShownRates } from './shown-rates.ts';

export interface CurrencyDeps {
  db: Database;
  /** CALENDAR_FETCH_ALLOW_PRIVATE: the server may fetch from its own network (tests, intranets). */
  allowPrivate: boolean;
  now?: () => Date;
}

export const RATE_CHANGED =
  'Someone else saved this rate, or the feed changed it, while you were changing it, so yours was not saved. Reload to see the rate now, then make your change again.';
export const FEED_CHANGED =
  "Someone else saved the feed's address while you were changing it, so yours was not saved. Reload to see theirs, then make your change again.";

/** What the owner edits of a rate, and so what its version hashes. */
const editedOf = (row: CurrencyRateRow | null) => ({
  rate: row ? exactDecimal(row.rate) : null,
  marginPercent: row ? exactDecimal(row.marginPercent) : '0',
});

function rateView(
  currency: ShownCurrency,
  row: CurrencyRateRow | null,
  now: Date,
): CurrencyRateView {
  const edited = editedOf(row);
  return {
    currency,
    ...edited,
    shownRate: edited.rate === null ? null : rateWithMargin(edited.rate, edited.marginPercent),
    source: row?.source ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    ageDays: row ? rateAgeDays(row.updatedAt, now) : null,
    stale: row ? isRateStale(row.updatedAt, now) : false,
    version: versionOf(edited),
  };
}

const feedView = (row: CurrencyFeedRow): CurrencyFeedView => ({
  url: row.url,
  checkedAt: row.checkedAt?.toISOString() ?? null,
  problem: row.problem,
  version: versionOf({ url: row.url }),
});

/** GET /api/console/currency-rates (the owner and the manager). */
export async function currencyRates(deps: CurrencyDeps): Promise<CurrencyRatesView> {
  const now = nowOf(deps);
  const [rows, feed] = await Promise.all([listRateRows(deps.db), findFeedRow(deps.db)]);
  const byCurrency = new Map(rows.map((row) => [row.currency, row]));
  return {
    rates: SHOWN_CURRENCIES.map((currency) =>
      rateView(currency, byCurrency.get(currency) ?? null, now),
    ),
    feed: feedView(feed),
  };
}

/** GET /api/console/currency-rates/{currency}. */
export async function currencyRate(
  deps: CurrencyDeps,
  currency: ShownCurrency,
): Promise<CurrencyRateView> {
  return rateView(currency, await findRateRow(deps.db, currency), nowOf(deps));
}

/** PUT /api/console/currency-rates/{currency} (the owner): checked, versioned, audited. */
export async function saveCurrencyRate(
  deps: CurrencyDeps,
  actor: Actor,
  currency: ShownCurrency,
  input: CurrencyRateInput,
  expected: string[] | null = null,
): Promise<CurrencyRateView> {
  const rate = checkRate(currency, input.rate);
  const margin = checkMargin(input.marginPercent);
  const issues = [
    ...(rate.ok ? [] : [{ path: 'rate', message: rate.message }]),
    ...(margin.ok ? [] : [{ path: 'marginPercent', message: margin.message }]),
  ];
  if (!rate.ok || !margin.ok) throw badRequest(issues.map((i) => i.message).join(' '), issues);
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    await lockCurrencySettings(tx);
    const before = await findRateRow(tx, currency);
    checkVersion(expected, versionOf(editedOf(before)), RATE_CHANGED);
    const after = { rate: rate.value, marginPercent: margin.value };
    await upsertRate(tx, { currency, ...after, source: 'owner', updatedBy: actor.id, at: now });
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'currency.rate',
      target: `currency:${currency}`,
      before: before ? { ...editedOf(before), source: before.source } : null,
      after: { ...after, source: 'owner' },
    });
    return rateView(currency, await findRateRow(tx, currency), now);
  });
}

/** GET /api/console/currency-feed. */
export async function currencyFeed(deps: CurrencyDeps): Promise<CurrencyFeedView> {
  return feedView(await findFeedRow(deps.db));
}

/** Why the server will not read rates from `url`, in words; null when it will ('' is "off"). */
export function feedUrlProblem(url: string, allowPrivate: boolean): string | null {
  if (url === '') return null;
  if (!URL.canParse(url)) {
    return 'The feed address is not a web address: copy it whole, starting with https://.';
  }
  const { protocol } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') {
    return 'The feed address must start with https:// (or http://).';
  }
  return staticAddressRefusal(url, allowPrivate);
}

/** PUT /api/console/currency-feed (the owner): an http(s) address, or '' for none; audited. */
export async function saveCurrencyFeed(
  deps: CurrencyDeps,
  actor: Actor,
  input: CurrencyFeedInput,
  expected: string[] | null = null,
): Promise<CurrencyFeedView> {
  const url = input.url.trim();
  const problem = feedUrlProblem(url, deps.allowPrivate);
  if (problem) throw badRequest(problem, [{ path: 'url', message: problem }]);
  return deps.db.transaction(async (tx) => {
    const before = await lockCurrencySettings(tx);
    checkVersion(expected, versionOf({ url: before.url }), FEED_CHANGED);
    await setFeedUrl(tx, { url, updatedBy: actor.id, at: nowOf(deps) });
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'currency.feed',
      target: 'currency-feed',
      before: { url: before.url },
      after: { url },
    });
    return feedView(await findFeedRow(tx));
  });
}

/**
 * GET /api/currency-rates: every fresh rate with its margin in, and the instant the answer stops
 * being true (the first of them to turn stale), so no cache keeps it past that.
 */
export async function publicCurrencyRates(
  deps: CurrencyDeps,
): Promise<{ answer: PublicCurrencyRates; freshUntil: Date | null }> {
  const fresh = await freshShownRates(deps.db, nowOf(deps));
  const ends = fresh.map((rate) => staleFrom(rate.updatedAt).getTime());
  return {
    answer: {
      base: 'USD',
      rates: fresh.map(({ currency, rate, updatedAt }) => ({
        currency,
        rate,
        updatedAt: updatedAt.toISOString(),
      })),
    },
    freshUntil: ends.length > 0 ? new Date(Math.min(...ends)) : null,
  };
}
