/**
 * The SQL of the currency rates (issue 39 §3, decision 126): the rows of `currency_rates` and the
 * one row of `currency_feed`. Every write of a rate or of the feed takes the feed's row lock first
 * (`lockCurrencySettings`), so the owner's saves and the feed's job never interleave.
 */
import { eq } from 'drizzle-orm';
import type { ShownCurrency } from '#domain/currency.ts';
import type { Executor } from '#server/db/client.ts';
import { currencyFeed, currencyRates } from '#server/db/schema.ts';

export type CurrencyRateRow = typeof currencyRates.$inferSelect;
export type CurrencyFeedRow = typeof currencyFeed.$inferSelect;

export const listRateRows = (db: Executor): Promise<CurrencyRateRow[]> =>
  db.select().from(currencyRates);

export async function findRateRow(
  db: Executor,
  currency: ShownCurrency,
): Promise<CurrencyRateRow | null> {
  const [row] = await db.select().from(currencyRates).where(eq(currencyRates.currency, currency));
  return row ?? null;
}

/** Sets a currency's rate, and its margin when given (the feed leaves the owner's margin be). */
export async function upsertRate(
  db: Executor,
  values: {
    currency: ShownCurrency;
    rate: string;
    marginPercent?: string;
    source: 'owner' | 'feed';
    updatedBy: string | null;
    at: Date;
  },
): Promise<void> {
  const { currency, rate, marginPercent, source, updatedBy, at } = values;
  await db
    .insert(currencyRates)
    .values({
      currency,
      rate,
      marginPercent: marginPercent ?? '0',
      source,
      updatedBy,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: currencyRates.currency,
      set: {
        rate,
        ...(marginPercent === undefined ? {} : { marginPercent }),
        source,
        updatedBy,
        updatedAt: at,
      },
    });
}

/** The feed's row; made (empty, no address) the first time anyone asks. */
export async function findFeedRow(db: Executor): Promise<CurrencyFeedRow> {
  const [row] = await db.select().from(currencyFeed).where(eq(currencyFeed.id, 1));
  return (
    row ?? {
      id: 1,
      url: '',
      checkedAt: null,
      problem: null,
      updatedAt: new Date(0),
      updatedBy: null,
    }
  );
}

/**
 * Locks the currency settings for the rest of the transaction (the feed's row, made if missing)
 * and answers the feed's row as it stands under the lock.
 */
export async function lockCurrencySettings(db: Executor): Promise<CurrencyFeedRow> {
  await db.insert(currencyFeed).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(currencyFeed).where(eq(currencyFeed.id, 1)).for('update');
  if (!row) throw new Error('currency_feed has no row after it was made');
  return row;
}

export async function setFeedUrl(
  db: Executor,
  values: { url: string; updatedBy: string | null; at: Date },
): Promise<void> {
  await db
    .update(currencyFeed)
    .set({ url: values.url, updatedBy: values.updatedBy, updatedAt: values.at, problem: null })
    .where(eq(currencyFeed.id, 1));
}

/** How the feed's last fetch went: null when every rate was taken. */
export async function setFeedOutcome(
  db: Executor,
  values: { checkedAt: Date; problem: string | null },
): Promise<void> {
  await db
    .update(currencyFeed)
    .set({ checkedAt: values.checkedAt, problem: values.problem })
    .where(eq(currencyFeed.id, 1));
}
