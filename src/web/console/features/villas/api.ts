/** The Villas room's calls (issue 15 §2): the villas in the site's order, one villa, its changes. */
import { queryOptions } from '@tanstack/react-query';
import type {
  ConsoleVilla,
  ConsoleVillaSummary,
  VillaContentInput,
  VillaCreate,
} from '#domain/schemas/console-villas.ts';
import type {
  VillaTextLanguage,
  VillaTexts,
  VillaTextsAnswer,
  VillaTextsMissing,
} from '#domain/villa-texts.ts';
import { consoleGet, consolePost, consolePut } from '#web/console/lib/console-api.ts';

export type { ConsoleVilla, ConsoleVillaSummary, VillaTextsAnswer };

/** Every villa, published or not: a handful, so one list, not pages. */
export const villasQuery = queryOptions({
  queryKey: ['console', 'villas'],
  queryFn: () => consoleGet<ConsoleVillaSummary[]>('/villas'),
});

/** The villa as stored now; read past the cache, it is what someone else saved. */
export const fetchVilla = (id: string) =>
  consoleGet<ConsoleVilla>(`/villas/${encodeURIComponent(id)}`);

export const villaQuery = (id: string) =>
  queryOptions({
    queryKey: [...villasQuery.queryKey, id],
    queryFn: () => fetchVilla(id),
  });

/** A new villa, unpublished (201). */
export const createVilla = (body: VillaCreate) => consolePost<ConsoleVilla>('/villas', body);

/**
 * Every field of the villa's page at once; a new name gives it a new address. A 412 when the
 * villa's `version` is no longer the one the page read: someone else saved it meanwhile.
 */
export const saveVilla = (id: string, content: VillaContentInput, version: string) =>
  consolePut<ConsoleVilla>(`/villas/${encodeURIComponent(id)}`, content, version);

export const setVillaPublished = (id: string, published: boolean) =>
  consolePut<ConsoleVilla>(`/villas/${encodeURIComponent(id)}/published`, { published });

/** Every villa's id in the new order; a 409 when a villa was added meanwhile. */
export const orderVillas = (ids: string[]) =>
  consolePut<ConsoleVillaSummary[]>('/villas/order', { ids });

/** Per language, which villas lack which of their own texts (issue 39 §1). */
export const villaTextsMissingQuery = queryOptions({
  queryKey: [...villasQuery.queryKey, 'texts', 'missing'],
  queryFn: () => consoleGet<VillaTextsMissing>('/villas/texts/missing'),
});

/** A villa's texts in one language beside its English, as stored now (read past the cache). */
export const fetchVillaTexts = (id: string, language: VillaTextLanguage) =>
  consoleGet<VillaTextsAnswer>(`/villas/${encodeURIComponent(id)}/texts/${language}`);

export const villaTextsQuery = (id: string, language: VillaTextLanguage) =>
  queryOptions({
    queryKey: [...villasQuery.queryKey, id, 'texts', language],
    queryFn: () => fetchVillaTexts(id, language),
  });

/** The villa's texts in one language, whole; a 412 when someone else saved them meanwhile. */
export const saveVillaTexts = (
  id: string,
  language: VillaTextLanguage,
  texts: VillaTexts,
  version: string,
) =>
  consolePut<VillaTextsAnswer>(
    `/villas/${encodeURIComponent(id)}/texts/${language}`,
    texts,
    version,
  );
