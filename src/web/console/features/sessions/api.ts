import { queryOptions } from '@tanstack/react-query';
import { consoleDelete, consoleGet, consolePost } from '#web/console/lib/console-api.ts';

/** One device or browser where the person is signed in. */
export interface StaffSession {
  id: string;
  createdAt: string;
  lastSeenAt: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** The session of this very browser. */
  current: boolean;
}

/** Sessions change whenever the person signs in elsewhere: always asked for again on a visit. */
export const sessionsQuery = queryOptions({
  queryKey: ['console', 'sessions'],
  queryFn: () => consoleGet<StaffSession[]>('/sessions'),
  staleTime: 0,
});

export const endSession = (id: string) => consoleDelete(`/sessions/${encodeURIComponent(id)}`);

/**
 * Two-step sign-in (better-auth's two-factor plugin, decision 042). Turning it on asks for the
 * password and answers the secret (as an otpauth:// address for the QR code) and ten backup
 * codes; it is on once a first code from the app is confirmed (400 on a wrong one). Turning it
 * off asks for the password; an owner's stays on (403).
 */
export const startTwoFactor = (body: { password: string }) =>
  consolePost<{ totpURI: string; backupCodes: string[] }>('/auth/two-factor/enable', body);

export const confirmTwoFactor = (body: { code: string }) =>
  consolePost('/auth/two-factor/verify-totp', body);

export const turnOffTwoFactor = (body: { password: string }) =>
  consolePost('/auth/two-factor/disable', body);
