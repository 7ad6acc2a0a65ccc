/**
 * A list's filters and page live in the address (`/audit?action=booking&page=2`): a filtered view
 * can be bookmarked, shared with a colleague, and comes back with the browser's Back button.
 * The page is counted from 1 in the address, as a person counts; the API counts from 0.
 */
import { useLocation, useSearch } from 'wouter';

export type QueryPatch = Record<string, string | null | undefined>;

export function useUrlQuery() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);

  const hrefWith = (patch: QueryPatch) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    const query = next.toString();
    return query ? `${location}?${query}` : location;
  };

  const text = (key: string) => params.get(key)?.trim() || undefined;
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '', 10) || 1) - 1);

  return {
    params,
    /** The address's value of `key`, or undefined when it is missing or blank. */
    text,
    /** The zero-based page the address names. */
    page,
    hrefWith,
    /** Shows the list with these changes; new filters start again at the first page. */
    apply: (patch: QueryPatch) => navigate(hrefWith({ page: null, ...patch })),
    /** Where the list's zero-based `index` page is. */
    pageHref: (index: number) => hrefWith({ page: index > 0 ? String(index + 1) : null }),
  };
}

/** A query string for the API from the values given, in order, leaving out the empty ones. */
export function apiQuery(values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
