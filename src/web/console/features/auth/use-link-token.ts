import { useEffect, useState } from 'react';

/**
 * The `?token=` of a link from an e-mail (set-up, invitation), read once and then taken out of
 * the address bar, so it stays out of the history, bookmarks and screenshots. It is kept in memory
 * only: a reload asks for the link again.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') || null);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }, []);
  return token;
}
