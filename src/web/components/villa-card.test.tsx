import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { HOME_INCLUDED, LIST_INCLUDED, VillaCard } from './villa-card.tsx';
import { villaFixture } from '../test/villa-fixtures.ts';

describe('VillaCard (spec §2, Villa card)', () => {
  it('shows name, location, price per night, guests, beds, baths, rating and reviews', async () => {
    renderWithProviders(<VillaCard villa={villaFixture()} />);
    const heading = await screen.findByRole('heading', { name: 'Villa River Breeze' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/villa/villa-river-breeze');
    expect(screen.getByText('Weligama, Sri Lanka')).toBeInTheDocument();
    expect(screen.getByText('$1,450')).toBeInTheDocument();
    expect(screen.getByText('/ night')).toBeInTheDocument();
    expect(screen.getByText('8 guests')).toBeInTheDocument();
    expect(screen.getByText('4 beds')).toBeInTheDocument();
    expect(screen.getByText('3 baths')).toBeInTheDocument();
    expect(screen.getByText('4.9')).toBeInTheDocument();
    expect(screen.getByText('(38 reviews)')).toBeInTheDocument();
  });

  it('shows a 4.8 rating when the villa has none', async () => {
    renderWithProviders(<VillaCard villa={villaFixture({ rating: null, reviews: 0 })} />);
    expect(await screen.findByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('(0 reviews)')).toBeInTheDocument();
  });

  it("marks a featured villa with 'Featured Villa' and leaves it off the others", async () => {
    const { unmount } = renderWithProviders(<VillaCard villa={villaFixture()} />);
    expect(await screen.findByText('Featured Villa')).toBeInTheDocument();
    unmount();
    renderWithProviders(<VillaCard villa={villaFixture({ featured: false })} />);
    await screen.findByRole('heading', { name: 'Villa River Breeze' });
    expect(screen.queryByText('Featured Villa')).not.toBeInTheDocument();
  });

  it("names the first 3 amenities and counts the rest as '+N more'", async () => {
    renderWithProviders(<VillaCard villa={villaFixture()} />);
    const amenities = await screen.findByRole('list', { name: 'Amenities' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Infinity pool', 'River view', 'Private jetty', '+2 more']);
  });

  it("has no '+N more' when there are 3 amenities or fewer", async () => {
    renderWithProviders(<VillaCard villa={villaFixture({ amenities: ['Pool', 'Garden'] })} />);
    const amenities = await screen.findByRole('list', { name: 'Amenities' });
    expect(within(amenities).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('shows the first 7 included items by default (list page) and 5 when told (home page)', async () => {
    const { unmount } = renderWithProviders(<VillaCard villa={villaFixture()} />);
    let included = await screen.findByRole('list', { name: 'Included in your stay' });
    expect(within(included).getAllByRole('listitem')).toHaveLength(LIST_INCLUDED);
    expect(within(included).getByText('Included 7')).toBeInTheDocument();
    expect(within(included).queryByText('Included 8')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<VillaCard villa={villaFixture()} includedCount={HOME_INCLUDED} />);
    included = await screen.findByRole('list', { name: 'Included in your stay' });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Included 1', 'Included 2', 'Included 3', 'Included 4', 'Included 5']);
  });

  it('reads included entries given as plain strings', async () => {
    renderWithProviders(
      <VillaCard villa={{ ...villaFixture(), included: ['Breakfast', { label: 'Wi-Fi' }] }} />,
    );
    const included = await screen.findByRole('list', { name: 'Included in your stay' });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Breakfast', 'Wi-Fi']);
  });

  it("links 'Book Now' to the detail page's booking panel, outside the heading link", async () => {
    renderWithProviders(<VillaCard villa={villaFixture()} />);
    const book = await screen.findByRole('link', { name: 'Book Now: Villa River Breeze' });
    expect(book).toHaveAttribute('href', '/villa/villa-river-breeze#book');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    for (const link of screen.getAllByRole('link')) {
      expect(link.querySelector('a')).toBeNull();
    }
  });

  it('sizes the picture and loads it lazily unless told to load it at once', async () => {
    const { container, unmount } = renderWithProviders(<VillaCard villa={villaFixture()} />);
    await screen.findByRole('heading', { name: 'Villa River Breeze' });
    let img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/images/villas/villa-river-breeze/pool-river.jpg');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority', 'high');
    unmount();

    const largest = renderWithProviders(<VillaCard villa={villaFixture()} largest />);
    await screen.findByRole('heading', { name: 'Villa River Breeze' });
    img = largest.container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
