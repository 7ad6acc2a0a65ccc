/**
 * The Reports room's calls (issue 28 §2, owner and manager): a period's report beside the same
 * period a year earlier, the last twelve months, the owner's switch that shares the room with the
 * managers (who never see its money), and the imported stays whose amounts the owner enters
 * (each saved with the version the page read: a 412 when someone else saved it meanwhile,
 * decision 055). Downloads are plain links to the API.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ImportedStay,
  ImportedStayUpdate,
  ReportMonthsView,
  ReportSettings,
  ReportView,
} from '#domain/schemas/report.ts';
import type { Period } from '#domain/reports.ts';
import { consoleGet, consolePatch, consolePut } from '#web/console/lib/console-api.ts';
import { apiQuery } from '#web/console/components/url-query.ts';

export const reportsKey = ['console', 'reports'] as const;

export const reportQuery = (period: Period, villaId: string | undefined) =>
  queryOptions({
    queryKey: [...reportsKey, 'report', period.from, period.to, villaId ?? ''],
    queryFn: () =>
      consoleGet<ReportView>(`/reports${apiQuery({ from: period.from, to: period.to, villaId })}`),
    // The figures shown stay while another period's load: the page does not jump.
    placeholderData: keepPreviousData,
  });

export const reportMonthsQuery = (villaId: string | undefined) =>
  queryOptions({
    queryKey: [...reportsKey, 'months', villaId ?? ''],
    queryFn: () => consoleGet<ReportMonthsView>(`/reports/months${apiQuery({ villaId })}`),
    placeholderData: keepPreviousData,
  });

/** The owner's switch as read, with its version for the next save's If-Match. */
export type ReportSettingsView = ReportSettings & { version: string };

export const reportSettingsQuery = queryOptions({
  queryKey: [...reportsKey, 'settings'],
  queryFn: () => consoleGet<ReportSettingsView>('/reports/settings'),
});

export const saveReportSettings = (settings: ReportSettings, version: string) =>
  consolePut<ReportSettingsView>('/reports/settings', settings, version);

export interface ImportedStaysFilter extends Period {
  villaId?: string | undefined;
  /** Only those with no amount yet. */
  missing: boolean;
}

const importedPath = ({ from, to, villaId, missing }: ImportedStaysFilter) =>
  `/reports/imported-stays${apiQuery({ from, to, villaId, missing: missing ? 'true' : 'false' })}`;

export const fetchImportedStays = (filter: ImportedStaysFilter) =>
  consoleGet<ImportedStay[]>(importedPath(filter));

export const importedStaysQuery = (filter: ImportedStaysFilter) =>
  queryOptions({
    queryKey: [
      ...reportsKey,
      'imported',
      filter.from,
      filter.to,
      filter.villaId ?? '',
      filter.missing,
    ],
    queryFn: () => fetchImportedStays(filter),
  });

export const saveImportedStay = (id: string, body: ImportedStayUpdate, version: string) =>
  consolePatch<ImportedStay>(`/reports/imported-stays/${encodeURIComponent(id)}`, body, version);

/** The API's downloads: links the browser follows with the session's cookie. */
const download = (path: string, values: Record<string, string | undefined>) =>
  `/api/console${path}${apiQuery(values)}`;

export const downloads = {
  statementPdf: (villaId: string, month: string) =>
    download('/reports/statement.pdf', { villaId, month }),
  statementCsv: (villaId: string, month: string) =>
    download('/reports/statement.csv', { villaId, month }),
  reportCsv: ({ from, to }: Period, villaId?: string) =>
    download('/reports/report.csv', { from, to, villaId }),
  bookingsCsv: ({ from, to }: Period, villaId?: string) =>
    download('/exports/bookings.csv', { from, to, villaId }),
  paymentsCsv: ({ from, to }: Period, villaId?: string) =>
    download('/exports/payments.csv', { from, to, villaId }),
};
