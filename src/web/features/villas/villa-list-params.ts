import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '#web/app/navigation.tsx';
import { MIN_SEARCH_LENGTH } from '#domain/villa-search.ts';
import { villaSearchQuery, villasQuery, type VillaFilters } from '#web/lib/villas-api.ts';
import { m } from '#web/i18n/messages.ts';

/**
 * The list filter (spec §2): featured is the flag, beachfront and luxury are tags (DESIGN.md 4).
 * Each label is its message, asked for as the filter renders (the page's language).
 */
export const VILLA_FILTERS = [
  { value: 'all', label: m.villas_filter_all, filters: {} },
  { value: 'featured', label: m.villas_featured, filters: { featured: true } },
  { value: 'beachfront', label: m.villas_filter_beachfront, filters: { tag: 'beachfront' } },
  { value: 'luxury', label: m.villas_filter_luxury, filters: { tag: 'luxury' } },
] as const satisfies readonly { value: string; label: () => string; filters: VillaFilters }[];

export type VillaFilter = (typeof VILLA_FILTERS)[number]['value'];

/** Typing settles for this long before the list searches, so each key press is not a request. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Typing or choosing a filter rewrites the URL in place: no history entry, no jump to the top. */
const KEEP_PLACE = { replace: true } as const;

const filterOf = (value: string | null): (typeof VILLA_FILTERS)[number] =>
  VILLA_FILTERS.find((f) => f.value === value) ?? VILLA_FILTERS[0];

/** Search runs only for text longer than 2 characters; shorter text shows the full list (spec §5). */
export const isSearchText = (text: string) => text.trim().length >= MIN_SEARCH_LENGTH;

/** The API filters of a list filter value. */
export const filtersOf = (filter: VillaFilter): VillaFilters => ({ ...filterOf(filter).filters });

/** The list's query for a query string: the search when there is one, else the filtered list. */
export function villaListQuery(search: URLSearchParams) {
  const text = (search.get('q') ?? '').trim();
  const filters = { ...filterOf(search.get('filter')).filters };
  return isSearchText(text) ? villaSearchQuery(text, filters) : villasQuery(filters);
}

/** The query string as the list reads it: ?q= as typed, ?filter= a known one but 'all'. */
export function villaListSearch(search: URLSearchParams): URLSearchParams {
  const read = new URLSearchParams();
  const text = search.get('q');
  if (text) read.set('q', text);
  const filter = filterOf(search.get('filter')).value;
  if (filter !== 'all') read.set('filter', filter);
  return read;
}

/**
 * Search text and filter live in the query string (?q=&filter=), so a shared link opens the same
 * list. The box updates at once; the URL (and so the query) follows after the typing settles.
 */
export function useVillaListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlText = searchParams.get('q') ?? '';
  const urlFilter = filterOf(searchParams.get('filter')).value;

  const [text, setText] = useState(urlText);
  // The URL can change under us (the header's Villas link, back and forward): the box follows it,
  // unless the change is the one our own debounce just wrote.
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  const written = useRef(urlText);
  if (urlText !== seenUrlText) {
    setSeenUrlText(urlText);
    if (urlText !== written.current) setText(urlText);
  }

  // The filter shows the choice at once: the router applies URL changes as a transition, and a
  // radio that waited for it would spring back for a moment.
  const [filter, setFilterState] = useState<VillaFilter>(urlFilter);
  const [seenUrlFilter, setSeenUrlFilter] = useState(urlFilter);
  if (urlFilter !== seenUrlFilter) {
    setSeenUrlFilter(urlFilter);
    setFilterState(urlFilter);
  }

  useEffect(() => {
    if (text === urlText) return;
    const timer = setTimeout(() => {
      written.current = text;
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        if (text) next.set('q', text);
        else next.delete('q');
        return next;
      }, KEEP_PLACE);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, urlText, setSearchParams]);

  const setFilter = (value: VillaFilter) => {
    setFilterState(value);
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (value === 'all') next.delete('filter');
      else next.set('filter', value);
      return next;
    }, KEEP_PLACE);
  };

  const clearAll = () => {
    written.current = '';
    setText('');
    setFilterState('all');
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.delete('q');
      next.delete('filter');
      return next;
    }, KEEP_PLACE);
  };

  return {
    /** What the box shows, updated on every key press. */
    text,
    setText,
    /** The settled search text the list is queried with. */
    searchText: urlText.trim(),
    filter,
    setFilter,
    clearAll,
  };
}
