import type { ReactNode } from 'react';
import { BOOT_DATA_ELEMENT_ID } from '../lib/boot-data.ts';
import { getLocale } from '../i18n/messages.ts';

/**
 * The one inline script: it does nothing, but a parser-inserted script waits for the stylesheets
 * above it, so the parser finishes the page only once the stylesheet is in. Chrome's form filling
 * lays the page out when the parser finishes (at DOMContentLoaded) where a page has fields; without
 * this wait that layout came before the stylesheet, a whole page laid out unstyled and then again
 * styled (decision 018). Its hash is in the Content-Security-Policy (src/server/security-headers.ts).
 */
export const STYLESHEET_WAIT_SCRIPT = '/* the parser waits here for the stylesheet */';

export interface DocumentProps {
  /** The page's stylesheets (from the build's manifest). */
  styles: string[];
  /** The boot data's JSON (lib/boot-data.ts), as sent. */
  bootData: string;
  /**
   * The page's own JSON-LD (its server handle's, routes.ts), as sent: the server's render alone
   * writes it, and the browser's leaves it where it is in the head, dropping it when the app
   * leaves the page (decision 128).
   */
  pageJsonLd?: string;
  /**
   * The company's JSON-LD, on every page, as sent: the server's render alone writes it, and the
   * browser's leaves it where it is in the head (it never changes from page to page), so its
   * code stays out of every page's first load (issue 39 §4).
   */
  siteJsonLd?: string;
  children: ReactNode;
}

/** Marks the page's own JSON-LD, which the app removes when it opens another page (decision 128). */
export const PAGE_JSON_LD_ATTRIBUTE = 'data-page-json-ld';

/**
 * The whole HTML document around the app. The server renders it and the browser hydrates it as
 * it is (src/web/main.tsx), so both see one tree: React's generated ids (`useId`, used by fields
 * and dialogs) depend on where a component sits in it. React places each page's title,
 * description, canonical link and sharing tags (components/seo) into the head.
 */
export function Document({ styles, bootData, pageJsonLd, siteJsonLd, children }: DocumentProps) {
  return (
    <html lang={getLocale()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c4a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* The first paint waits for the whole page to be parsed (decision 016): one layout of
            the page instead of a half page first and the whole one again. */}
        <link rel="expect" href="#root" blocking="render" />
        {siteJsonLd !== undefined && (
          <script
            type="application/ld+json"
            // React does not escape a script's text: scriptJson made it safe.
            dangerouslySetInnerHTML={{ __html: siteJsonLd }}
          />
        )}
        {pageJsonLd !== undefined && (
          <script
            type="application/ld+json"
            {...{ [PAGE_JSON_LD_ATTRIBUTE]: '' }}
            // React does not escape a script's text: scriptJson made it safe.
            dangerouslySetInnerHTML={{ __html: pageJsonLd }}
          />
        )}
      </head>
      <body>
        <div id="root">{children}</div>
        <script
          id={BOOT_DATA_ELEMENT_ID}
          type="application/json"
          // React does not escape a script's text: serializeBootData made it safe.
          dangerouslySetInnerHTML={{ __html: bootData }}
        />
        <script dangerouslySetInnerHTML={{ __html: STYLESHEET_WAIT_SCRIPT }} />
      </body>
    </html>
  );
}
