import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Paged } from '#domain/schemas/common.ts';
import type { Review } from '#domain/schemas/review.ts';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { REVIEWS_PAGE_SIZE } from './api.ts';
import { GuestReviews } from './guest-reviews.tsx';

const VILLA_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
type Figures = Parameters<typeof GuestReviews>[0]['villa'];
const villa: Figures = { id: VILLA_ID, rating: 4.8, reviews: 14 };

/** Review n of the villa; 1 is the newest, each a day older than the one before. */
const reviewFixture = (n: number): Review => ({
  id: `review-${n}`,
  villaId: VILLA_ID,
  name: `Guest Number${n}`,
  rating: n % 4 === 0 ? 4 : 5,
  comment: `Words of guest ${n}: a lovely stay.`,
  stayedIn: null,
  date: new Date(Date.UTC(2025, 2, 30 - n, 9, 30)).toISOString(),
});
const ALL = Array.from({ length: 14 }, (_, i) => reviewFixture(i + 1));

const pageOf = (reviews: Review[], page: number): Paged<Review> => ({
  content: reviews.slice(page * REVIEWS_PAGE_SIZE, (page + 1) * REVIEWS_PAGE_SIZE),
  totalElements: reviews.length,
  totalPages: Math.ceil(reviews.length / REVIEWS_PAGE_SIZE),
  number: page,
  size: REVIEWS_PAGE_SIZE,
});

const urlOf = (input: unknown) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input as Request).url;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The reviews API of one villa, page by page; `answer` may replace any page's answer. */
function reviewsApi(
  reviews: Review[],
  answer: (page: number) => Response | Promise<Response | undefined> | undefined = () => undefined,
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(urlOf(input), 'http://localhost');
    expect(url.pathname).toBe(`/api/reviews/villa/${VILLA_ID}`);
    const page = Number(url.searchParams.get('page'));
    return (await answer(page)) ?? json(pageOf(reviews, page));
  });
}

