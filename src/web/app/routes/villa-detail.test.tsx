import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCents } from '#domain/money.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import {
  VillaDetailPage,
  villaDescription,
} from '#web/features/villa-detail/villa-detail-page.tsx';
import { inLocale } from '#web/test/locale.ts';
import { villaPageParts as parts } from './villa-detail.tsx';
import {
  reviewFixture,
  testimonialFixture,
  villaFixture,
} from '#web/features/villa-detail/villa-fixture.ts';

// Other teams' parts of the page are tested beside their own code; here they only need to appear.
vi.mock('#web/features/bookings/booking-panel.tsx', () => ({
  BookingPanel: ({ villa }: { villa: Villa }) => <p>Booking panel for {villa.name}</p>,
}));
vi.mock('#web/features/reviews/review-form.tsx', () => ({
  ReviewForm: ({ villaId }: { villaId: string }) => <p>Review form for {villaId}</p>,
}));
vi.mock('#web/components/map/leaflet-map.tsx', () => ({
  LeafletMap: ({ title }: { title: string }) => (
    <div role="region" aria-label={`Map showing ${title}`} />
  ),
}));

const paged = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 10,
});

const originalTitle = document.title;
beforeEach(() => {
  document.title = 'Luxury Private Villas in Sri Lanka';
});
afterEach(() => {
  document.title = originalTitle;
});

describe('VillaDetailPage states (spec §2)', () => {
  it("says 'Loading villa details...' while the villa loads", () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderWithProviders(<VillaDetailPage parts={parts} slugOrId="villa-river-breeze" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading villa details...');
  });

  it("shows 'Failed to load villa details.' with 'Back to Villas' and 'Try Again', which reloads", async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        '/api/villas/': () =>
          new Response(JSON.stringify({ message: 'Database unavailable' }), { status: 503 }),
      }),
    );
    const reload = vi.fn();
    renderWithProviders(
      <VillaDetailPage parts={parts} slugOrId="villa-river-breeze" reload={reload} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load villa details.');
    expect(within(alert).getByRole('link', { name: 'Back to Villas' })).toHaveAttribute(
      'href',
      '/villas',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows 'Villa Not Found' when the API answers 404", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(stubFetch({}));
    renderWithProviders(<VillaDetailPage parts={parts} slugOrId="no-such-villa" />);
    expect(await screen.findByRole('heading', { name: 'Villa Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The villa you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Villas' })).toHaveAttribute('href', '/villas');
    expect(document.title).toMatch(/^Villa Not Found \| /);
  });
});

