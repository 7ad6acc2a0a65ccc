/**
 * The footer's "Our Villas" (spec §2): the villas the site publishes, in its order, each as the
 * footer names it. They were once two fixed links, which went on naming a villa after the team
 * renamed it and led to a 404 once it was unpublished. The server fetches them with every page
 * (entry-server.tsx, `footerVillasQuery`) and they travel in the page's data, where the footer
 * reads them: this module stays small, for it is in every page's first load.
 */
import type { Villa } from '#domain/schemas/villa.ts';

/** Where the page's data keeps them. */
export const FOOTER_VILLAS_KEY = ['villas', 'footer'] as const;

export interface FooterVilla {
  slug: string;
  label: string;
}

/**
 * "Villa River Breeze - Weligama": the name and the town of its location, unless the name says
 * the town already ("Ahangama Villa").
 */
export function footerVilla({ name, slug, location }: Pick<Villa, 'name' | 'slug' | 'location'>) {
  const town = location.split(',')[0]?.trim() ?? '';
  const named = town === '' || name.toLowerCase().includes(town.toLowerCase());
  return { slug, label: named ? name : `${name} - ${town}` } satisfies FooterVilla;
}
