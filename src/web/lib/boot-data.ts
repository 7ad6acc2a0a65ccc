import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { BOOT_DATA_ELEMENT_ID } from './boot-data-element.ts';
import { scriptJson } from './script-json.ts';
import { baseLocale, type Locale } from '../i18n/messages.ts';

/**
 * What the server hands the browser beside the rendered page: the data the page was rendered with
 * (so the browser does not fetch it again) and the site's public address. It travels as JSON in
 * `<script type="application/json" id="boot-data">`, which the browser never runs.
 */
export interface BootData {
  queries: DehydratedState;
  /** The site's public origin (`PUBLIC_URL`), for canonical and sharing addresses. */
  publicUrl: string;
  /** The languages offered (`SITE_LANGUAGES`), for the language links and hreflang. */
  languages: Locale[];
  /**
   * The document's stylesheets, so the browser hydrates the same head, and the app's modules for
   * this page, which src/web/boot.ts fetches side by side once the page is on the screen.
   */
  assets: { styles: string[]; modules: string[] };
}

export { BOOT_DATA_ELEMENT_ID };

interface SentError {
  apiError: { status: number; message: string };
}

/** The JSON of the boot data, safe inside a <script> element. */
export function serializeBootData(data: BootData): string {
  const queries = data.queries.queries.map((query) => {
    const { error } = query.state;
    if (!(error instanceof ApiError)) return query;
    const sent: SentError = { apiError: { status: error.status, message: error.message } };
    return { ...query, state: { ...query.state, error: sent } };
  });
  return scriptJson({ ...data, queries: { ...data.queries, queries } });
}

const isSentError = (value: unknown): value is SentError =>
  typeof value === 'object' && value !== null && 'apiError' in value;

/** Reads what serializeBootData wrote; a page without it (a test page) starts empty. */
export function parseBootData(json: string | null | undefined): BootData {
  const data = json ? (JSON.parse(json) as BootData) : undefined;
  if (!data) {
    return {
      queries: { queries: [], mutations: [] },
      publicUrl: window.location.origin,
      languages: [baseLocale],
      assets: { styles: [], modules: [] },
    };
  }
  // The answers are as fresh as the page that carries them: a rendered page stays cached only
  // until the next write (decision 008), so one rendered an hour ago still holds today's data.
  // Dated by this browser's clock (a phone's clock need not agree with the server's), they are
  // not fetched again the moment the app starts.
  const receivedAt = Date.now();
  for (const query of data.queries.queries) {
    if (query.state.dataUpdatedAt > 0) query.state.dataUpdatedAt = receivedAt;
    const { error } = query.state as { error: unknown };
    if (isSentError(error)) {
      (query.state as { error: unknown }).error = new ApiError(
        error.apiError.status,
        error.apiError.message,
      );
    }
  }
  return data;
}

/** The boot data the server sent, and its JSON as sent (null on a page without it). */
export function readBootData(): { data: BootData; json: string | null } {
  const json = document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent ?? null;
  return { data: parseBootData(json), json };
}
