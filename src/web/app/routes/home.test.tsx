import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '#domain/schemas/testimonial.ts';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import { calledUrls, villaFixture } from '#web/test/villa-fixtures.ts';
import { GuestTestimonials } from '#web/features/home/home-highlights.tsx';
import { Component as Home } from './home.tsx';

const testimonials: Testimonial[] = Array.from({ length: 6 }, (_, i) => ({
  id: `t${i}`,
  name: `Guest ${i + 1}`,
  location: 'London, United Kingdom',
  rating: 5,
  comment: 'Waking up to the river was pure magic.',
  villaName: null,
  avatar: null,
  date: '2025-03-14T09:30:00.000Z',
  featured: true,
}));
const page = (content: Testimonial[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 6,
});

const stub = (routes: Record<string, unknown>) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(stubFetch(routes));

describe('home page (spec §2, Home)', () => {
  it('has the hero, the featured villas, the testimonials, the share form and the closing links', async () => {
    stub({ '/api/villas': [villaFixture()], '/api/testimonials': page(testimonials) });
    renderWithProviders(<Home />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Villas' })).toHaveAttribute('href', '/villas');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Book Your Villa' })).toHaveAttribute(
      'href',
      '/villas',
    );
    expect(screen.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
    // The featured villas and testimonials are a deferred part: their code arrives after the page's.
    expect(
      await screen.findByRole('heading', { name: 'Featured Luxury Villas' }),
    ).toBeInTheDocument();
    // The share form is a deferred part too: in the server's HTML, its code loaded near the screen
    // (at once here, without IntersectionObserver). Its first import here can take over a second.
    expect(
      await screen.findByRole('heading', { name: 'Share your experience' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Villa River Breeze' })).toBeInTheDocument();
    expect(await screen.findByText('Guest 6')).toBeInTheDocument();

    const hero = document.querySelector('img[fetchpriority="high"]');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('width');
    expect(hero).toHaveAttribute('height');
  });
});

describe("GuestTestimonials: 'What Our Guests Say' (spec §2)", () => {
  it('asks for 6 featured testimonials and shows a card for each', async () => {
    const fetch = stub({ '/api/testimonials': page(testimonials) });
    renderWithProviders(<GuestTestimonials />);
    expect(screen.getByRole('heading', { name: 'What Our Guests Say' })).toBeInTheDocument();
    expect(await screen.findByText('Guest 1')).toBeInTheDocument();
    expect(screen.getAllByText(/^Guest \d$/)).toHaveLength(6);
    expect(calledUrls(fetch)[0]).toBe('/api/testimonials?featured=true&size=6');
  });

  it('says when the testimonials cannot be loaded', async () => {
    stub({ '/api/testimonials': () => Response.json({ message: 'down' }, { status: 500 }) });
    renderWithProviders(<GuestTestimonials />);
    expect(
      await screen.findByText('Unable to load testimonials at the moment.'),
    ).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    stub({ '/api/testimonials': page([]) });
    renderWithProviders(<GuestTestimonials />);
    expect(await screen.findByText('No testimonials available at the moment.')).toBeInTheDocument();
  });

  it('is left out entirely when its title is off and the list is empty', async () => {
    const fetch = stub({ '/api/testimonials': page([]) });
    const { container } = renderWithProviders(<GuestTestimonials showTitle={false} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByText('No testimonials available at the moment.')).not.toBeInTheDocument();
  });

  it('keeps the cards without the title when there are testimonials', async () => {
    stub({ '/api/testimonials': page(testimonials) });
    renderWithProviders(<GuestTestimonials showTitle={false} />);
    expect(await screen.findByText('Guest 1')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What Our Guests Say' })).not.toBeInTheDocument();
  });
});

describe('the home page in other languages', () => {
  it('speaks Russian: the hero, the highlights, the share form and the closing links', async () => {
    inLocale('ru');
    stub({ '/api/villas': [villaFixture()], '/api/testimonials': page(testimonials) });
    renderWithProviders(<Home />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ваш собственный уголок Индийского океана' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Выбрать виллу' })).toHaveAttribute('href', '/villas');
    expect(screen.getByRole('link', { name: 'Написать нам' })).toHaveAttribute('href', '/contact');
    expect(
      await screen.findByRole('heading', { name: 'Избранные роскошные виллы' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Что говорят наши гости' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Поделитесь впечатлениями' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.querySelector('img[fetchpriority="high"]')).toHaveAttribute(
      'alt',
      'Закат над пляжем перед виллой Ahangama Villa',
    );
  });

  it('speaks German when the testimonials cannot be loaded', async () => {
    inLocale('de');
    stub({ '/api/testimonials': () => Response.json({ message: 'down' }, { status: 500 }) });
    renderWithProviders(<GuestTestimonials />);
    expect(screen.getByRole('heading', { name: 'Was unsere Gäste sagen' })).toBeInTheDocument();
    expect(
      await screen.findByText('Die Erfahrungsberichte können gerade nicht geladen werden.'),
    ).toBeInTheDocument();
  });
});
