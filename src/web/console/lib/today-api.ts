import { queryOptions } from '@tanstack/react-query';
import type { Today } from '#domain/schemas/console.ts';
import { consoleGet } from './console-api.ts';

/** What waits for the team (owner, manager): pending holds and the counts of other rooms. */
export const todayQuery = queryOptions({
  queryKey: ['console', 'today'],
  queryFn: () => consoleGet<Today>('/today'),
});
