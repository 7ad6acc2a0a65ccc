/**
 * A villa's prices and stay rules in the console (issue 15 §4): read by the owner and the manager,
 * saved by the owner, unless a stay under them could cost more than one booking holds (issue 36
 * §3). A save locks the villa's row, as a booking does (bookings/service.ts), so a
 * quote computed under that lock never mixes old and new rules; the change and its audit entry
 * (the rules before and after) are written in one transaction. The caller drops the cached
 * answers that show prices after the commit (`changed.pricing`).
 */
import { pricesProblem } from '#domain/booking-rules.ts';
import type { PricingRules } from '#domain/pricing.ts';
import type { VillaPricing } from '#domain/schemas/pricing.ts';
import type { Database, Executor } from '../db/client.ts';
import { checkVersion, versionOf } from '#server/lib/edit-versions.ts';
import { badRequest, notFound } from '#server/plugins/errors.ts';
import { appendAudit, villaTarget, type Actor } from '../staff/audit.ts';
import { findPricingRow, setPricing } from './console-repository.ts';

const NO_SUCH_VILLA = 'There is no villa with this id.';

export const PRICES_CHANGED =
  "Someone else saved this villa's prices while you were changing them, so yours were not saved. Reload to see theirs, then make your changes again.";

const pricingOf = (row: { id: string; name: string; pricing: PricingRules }): VillaPricing => ({
  villaId: row.id,
  villaName: row.name,
  rules: row.pricing,
  version: versionOf(row.pricing),
});

export async function villaPricing(db: Executor, id: string): Promise<VillaPricing> {
  const row = await findPricingRow(db, id, false);
  if (!row) throw notFound(NO_SUCH_VILLA);
  return pricingOf(row);
}

export async function saveVillaPricing(
  db: Database,
  actor: Actor,
  id: string,
  rules: PricingRules,
  expected: string[] | null = null,
): Promise<VillaPricing> {
  return db.transaction(async (tx) => {
    const row = await findPricingRow(tx, id, true);
    if (!row) throw notFound(NO_SUCH_VILLA);
    checkVersion(expected, versionOf(row.pricing), PRICES_CHANGED);
    // Prices under which a full villa's longest stay costs more than a booking holds (issue 36 §3).
    const problem = pricesProblem(rules, row.guests);
    if (problem) throw badRequest(problem, [{ path: 'extraGuest.perNight', message: problem }]);
    await setPricing(tx, id, rules);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'villa.pricing',
      target: villaTarget(id),
      before: row.pricing,
      after: rules,
    });
    return pricingOf({ ...row, pricing: rules });
  });
}
