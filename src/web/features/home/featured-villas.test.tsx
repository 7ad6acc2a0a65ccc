import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import { FeaturedVillas } from './featured-villas.tsx';
import { calledUrls, villaFixture } from '#web/test/villa-fixtures.ts';

const villas = ['One', 'Two', 'Three'].map((name, i) =>
  villaFixture({ id: `${i}`.repeat(24), slug: name.toLowerCase(), name: `Villa ${name}` }),
);

function renderFeatured(answer: unknown) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(stubFetch({ '/api/villas': answer }));
  renderWithProviders(<FeaturedVillas />);
  return fetch;
}

describe('FeaturedVillas (spec §2, Home)', () => {
  it('asks for featured villas and shows at most 2, each with its first 5 included items', async () => {
    const fetch = renderFeatured(villas);
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Villa One' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Villa Two' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Villa Three' })).not.toBeInTheDocument();
    for (const list of screen.getAllByRole('list', { name: 'Included in your stay' })) {
      expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    }
    expect(calledUrls(fetch)[0]).toBe('/api/villas?featured=true');
  });

  it('announces loading while the villas are on their way', async () => {
    renderFeatured(() => new Promise<Response>(() => {}));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading featured villas...');
  });

  it('says when the villas cannot be loaded', async () => {
    renderFeatured(() => Response.json({ message: 'down' }, { status: 500 }));
    expect(
      await screen.findByText('Unable to load featured villas at the moment.'),
    ).toBeInTheDocument();
  });

  it('says when there are no featured villas', async () => {
    renderFeatured([]);
    expect(
      await screen.findByText('No featured villas available at the moment.'),
    ).toBeInTheDocument();
  });
});

describe('FeaturedVillas in other languages', () => {
  it('speaks Russian while loading', async () => {
    inLocale('ru');
    renderFeatured(() => new Promise<Response>(() => {}));
    expect(await screen.findByRole('status')).toHaveTextContent('Загружаем избранные виллы…');
  });

  it('speaks French when there are no featured villas', async () => {
    inLocale('fr');
    renderFeatured([]);
    expect(await screen.findByText('Aucune villa à la une pour le moment.')).toBeInTheDocument();
  });
});