const show = (figures = villa) => renderWithProviders(<GuestReviews villa={figures} />);
const shownNames = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('GuestReviews (spec §4: loading, error, empty, populated)', () => {
  it("shows the villa's first reviews, newest first, each with name, date, stars and words", async () => {
    const fetch = reviewsApi(ALL);
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Guest Reviews' })).toBeInTheDocument();
    await screen.findByText('Guest Number1');
    const url = new URL(urlOf(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('page')).toBe('0');
    expect(url.searchParams.get('size')).toBe(String(REVIEWS_PAGE_SIZE));

    expect(shownNames()).toEqual(ALL.slice(0, 4).map((r) => r.name));
    const fourth = screen.getByRole('heading', { name: 'Guest Number4' }).closest('article');
    if (!fourth) throw new Error('no article around the review');
    expect(within(fourth).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(fourth).getByText('Words of guest 4: a lovely stay.')).toBeInTheDocument();
    const date = within(fourth).getByText('March 26, 2025');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', '2025-03-26T09:30:00.000Z');

    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('out of 5, from 14 reviews')).toBeInTheDocument();
    expect(screen.getByText('Showing 4 of 14 reviews')).toBeInTheDocument();
  });

  it("says 'Stayed in <Month YYYY>' and 'Verified stay' on a review sent from its stay's link only", async () => {
    const [first, second] = ALL as [Review, Review];
    reviewsApi([{ ...first, stayedIn: '2027-03-01' }, second]);
    show();

    const [verified, plain] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(verified).toHaveTextContent('Stayed in March 2027 · Verified stay');
    expect(plain).not.toHaveTextContent('Verified stay');
    expect(plain).not.toHaveTextContent('Stayed in');
  });

  it("says 'Loading reviews...' while they load", () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews...');
  });

  it("says 'Unable to load reviews at the moment.' when they fail, and tries again on 'Try Again'", async () => {
    const user = userEvent.setup();
    let fail = true;
    reviewsApi(ALL, () => (fail ? json({ message: 'Down' }, 500) : undefined));
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load reviews at the moment.');
    expect(screen.queryByText('Guest Number1')).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Guest Number1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'No reviews available for this villa yet.' when there are none", async () => {
    reviewsApi([]);
    show({ id: VILLA_ID, rating: null, reviews: 0 });
    expect(await screen.findByText('No reviews available for this villa yet.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("adds the next reviews on 'Show more reviews', focusing the first new one, until all are shown", async () => {
    const user = userEvent.setup();
    reviewsApi(ALL);
    show();
    await screen.findByText('Guest Number1');

    const more = screen.getByRole('button', { name: 'Show more reviews' });
    more.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Guest Number8');
    expect(shownNames()).toEqual(ALL.slice(0, 8).map((r) => r.name));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Guest Number5' }).closest('article'),
    );
    expect(screen.getByText('Showing 8 of 14 reviews')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await screen.findByText('Guest Number12');
    expect(screen.getByText('Showing 12 of 14 reviews')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await screen.findByText('Guest Number14');
    expect(shownNames()).toEqual(ALL.map((r) => r.name));
    expect(screen.getByText('Showing 14 of 14 reviews')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it("says 'Loading more reviews...' while the next page loads, and keeps the ones shown", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const held = new Promise<undefined>((resolve) => {
      release = () => resolve(undefined);
    });
    reviewsApi(ALL, (page) => (page === 1 ? held : undefined));
    show();
    await screen.findByText('Guest Number1');
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    const loading = screen.getByRole('button', { name: 'Loading more reviews...' });
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(shownNames()).toHaveLength(4);
    release();
    await screen.findByText('Guest Number5');
  });

  it('says when the next reviews fail to load, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    reviewsApi(ALL, (page) => (page === 1 && fail ? json({ message: 'Down' }, 503) : undefined));
    show();
    await screen.findByText('Guest Number1');
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load more reviews at the moment.',
    );
    expect(shownNames()).toHaveLength(4);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByText('Guest Number8');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a review once when one approved meanwhile pushes it onto the next page', async () => {
    const user = userEvent.setup();
    const fresh = { ...reviewFixture(0), id: 'review-new', name: 'Newest Guest' };
    let reviews = ALL;
    reviewsApi(ALL, (page) => json(pageOf(reviews, page)));
    show();
    await screen.findByText('Guest Number1');
    reviews = [fresh, ...ALL];
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await screen.findByText('Guest Number7');
    // Page 1 now starts with review 4, shown already: it appears once.
    expect(shownNames()).toEqual(ALL.slice(0, 7).map((r) => r.name));
    expect(screen.getByText('Showing 7 of 15 reviews')).toBeInTheDocument();
  });
});

describe('GuestReviews in other languages', () => {
  it('speaks Russian, with the counts in their plural forms', async () => {
    inLocale('ru');
    const [first, ...rest] = ALL as [Review, ...Review[]];
    reviewsApi([{ ...first, stayedIn: '2027-03-01' }, ...rest]);
    show({ ...villa, reviews: 21 });
    expect(screen.getByRole('heading', { level: 2, name: 'Отзывы гостей' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем отзывы…');
    await screen.findByText('Guest Number1');
    expect(screen.getByText('из 5, по 21 отзыву')).toBeInTheDocument();
    expect(screen.getByText('Показано 4 из 14 отзывов')).toBeInTheDocument();
    expect(screen.getByText('Проживание подтверждено')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Показать ещё отзывы' })).toBeInTheDocument();
  });

  it('speaks German, and says so when a villa has no reviews yet', async () => {
    inLocale('de');
    reviewsApi([]);
    show({ ...villa, rating: null, reviews: 0 });
    expect(
      await screen.findByText('Für diese Villa gibt es noch keine Bewertungen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Gästebewertungen' })).toBeInTheDocument();
  });

  it('speaks French, one review in the singular', async () => {
    inLocale('fr');
    reviewsApi([ALL[0] as Review]);
    show({ ...villa, rating: 5, reviews: 1 });
    await screen.findByText('Guest Number1');
    expect(screen.getByText('sur 5, d’après 1 avis')).toBeInTheDocument();
    expect(screen.getByText('1 avis affiché sur 1')).toBeInTheDocument();
  });
});
