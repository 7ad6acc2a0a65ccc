import { queryOptions } from '@tanstack/react-query';
import type {
  BlockBody,
  StaffBlock,
  VillaCalendar,
  VillaName,
} from '#domain/schemas/villa-calendar.ts';
import { consoleDelete, consoleGet, consolePost, consolePut } from './console-api.ts';

/** Every villa by name (every role): the pickers' list. Villas are few and rarely renamed. */
export const villaNamesQuery = queryOptions({
  queryKey: ['console', 'villa-names'],
  queryFn: () => consoleGet<VillaName[]>('/villa-names'),
});

/** Every villa month's key starts with this: a block's change refreshes them all. */
export const villaCalendarKey = ['console', 'villa-calendar'] as const;

/** One villa's month (every role); without `month` the server's current month. */
export const villaCalendarQuery = (villaId: string, month: string | undefined) =>
  queryOptions({
    queryKey: [...villaCalendarKey, villaId, month ?? 'now'],
    queryFn: () =>
      consoleGet<VillaCalendar>(
        `/villas/${encodeURIComponent(villaId)}/calendar${month ? `?month=${month}` : ''}`,
      ),
  });

const blocksPath = (villaId: string) => `/villas/${encodeURIComponent(villaId)}/blocks`;

export const addBlock = (villaId: string, body: BlockBody) =>
  consolePost<StaffBlock>(blocksPath(villaId), body);

export const changeBlock = (villaId: string, blockId: string, body: BlockBody) =>
  consolePut<StaffBlock>(`${blocksPath(villaId)}/${encodeURIComponent(blockId)}`, body);

export const removeBlock = (villaId: string, blockId: string) =>
  consoleDelete(`${blocksPath(villaId)}/${encodeURIComponent(blockId)}`);
