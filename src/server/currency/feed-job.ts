/**
 * The rate feed's job (issue 39 §3, decision 126): when the owner has set a feed's address, fetch
 * it every FEED_EVERY_MS, once across instances (the job runner's lease, decision 052), and take
 * each shown currency's rate that passes the owner's own checks. The fetch is the calendar feeds'
 * (calendar-sync/fetch-feed.ts): http(s) only, never the server's own network unless configured,
 * one deadline, a size limit counted as the body arrives. The body is read by JSON.parse and plain
 * property reads (domain/currency.ts `readRateFeed`), linear in its length.
 *
 * Garbage, another base or an unreachable address changes no rate; a rate out of its band keeps
 * that currency's old one. Either way the reason is kept on the feed's row for the console.
 */
import { readRateFeed, SHOWN_CURRENCIES, type ShownCurrency } from '#domain/currency.ts';
import { nowOf } from '#server/lib/clock.ts';
import { fetchFeed, type FetchFeedOptions, type FetchResult } from '../calendar-sync/fetch-feed.ts';
import { findFeedRow, lockCurrencySettings, setFeedOutcome, upsertRate } from './repository.ts';
import type { CurrencyDeps } from './service.ts';

/** Feeds publish once a day; four looks a day take a new rate within hours of it. */
export const FEED_EVERY_MS = 6 * 60 * 60 * 1000;
/** A rate API answers in well under a second; a slow one is tried again at the next run. */
export const FEED_TIMEOUT_MS = 10_000;
/** open.er-api.com's answer for 160 currencies is about 5 KB: 1 MB is no rate feed. */
export const FEED_MAX_BYTES = 1024 * 1024;

export interface FeedJobDeps extends CurrencyDeps {
  /** Tests narrow what may be fetched (the local server's address). */
  fetchOptions?: Partial<FetchFeedOptions>;
}

export interface FeedRun {
  /** `off`: no address; `refused`: nothing taken; `read`: the rates that passed were taken. */
  status: 'off' | 'refused' | 'read' | 'moved';
  taken: ShownCurrency[];
  problem: string | null;
}

/** A fetch's failure in the owner's words (the calendar fetch speaks of calendars). */
function fetchProblem(result: Extract<FetchResult, { kind: 'failed' }>): string {
  switch (result.failure) {
    case 'status':
      return `${result.message.split(':')[0]?.replace(/\.$/, '')}, not rates.`;
    case 'too-large':
      return `The feed is larger than ${FEED_MAX_BYTES / 1024 / 1024} MB: that is no rate feed.`;
    case 'redirects':
      return 'The feed’s address redirected too many times.';
    case 'damaged':
      return 'The feed arrived damaged: its compression could not be read.';
    case 'private-address':
      return 'The feed’s address is on a private network; rates are only fetched from the public internet.';
    default:
      return result.message.replaceAll('calendar', 'feed');
  }
}

const kept = (problem: string) => `${problem} The rates were kept as they were.`;

/** One run: fetch the owner's feed, take what passes, record what did not. */
export async function refreshRatesFromFeed(deps: FeedJobDeps, at?: Date): Promise<FeedRun> {
  const now = at ?? nowOf(deps);
  const { url } = await findFeedRow(deps.db);
  if (url === '') return { status: 'off', taken: [], problem: null };

  const fetched = await fetchFeed(url, {
    allowPrivate: deps.allowPrivate,
    timeoutMs: FEED_TIMEOUT_MS,
    maxBytes: FEED_MAX_BYTES,
    ...deps.fetchOptions,
  });
  let taken: Partial<Record<ShownCurrency, string>> = {};
  let problem: string | null;
  if (fetched.kind === 'failed') problem = kept(fetchProblem(fetched));
  else if (fetched.kind === 'unchanged') problem = null;
  else {
    const reading = readRateFeed(fetched.text);
    if (!reading.ok) problem = kept(reading.message);
    else {
      taken = reading.rates;
      problem = reading.refused.length
        ? reading.refused.map((refusal) => refusal.message).join(' ')
        : null;
    }
  }

  const currencies = SHOWN_CURRENCIES.filter((currency) => taken[currency] !== undefined);
  const moved = await deps.db.transaction(async (tx) => {
    // The owner changed or cleared the address while this one was fetched: its answer is void.
    if ((await lockCurrencySettings(tx)).url !== url) return true;
    for (const currency of currencies) {
      const rate = taken[currency] as string;
      await upsertRate(tx, { currency, rate, source: 'feed', updatedBy: null, at: now });
    }
    await setFeedOutcome(tx, { checkedAt: now, problem });
    return false;
  });
  if (moved) return { status: 'moved', taken: [], problem: null };
  return { status: currencies.length > 0 ? 'read' : 'refused', taken: currencies, problem };
}
