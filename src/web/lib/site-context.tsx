import { createContext, useContext } from 'react';

export interface Site {
  /** The site's public origin (`PUBLIC_URL` on the server), e.g. https://villas.example. */
  publicUrl: string;
}

const SiteContext = createContext<Site>({ publicUrl: '' });

export const SiteProvider = SiteContext.Provider;

export const useSite = (): Site => useContext(SiteContext);

/**
 * The absolute address of a site path, for canonical links, sharing previews and JSON-LD; the path
 * itself where no public address is known (component tests).
 */
export const absoluteUrl = (publicUrl: string, path: string): string =>
  publicUrl ? new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).href : path;
