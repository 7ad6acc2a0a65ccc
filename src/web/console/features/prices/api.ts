/** A villa's prices and stay rules (issue 15 §4): the owner and the manager read, the owner saves. */
import { queryOptions } from '@tanstack/react-query';
import type { PricingRules } from '#domain/pricing.ts';
import type { VillaPricing } from '#domain/schemas/pricing.ts';
import { consoleGet, consolePut } from '#web/console/lib/console-api.ts';

const path = (villaId: string) => `/villas/${encodeURIComponent(villaId)}/pricing`;

export const villaPricingQuery = (villaId: string) =>
  queryOptions({
    queryKey: ['console', 'villa-pricing', villaId],
    queryFn: () => fetchVillaPricing(villaId),
  });

/** The prices as stored now; read past the cache, they are what someone else saved. */
export const fetchVillaPricing = (villaId: string) => consoleGet<VillaPricing>(path(villaId));

/**
 * A 400 names the fields (seasons by position); a 412 says someone else saved the prices since
 * `version` was read. Nothing is saved then.
 */
export const saveVillaPricing = (villaId: string, rules: PricingRules, version: string) =>
  consolePut<VillaPricing>(path(villaId), rules, version);
