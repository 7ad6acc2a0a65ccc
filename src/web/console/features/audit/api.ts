/** The audit log's call (issue 14 §5, the owner's): entries newest first, filtered on the server. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '#domain/schemas/common.ts';
import type { AuditEntry } from '#domain/schemas/console.ts';
import { consoleGet } from '#web/console/lib/console-api.ts';
import { apiQuery } from '#web/console/components/url-query.ts';

export interface AuditFilters {
  actor: string | undefined;
  /** An action family (`booking`) or name (`booking.confirm`). */
  action: string | undefined;
  from: string | undefined;
  to: string | undefined;
  q: string | undefined;
  /** Zero-based. */
  page: number;
}

export const AUDIT_PAGE_SIZE = 25;

export const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['console', 'audit', filters],
    queryFn: () =>
      consoleGet<Paged<AuditEntry>>(`/audit${apiQuery({ ...filters, size: AUDIT_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });
