import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useSearch } from '#web/app/navigation.tsx';
import { describe, expect, it, vi } from 'vitest';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import { calledUrls, villaFixture } from '#web/test/villa-fixtures.ts';
import { loadFailureText, noResultsText, VillaList } from './villa-list.tsx';

const riverBreeze = villaFixture();
const ahangama = villaFixture({
  id: 'b1b2c3d4e5f6a7b8c9d0e1f2',
  slug: 'villa-ahangama',
  name: 'Ahangama Villa',
  location: 'Ahangama, Sri Lanka',
  tags: ['beachfront', 'luxury'],
});
const page = (content: unknown[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
});

/** Shows the current query string, so a test can see what the list wrote to the URL. */
function UrlProbe() {
  const search = useSearch();
  return <div data-testid="url">{search && `?${search}`}</div>;
}

function renderList(route = '/villas', routes: Record<string, unknown> = {}) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
    stubFetch({
      '/api/villas/search': page([ahangama]),
      '/api/villas': [ahangama, riverBreeze],
      ...routes,
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <VillaList />
      <UrlProbe />
    </>,
    { route },
  );
  const urls = () => calledUrls(fetch);
  return { fetch, user, urls };
}

const never = () => new Promise<Response>(() => {});
const url = () => screen.getByTestId('url').textContent;
const villaNames = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('VillaList (spec §2, Villa list; §5 search rule)', () => {
  it("says 'Loading villas...' until the list arrives, then shows a card per villa", async () => {
    let release: (response: Response) => void = () => {};
    renderList('/villas', {
      '/api/villas': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    expect(await screen.findByText('Loading villas...')).toBeInTheDocument();
    release(Response.json([ahangama, riverBreeze]));
    await waitFor(() => expect(villaNames()).toEqual(['Ahangama Villa', 'Villa River Breeze']));
    expect(screen.queryByText('Loading villas...')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 villas');
  });

  it("fetches the first card's photo at once and lets the others wait until they near the screen", async () => {
    renderList();
    await waitFor(() => expect(villaNames()).toHaveLength(2));
    const loading = [...document.querySelectorAll('article img')].map((img) =>
      img.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'lazy']);
  });

  it('searches only once the text is longer than 2 characters, after the typing settles', async () => {
    const { user, urls } = renderList();
    await screen.findByRole('heading', { name: 'Villa River Breeze' });
    const box = screen.getByRole('searchbox', { name: 'Search villas' });

    await user.type(box, 'ah');
    await waitFor(() => expect(url()).toBe('?q=ah'));
    expect(urls().some((u) => u.startsWith('/api/villas/search'))).toBe(false);
    expect(villaNames()).toEqual(['Ahangama Villa', 'Villa River Breeze']);

    await user.type(box, 'a');
    await waitFor(() => expect(villaNames()).toEqual(['Ahangama Villa']));
    expect(url()).toBe('?q=aha');
    const searches = urls().filter((u) => u.startsWith('/api/villas/search'));
    expect(searches).toEqual(['/api/villas/search?q=aha']);
  });

  it("says 'Searching villas...' while a search is under way", async () => {
    const { user } = renderList('/villas', { '/api/villas/search': never });
    await screen.findByRole('heading', { name: 'Villa River Breeze' });
    await user.type(screen.getByRole('searchbox', { name: 'Search villas' }), 'river');
    expect(await screen.findByText('Searching villas...')).toBeInTheDocument();
  });

  it('opens with the search and filter of a shared link', async () => {
    const { urls } = renderList('/villas?q=ahangama&filter=beachfront');
    await screen.findByRole('heading', { name: 'Ahangama Villa' });
    expect(screen.getByRole('searchbox', { name: 'Search villas' })).toHaveValue('ahangama');
    expect(screen.getByRole('radio', { name: 'Beachfront' })).toBeChecked();
    expect(urls()).toEqual(['/api/villas/search?q=ahangama&tag=beachfront']);
  });

  it('filters featured by the flag and beachfront or luxury by the tag, kept in the URL', async () => {
    const { user, urls } = renderList();
    await screen.findByRole('heading', { name: 'Villa River Breeze' });
    const group = screen.getByRole('group', { name: 'Show' });
    expect(within(group).getByRole('radio', { name: 'All villas' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'Featured' }));
    await waitFor(() => expect(urls()).toContain('/api/villas?featured=true'));
    expect(url()).toBe('?filter=featured');

    await user.click(within(group).getByRole('radio', { name: 'Luxury' }));
    await waitFor(() => expect(urls()).toContain('/api/villas?tag=luxury'));
    expect(url()).toBe('?filter=luxury');

    await user.click(within(group).getByRole('radio', { name: 'All villas' }));
    await waitFor(() => expect(url()).toBe(''));
  });

  it("shows 'No villas found' for a search without results, and 'Clear All Filters' resets both", async () => {
    const { user } = renderList('/villas?q=zzzz&filter=luxury', {
      '/api/villas/search': page([]),
    });
    expect(await screen.findByRole('heading', { name: 'No villas found' })).toBeInTheDocument();
    expect(
      screen.getByText('No villas match your search for "zzzz" Try adjusting your filters.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(villaNames()).toEqual(['Ahangama Villa', 'Villa River Breeze']));
    expect(screen.getByRole('searchbox', { name: 'Search villas' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'All villas' })).toBeChecked();
    expect(url()).toBe('');
  });

  it('explains an empty list without a search, adding the filter hint only when one is active', async () => {
    const { user } = renderList('/villas', { '/api/villas': [] });
    const empty = "We couldn't find any villas matching your criteria.";
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No villas found' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Beachfront' }));
    expect(await screen.findByText(`${empty} Try adjusting your filters.`)).toBeInTheDocument();
  });

  it('alerts when the list cannot load, with the error message in parentheses', async () => {
    renderList('/villas', {
      '/api/villas': () =>
        Response.json({ message: 'The database is resting', statusCode: 503 }, { status: 503 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load villas. Please try again later. (The database is resting)',
    );
  });
});

describe('list texts (spec §2, §8)', () => {
  it('builds the no-results sentence from the search and the filter', () => {
    expect(noResultsText('zzzz', false)).toBe('No villas match your search for "zzzz"');
    expect(noResultsText('zzzz', true)).toBe(
      'No villas match your search for "zzzz" Try adjusting your filters.',
    );
    expect(noResultsText('', false)).toBe("We couldn't find any villas matching your criteria.");
    expect(noResultsText('', true)).toBe(
      "We couldn't find any villas matching your criteria. Try adjusting your filters.",
    );
  });

  it('adds the error message in parentheses only when there is one', () => {
    expect(loadFailureText('HTTP 502: Bad Gateway')).toBe(
      'Failed to load villas. Please try again later. (HTTP 502: Bad Gateway)',
    );
    expect(loadFailureText('')).toBe('Failed to load villas. Please try again later.');
    expect(loadFailureText(undefined)).toBe('Failed to load villas. Please try again later.');
  });
});

describe('the list in other languages (issue 39)', () => {
  it('speaks Russian: the search, the filter, the count and the cards, with their plurals', async () => {
    inLocale('ru');
    renderList();
    expect(await screen.findByText('2 виллы')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('searchbox', { name: 'Поиск вилл' })).toHaveAttribute(
      'placeholder',
      'Название, место или удобство',
    );
    const filter = screen.getByRole('group', { name: 'Показать' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Все виллы', 'Наш выбор', 'У самого пляжа', 'Люкс']);
    const card = screen.getAllByRole('article')[1];
    if (!card) throw new Error('No second card');
    for (const text of ['(38 отзывов)', '8 гостей', '4 спальни', '3 ванные', 'ещё 2']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByText('Рекомендуемая вилла')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Входит в стоимость' })).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Забронировать: Villa River Breeze' }),
    ).toHaveTextContent('Забронировать');
  });

  it('speaks German and French in its sentences', () => {
    inLocale('de');
    expect(noResultsText('zzzz', true)).toBe(
      'Keine Villa passt zu Ihrer Suche nach „zzzz“. Versuchen Sie, Ihre Filter anzupassen.',
    );
    expect(loadFailureText('HTTP 502')).toBe(
      'Die Villen konnten nicht geladen werden. Bitte versuchen Sie es später erneut. (HTTP 502)',
    );
    inLocale('fr');
    expect(noResultsText('', false)).toBe(
      'Nous n’avons trouvé aucune villa correspondant à vos critères.',
    );
  });
});
