import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOOTER_VILLAS_KEY } from '#web/lib/footer-villas.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render.tsx';
import { SiteFooter } from './site-footer.tsx';

const villaLinks = () =>
  within(screen.getByRole('heading', { name: 'Our Villas' }).parentElement as HTMLElement)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe("the footer's villas", () => {
  it('lists the villas of the page’s data, at their addresses, and no other', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(FOOTER_VILLAS_KEY, [
      { slug: 'villa-river-mist', label: 'Villa River Mist - Weligama' },
      { slug: 'villa-lagoon', label: 'Villa Lagoon - Koggala' },
    ]);
    renderWithProviders(<SiteFooter />, { queryClient });
    // A renamed villa at its new address, a new one, and the unpublished one nowhere.
    expect(villaLinks()).toEqual([
      ['Villa River Mist - Weligama', '/villa/villa-river-mist'],
      ['Villa Lagoon - Koggala', '/villa/villa-lagoon'],
    ]);
  });

  it('shows the heading without links when the page came without them', () => {
    renderWithProviders(<SiteFooter />);
    expect(villaLinks()).toEqual([]);
  });
});
