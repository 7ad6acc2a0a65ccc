import { queryOptions } from '@tanstack/react-query';
import { consoleDelete, consoleGet } from '../../lib/console-api.ts';

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
