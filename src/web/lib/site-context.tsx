import { createContext, useContext } from 'react';
import { baseLocale, type Locale } from '../i18n/messages.ts';

export interface Site {
  /** The site's public origin (`PUBLIC_URL` on the server), e.g. https://villas.example. */
  publicUrl: string;
  /**
   * The languages the site offers (`SITE_LANGUAGES` on the server), English first: a language is
   * offered once it is complete (issue 39 §1), and only then linked to (switcher, hreflang).
   */
  languages: readonly Locale[];
}

const SiteContext = createContext<Site>({ publicUrl: '', languages: [baseLocale] });

export const SiteProvider = SiteContext.Provider;

export const useSite = (): Site => useContext(SiteContext);

/**
 * The absolute address of a site path, for canonical links, sharing previews and JSON-LD; the path
 * itself where no public address is known (component tests).
 */
export const absoluteUrl = (publicUrl: string, path: string): string =>
  publicUrl ? new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).href : path;
