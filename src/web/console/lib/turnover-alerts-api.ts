import { queryOptions } from '@tanstack/react-query';
import type { TurnoverAlert } from '#domain/schemas/turnover.ts';
import { consoleGet } from './console-api.ts';

export const todayTurnoversKey = ['console', 'today', 'turnovers'] as const;

/**
 * Today's warnings of the Turnovers room (issue 27 §3), for every role: each arrival whose villa
 * was not marked ready by the evening before, and each problem reported.
 */
export const turnoverAlertsQuery = queryOptions({
  queryKey: todayTurnoversKey,
  queryFn: () => consoleGet<TurnoverAlert[]>('/turnovers/alerts'),
});
