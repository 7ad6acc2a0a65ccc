import { queryOptions } from '@tanstack/react-query';
import type { Movements } from '#domain/schemas/console.ts';
import { consoleGet } from './console-api.ts';

/** Every movements query starts with this key: a booking's change refreshes them all. */
export const movementsKey = ['console', 'movements'] as const;

/** Days shown at once, on Today and in the calendar: one week. */
export const WEEK_DAYS = 7;

/**
 * Arrivals and departures from `from` for `days` days (every role; names and guest counts only).
 * Without `from` the server starts on the resort's today (Today's page).
 */
export const movementsQuery = (from: string | undefined, days = WEEK_DAYS) =>
  queryOptions({
    queryKey: [...movementsKey, from ?? 'today', days],
    queryFn: () =>
      consoleGet<Movements>(
        `/movements?${new URLSearchParams({ ...(from ? { from } : {}), days: String(days) })}`,
      ),
  });