describe('VillaDetailPage content (spec §2)', () => {
  const show = (villa = villaFixture()) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/villas/${villa.slug}`]: villa,
        '/api/testimonials': paged([testimonialFixture(1)]),
        [`/api/reviews/villa/${villa.id}`]: paged([reviewFixture(villa.id)]),
      }),
    );
    return renderWithProviders(<VillaDetailPage parts={parts} slugOrId={villa.slug} />);
  };

  it('shows the villa, its sections, the booking panel, its reviews, and the review form when asked', async () => {
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Villa River Breeze' }),
    ).toBeVisible();
    expect(document.title).toBe('Villa River Breeze | Serendib Shores Villas');
    expect(screen.getByRole('link', { name: 'Back to villas' })).toHaveAttribute('href', '/villas');
    expect(screen.getByText('Riverside luxury in Weligama')).toBeInTheDocument();
    // The rating leads to the reviews, by a plain in-page link (it works without the app).
    const rating = screen.getByRole('link', { name: /^4\.9 ?out of 5, ?\(38 reviews\)$/ });
    expect(rating).toHaveAttribute('href', '#guest-reviews');
    expect(screen.getByText('Featured')).toBeInTheDocument();

    for (const [term, value] of [
      ['Guests', '8'],
      ['Bedrooms', '4'],
      ['Bathrooms', '3'],
      ['Villa Size', '420 m²'],
    ]) {
      expect(screen.getByText(term as string).nextElementSibling).toHaveTextContent(
        value as string,
      );
    }
    for (const name of [
      'About This Villa',
      'Villa Highlights',
      'Amenities & Services',
      'Location & Local Area',
      'Guest Testimonials',
      'House Rules & Policies',
    ]) {
      // The sections are a deferred part: their code arrives after the page's.
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('Four airy suites open onto a teak deck.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Included in your stay' })).toBeInTheDocument();
    expect(screen.getByText('Something special')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Available on request' })).toBeInTheDocument();
    expect(screen.getByText('$95 per way')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nearby experiences' })).toBeInTheDocument();
    expect(screen.getByText('Mirissa beach')).toBeInTheDocument();
    expect(screen.getByText('Beach')).toBeInTheDocument();
    expect(screen.getByText('Check-in from 2:00 PM')).toBeInTheDocument();
    expect(await screen.findByText('Guest 1')).toBeInTheDocument();

    const directions = screen.getByRole('link', { name: /Directions/ });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=5.9668,80.4398',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
    expect(
      await screen.findByRole('region', { name: 'Map showing Villa River Breeze' }),
    ).toBeInTheDocument();

    const book = document.getElementById('book');
    expect(book).toHaveTextContent('Booking panel for Villa River Breeze');
    // The reviews and the review form load near the screen: at once here, without
    // IntersectionObserver.
    const reviews = document.getElementById('guest-reviews');
    if (!reviews) throw new Error('nothing for the rating link to lead to');
    expect(
      await within(reviews).findByRole('heading', { level: 2, name: 'Guest Reviews' }),
    ).toBeInTheDocument();
    expect(await within(reviews).findByText('Kind words about the river.')).toBeInTheDocument();
    // The review form comes when the guest asks for it (decision 117).
    const write = within(reviews).getByRole('region', { name: 'Review your stay' });
    expect(within(write).queryByText(/^Review form for/)).not.toBeInTheDocument();
    await userEvent.setup().click(within(write).getByRole('button', { name: 'Write a review' }));
    expect(
      await within(write).findByText(`Review form for ${villaFixture().id}`),
    ).toBeInTheDocument();
  });

  it('shows 4.8 and 0 reviews for a villa nobody has reviewed yet (spec §2, §9)', async () => {
    show(villaFixture({ rating: null, reviews: 0 }));
    expect(
      await screen.findByRole('link', { name: /^4\.8 ?out of 5, ?\(0 reviews\)$/ }),
    ).toHaveAttribute('href', '#guest-reviews');
  });

  it('makes the cover the eager, high-priority image, and uses the placeholder without photos', async () => {
    const { unmount } = show();
    // Each photo is named by the team's alt text (issue 15 §3).
    const cover = await screen.findByRole('img', { name: 'The pool by the river' });
    expect(cover).toHaveAttribute('src', '/images/villas/villa-river-breeze/pool-river.jpg');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '1067');
    expect(screen.getByRole('img', { name: 'The river from the terrace' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    unmount();

    show(villaFixture({ images: [], photos: [], image: '' }));
    expect(
      await screen.findByRole('img', { name: 'Villa River Breeze, photo 1 of 1' }),
    ).toHaveAttribute('src', '/images/placeholder-villa.jpg');
  });

  it('restores the previous document title when leaving the page', async () => {
    const { unmount } = show();
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Villa River Breeze | Serendib Shores Villas');
    unmount();
    expect(document.title).toBe('Luxury Private Villas in Sri Lanka');
  });
});

describe('VillaDetailPage in other languages (issue 39)', () => {
  const show = (villa = villaFixture()) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/villas/${villa.slug}`]: villa,
        '/api/testimonials': paged([testimonialFixture(1)]),
        [`/api/reviews/villa/${villa.id}`]: paged([reviewFixture(villa.id)]),
      }),
    );
    return renderWithProviders(<VillaDetailPage parts={parts} slugOrId={villa.slug} />);
  };

  it('speaks Russian: the figures, the sections, the rating and the photos, with plurals', async () => {
    inLocale('ru');
    show();
    await screen.findByRole('heading', { level: 1, name: 'Villa River Breeze' });
    expect(screen.getByRole('link', { name: 'Назад к виллам' })).toHaveAttribute('href', '/villas');
    expect(screen.getByRole('link', { name: /^4\.9 ?из 5, ?\(38 отзывов\)$/ })).toBeVisible();
    for (const [term, value] of [
      ['Гости', '8'],
      ['Спальни', '4'],
      ['Ванные комнаты', '3'],
      ['Площадь виллы', '420 m²'],
    ]) {
      expect(screen.getByText(term as string).nextElementSibling).toHaveTextContent(
        value as string,
      );
    }
    for (const name of [
      'О вилле',
      'Удобства и услуги',
      'Впечатления гостей',
      'Правила проживания',
    ]) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Входит в стоимость' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Все фото' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть фото 1 из 3 на весь экран' })).toBeVisible();
    expect(screen.getByText('3 фото')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Маршрут/ })).toHaveAttribute('target', '_blank');
    expect(villaDescription(villaFixture())).toBe(
      `Riverside luxury in Weligama, Weligama, Sri Lanka: 4 спальни, до 8 гостей, от ${formatCents(villaFixture().price)} за ночь. Смотрите свободные даты и отправьте запрос на бронирование.`,
    );
  });

  it('speaks French when the villa is not found', async () => {
    inLocale('fr');
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({ '/api/villas/nowhere': () => new Response('{}', { status: 404 }) }),
    );
    renderWithProviders(<VillaDetailPage parts={parts} slugOrId="nowhere" />);
    expect(await screen.findByRole('heading', { name: 'Villa introuvable' })).toBeInTheDocument();
    expect(screen.getByText('La villa que vous cherchez n’existe pas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les villas' })).toHaveAttribute(
      'href',
      '/villas',
    );
  });
});
