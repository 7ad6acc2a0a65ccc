/**
 * The person signed in, as every room of the console sees them: who they are, their role's name,
 * and signing out (better-auth, issue 14).
 */
import { queryOptions } from '@tanstack/react-query';
import type { StaffRole } from '#domain/schemas/staff-account.ts';
import { consoleGet, consolePost } from './console-api.ts';

export interface Me {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** A sign-in asks for a code after the password (decision 042). */
  twoFactorEnabled: boolean;
  /** They may open Reports: the owner, or a manager the owner shares them with (decision 096). */
  reports: boolean;
}

/** Who is signed in; a 401 (nobody) takes the console to its sign-in page (query-client.ts). */
export const meQuery = queryOptions({
  queryKey: ['console', 'me'],
  queryFn: () => consoleGet<Me>('/me'),
});

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  housekeeping: 'Housekeeping',
};

export const signOut = () => consolePost('/auth/sign-out');
