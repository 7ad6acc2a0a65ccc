import { queryOptions } from '@tanstack/react-query';
import type { Paged } from '#domain/schemas/common.ts';
import type { Availability, CheckAvailability, Villa } from '#domain/schemas/villa.ts';
import { getLocale } from '#web/i18n/messages.ts';
import { apiRequest } from './api-client.ts';
import { FOOTER_VILLAS_KEY, footerVilla } from './footer-villas.ts';
import { FRESHNESS } from './query-client.ts';

export interface VillaFilters {
  featured?: boolean;
  tag?: string;
  guests?: number;
}

/**
 * The villas' own words come in the page's language (`?lang=`, issue 39 §1), English where the
 * team has not written them yet. English asks as it always did: no `lang`, the same addresses and
 * query keys; another language adds both, so each language's answers are kept apart.
 */
function pageLanguage(): { lang?: string } {
  const locale = getLocale();
  return locale === 'en' ? {} : { lang: locale };
}

/** The query key's tail: the language, for a page not in English. */
const keyOf = (language: { lang?: string }) => (language.lang ? [language.lang] : []);

export const villasQuery = (filters: VillaFilters = {}) => {
  const language = pageLanguage();
  return queryOptions({
    queryKey: ['villas', 'list', filters, ...keyOf(language)],
    queryFn: ({ signal, client }) =>
      apiRequest<Villa[]>('/villas', { query: { ...filters, ...language }, signal, client }),
    ...FRESHNESS.standard,
  });
};

/** The home page's query: featured villas only (the list page's 'featured' filter shares it). */
export const featuredVillasQuery = () => villasQuery({ featured: true });

/**
 * The footer's villas, which the server fetches with every page (footer-villas.ts): only their
 * addresses and labels are kept, so they add a few bytes to each page's data, not whole villas.
 */
export const footerVillasQuery = () =>
  queryOptions({
    queryKey: FOOTER_VILLAS_KEY,
    queryFn: async ({ signal, client }) =>
      (await apiRequest<Villa[]>('/villas', { signal, client })).map(footerVilla),
    ...FRESHNESS.standard,
  });

export const villaSearchQuery = (q: string, filters: VillaFilters = {}) => {
  const language = pageLanguage();
  return queryOptions({
    queryKey: ['villas', 'search', q, filters, ...keyOf(language)],
    queryFn: ({ signal, client }) =>
      apiRequest<Paged<Villa>>('/villas/search', {
        query: { q, ...filters, ...language },
        signal,
        client,
      }),
    ...FRESHNESS.search,
  });
};

/** A route parameter is a slug or a 24-hex id (spec §5); the API takes either. */
export const villaQuery = (slugOrId: string) => {
  const language = pageLanguage();
  return queryOptions({
    queryKey: ['villas', 'detail', slugOrId, ...keyOf(language)],
    queryFn: ({ signal, client }) =>
      apiRequest<Villa>(`/villas/${encodeURIComponent(slugOrId)}`, {
        ...(language.lang ? { query: language } : {}),
        signal,
        client,
      }),
    ...FRESHNESS.standard,
  });
};

export const availabilityQuery = (villaId: string) =>
  queryOptions({
    queryKey: ['villas', 'availability', villaId],
    queryFn: ({ signal, client }) =>
      apiRequest<Availability>(`/villas/${villaId}/availability`, { signal, client }),
    ...FRESHNESS.standard,
  });

export const checkAvailabilityQuery = (villaId: string, checkIn: string, checkOut: string) =>
  queryOptions({
    queryKey: ['villas', 'check-availability', villaId, checkIn, checkOut],
    queryFn: ({ signal, client }) =>
      apiRequest<CheckAvailability>(`/villas/${villaId}/check-availability`, {
        query: { checkIn, checkOut },
        signal,
        client,
      }),
    ...FRESHNESS.standard,
  });
