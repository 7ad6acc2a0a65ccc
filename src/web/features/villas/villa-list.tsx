import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search, SearchX } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { IMAGE_SIZES } from '#web/lib/responsive-images.ts';
import { villaSearchQuery, villasQuery } from '#web/lib/villas-api.ts';
import { VillaCard } from '#web/components/villa-card.tsx';
import { m } from '#web/i18n/messages.ts';
import {
  filtersOf,
  isSearchText,
  useVillaListParams,
  VILLA_FILTERS,
  type VillaFilter,
} from './villa-list-params.ts';

/** The alert of spec §8: the sentence, then the error's message in parentheses when there is one. */
export const loadFailureText = (message: string | undefined) =>
  `${m.villas_load_failed()}${message ? ` (${message})` : ''}`;

/** The no-results sentence of spec §2. */
export function noResultsText(searchText: string, filterActive: boolean): string {
  const base = searchText ? m.villas_no_match_search({ text: searchText }) : m.villas_no_match();
  return filterActive ? `${base} ${m.villas_adjust_filters()}` : base;
}

/** Search box, filter and the grid of villas (spec §2, Villa list). */
export function VillaList() {
  const { text, setText, searchText, filter, setFilter, clearAll } = useVillaListParams();
  const searching = isSearchText(searchText);
  const filters = filtersOf(filter);

  // Two queries, one enabled: the list and the search answer in different shapes.
  const list = useQuery({
    ...villasQuery(filters),
    enabled: !searching,
    placeholderData: keepPreviousData,
  });
  const search = useQuery({
    ...villaSearchQuery(searchText, filters),
    enabled: searching,
    placeholderData: keepPreviousData,
    select: (page) => page.content,
  });
  const active = searching ? search : list;
  const villas = active.data;
  const busyText = searching ? m.villas_searching() : m.villas_loading();

  let body;
  if (villas === undefined && active.isError) {
    body = (
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-2xl border border-danger/30 bg-white p-6 text-center text-danger"
      >
        <p>{loadFailureText(active.error.message)}</p>
        <Button variant="outline" className="mt-4" onClick={() => void active.refetch()}>
          {m.villas_try_again()}
        </Button>
      </div>
    );
  } else if (villas === undefined) {
    body = <p className="py-16 text-center text-lg text-ink-soft">{busyText}</p>;
  } else if (villas.length === 0) {
    body = (
      <div className="mx-auto mt-10 max-w-xl rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-sand-200">
        <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-gold-500" />
        <h2 className="mt-4 text-3xl">{m.villas_none_title()}</h2>
        <p className="mt-3 text-ink-soft">
          {noResultsText(searching ? searchText : '', filter !== 'all')}
        </p>
        <Button className="mt-7" onClick={clearAll}>
          {m.villas_clear_filters()}
        </Button>
      </div>
    );
  } else {
    // 1, 2 or 3 columns as the width allows (spec §2), but a third only when there are villas to
    // fill it: two villas share a wide row rather than leave a third of it empty.
    const threeColumns = villas.length >= 3;
    body = (
      <ul
        aria-busy={active.isPlaceholderData}
        className={`grid gap-8 md:grid-cols-2 ${threeColumns ? 'xl:grid-cols-3' : ''} ${
          active.isPlaceholderData ? 'opacity-60 transition-opacity' : ''
        }`}
      >
        {villas.map((villa, index) => (
          <li key={villa.id}>
            {/* The first card's photo is the page's largest picture, at the fold of a phone (the
                top of the first row on a wider screen); the rest wait until the page is laid out,
                so the page's text and stylesheet have a phone's connection to themselves until
                the first paint. */}
            <VillaCard
              villa={villa}
              largest={index === 0}
              imageSizes={threeColumns ? IMAGE_SIZES.villaCard : IMAGE_SIZES.featuredVillaCard}
            />
          </li>
        ))}
      </ul>
    );
  }

  // Announced, and shown above the grid: the count, or that a new search is under way.
  let status = '';
  if (villas !== undefined) {
    status =
      active.isPlaceholderData && active.isFetching
        ? busyText
        : m.villas_count({ count: villas.length });
  }

  return (
    <div>
      <SearchAndFilter text={text} onText={setText} filter={filter} onFilter={setFilter} />
      {/* With no villas the empty state speaks for itself; the count is then only announced. */}
      <p
        role="status"
        className={
          villas?.length === 0 ? 'sr-only' : 'mt-8 mb-5 min-h-5 text-sm tracking-wide text-ink-soft'
        }
      >
        {status}
      </p>
      {body}
    </div>
  );
}

function SearchAndFilter({
  text,
  onText,
  filter,
  onFilter,
}: {
  text: string;
  onText: (text: string) => void;
  filter: VillaFilter;
  onFilter: (filter: VillaFilter) => void;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const adopted = useRef(false);
  // The box and the radios are the page's own (decision 019). As the app starts it adopts what the
  // guest typed or chose before; after that they follow the URL (the header's Villas link, back
  // and forward) as the list does.
  useEffect(() => {
    const fields = form.current?.elements;
    const box = fields?.namedItem('q');
    const choice = fields?.namedItem('filter');
    if (!(box instanceof HTMLInputElement) || !(choice instanceof RadioNodeList)) return;
    if (!adopted.current) {
      adopted.current = true;
      if (box.value !== text) onText(box.value);
      const chosen = VILLA_FILTERS.find((option) => option.value === choice.value);
      if (chosen && chosen.value !== filter) onFilter(chosen.value);
      return;
    }
    if (box.value !== text) box.value = text;
    if (choice.value !== filter) choice.value = filter;
  }, [text, filter, onText, onFilter]);
  return (
    <form
      ref={form}
      method="get"
      action={paths.villas}
      // With the app the list follows the box as the guest types; without it, Enter searches.
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-6 rounded-3xl bg-white p-5 ring-1 ring-sand-200 sm:p-6 lg:flex-row lg:items-end lg:justify-between"
    >
      <div className="w-full lg:max-w-md" role="search">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium text-ink">
          {m.villas_search_label()}
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-ink-soft"
          />
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={text}
            onChange={(e) => onText(e.target.value)}
            placeholder={m.villas_search_placeholder()}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            className="w-full rounded-full border border-sand-300 bg-sand-50 py-3 pr-4 pl-12 text-base text-ink placeholder:text-ink-soft/70 focus-visible:border-teal-700"
          />
        </div>
      </div>
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-ink">{m.villas_show()}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {VILLA_FILTERS.map((option) => (
            <label key={option.value} className="relative cursor-pointer">
              <input
                type="radio"
                name="filter"
                value={option.value}
                defaultChecked={filter === option.value}
                onChange={() => onFilter(option.value)}
                className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <span className="block rounded-full border border-sand-300 px-4 py-2.5 text-center text-sm font-medium text-ink transition-colors peer-checked:border-teal-800 peer-checked:bg-teal-800 peer-checked:text-sand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-500 peer-hover:border-teal-700">
                {option.label()}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
