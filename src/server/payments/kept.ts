/**
 * The money kept so far on a booking (issue 26 §4, decision 085): payments less refunds, reversed
 * entries left out. A cancel's refund is the policy's share of it, and a change never alters it.
 */
import { resortToday } from '#domain/dates.ts';
import { accountOf } from '#domain/ledger.ts';
import type { Executor } from '../db/client.ts';
import { ledgerOf, recordedEntryOf } from './repository.ts';

export async function keptOn(db: Executor, bookingId: string, now: Date): Promise<number> {
  const rows = await ledgerOf(db, bookingId);
  if (rows.length === 0) return 0;
  const { paidCents, refundedCents } = accountOf({
    schedule: [],
    entries: rows.map(recordedEntryOf),
    today: resortToday(now),
    graceDays: 0,
  });
  return paidCents - refundedCents;
}
