/**
 * The calls that sign a person in (better-auth, issue 14), check a set-up or invitation link and
 * create the account; who is signed in, and signing out, are the whole console's (lib/me-api.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { consoleGet, consolePost } from '#web/console/lib/console-api.ts';

/**
 * Sets the session cookie; 401 on a wrong e-mail or password, 429 when tried too often. For an
 * account with two-step sign-in, no session yet: `twoFactorRedirect`, and the code comes next.
 */
export const signIn = (credentials: { email: string; password: string }) =>
  consolePost<{ twoFactorRedirect?: boolean } | undefined>('/auth/sign-in/email', credentials);

/** The sign-in's second step: sets the session cookie; 401 on a wrong code, 429 when throttled. */
export const verifyTotp = (body: { code: string }) =>
  consolePost('/auth/two-factor/verify-totp', body);

export const verifyBackupCode = (body: { code: string }) =>
  consolePost('/auth/two-factor/verify-backup-code', body);

/** Whether a set-up link's token is still good: 404 with a message when it is not. */
export const setupLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['console', 'setup', token],
    queryFn: () => consoleGet<{ valid: true }>(`/setup?token=${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
  });

/** The person a set-password link (an invitation, or a reset) is for. */
export interface InviteLink {
  valid: true;
  name: string;
  email: string;
}

/** Whom a set-password link greets: 404 with a message when it was used, ran out or never was. */
export const inviteLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['console', 'invite', token],
    queryFn: () => consoleGet<InviteLink>(`/invite?token=${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
  });

/** Makes the owner's account and signs them in (201). */
export const createOwner = (body: {
  token: string;
  name: string;
  email: string;
  password: string;
}) => consolePost('/setup', body);

/** Makes the invited person's account and signs them in (201). */
export const acceptInvitation = (body: { token: string; name: string; password: string }) =>
  consolePost('/invite', body);
