/**
 * The first half of a page opened from a link in an e-mail (set-up, invitation): with no token it
 * says where the page opens from; with one it asks the server whether the link still works,
 * "Checking your link…" meanwhile, and what went wrong if it does not, before any form is shown
 * (issue 23 §3.5). The page gives its own words and, once the link is good, its form.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messageOf } from '#web/console/lib/console-api.ts';
import { AccountPage } from './account-form.tsx';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useLinkToken } from './use-link-token.ts';

interface CheckedLinkProps<T, Key extends QueryKey> {
  title: string;
  /** The alert when the page was opened without a token. */
  noLink: string;
  /** The server's check of the link. */
  check: (token: string) => UseQueryOptions<T, Error, T, Key>;
  /** What the page shows when the check fails; by default the error's message as an alert. */
  failed?: (error: Error, retry: () => void) => ReactNode;
  /** The page once the link is good, with what the check answered. */
  children: (token: string, link: T) => ReactNode;
}

export function CheckedLink<T, Key extends QueryKey>(props: CheckedLinkProps<T, Key>) {
  const token = useLinkToken();
  if (!token) {
    return (
      <AccountPage title={props.title}>
        <FormAlertRegion message={props.noLink} />
      </AccountPage>
    );
  }
  return <Checked token={token} {...props} />;
}

function Checked<T, Key extends QueryKey>({
  token,
  title,
  check,
  failed = (error) => <FormAlertRegion message={messageOf(error)} />,
  children,
}: CheckedLinkProps<T, Key> & { token: string }) {
  const link = useQuery(check(token));
  if (link.isPending) {
    return (
      <AccountPage title={title}>
        <p role="status">Checking your link…</p>
      </AccountPage>
    );
  }
  if (link.isError) {
    return <AccountPage title={title}>{failed(link.error, () => void link.refetch())}</AccountPage>;
  }
  return children(token, link.data);
}
