/**
 * The Payments room's calls (issue 26 §5, owner and manager): one list's page with every list's
 * count, a page of the guests' card tries (issue 38 §3), the site's payment settings and each villa's own terms (the owner saves them, with the
 * version the page read: a 412 when someone else saved meanwhile, decision 055).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CardTryState } from '#domain/card-payments.ts';
import type { CardPaymentsPage } from '#domain/schemas/card-payment.ts';
import type { ConsoleVillaSummary } from '#domain/schemas/console-villas.ts';
import type {
  PaymentList,
  PaymentSettingsInput,
  PaymentSettingsView,
  PaymentsRoom,
  PaymentTermsInput,
  VillaPaymentTermsView,
} from '#domain/schemas/payment.ts';
import { consoleGet, consolePut } from '#web/console/lib/console-api.ts';
import { apiQuery } from '#web/console/components/url-query.ts';

/** Lines a page shows: a week's money for the collection on a phone's scroll or two. */
export const PAYMENTS_PAGE_SIZE = 20;

export const paymentsKey = ['console', 'payments'] as const;

export const paymentsQuery = (list: PaymentList, page: number) =>
  queryOptions({
    queryKey: [...paymentsKey, 'list', list, page],
    queryFn: () =>
      consoleGet<PaymentsRoom>(`/payments${apiQuery({ list, page, size: PAYMENTS_PAGE_SIZE })}`),
    // The page shown stays while the next loads: the tabs' counts and the rows do not blink.
    placeholderData: keepPreviousData,
  });

/** A page of the card tries, newest first, of one state or (undefined) of all. */
export const cardPaymentsQuery = (state: CardTryState | undefined, page: number) =>
  queryOptions({
    queryKey: [...paymentsKey, 'card', state ?? 'all', page],
    queryFn: () =>
      consoleGet<CardPaymentsPage>(
        `/card-payments${apiQuery({ state, page, size: PAYMENTS_PAGE_SIZE })}`,
      ),
    // The rows shown stay while another state or page loads.
    placeholderData: keepPreviousData,
  });

/** The site's settings as stored now; read past the cache, it is what someone else saved. */
export const fetchPaymentSettings = () => consoleGet<PaymentSettingsView>('/payment-settings');

export const paymentSettingsQuery = queryOptions({
  queryKey: [...paymentsKey, 'settings'],
  queryFn: fetchPaymentSettings,
});

export const savePaymentSettings = (body: PaymentSettingsInput, version: string) =>
  consolePut<PaymentSettingsView>('/payment-settings', body, version);

/** Every villa, published or not, as the Villas room lists them (the same cache entry). */
export const consoleVillasQuery = queryOptions({
  queryKey: ['console', 'villas'],
  queryFn: () => consoleGet<ConsoleVillaSummary[]>('/villas'),
});

const termsPath = (villaId: string) => `/villas/${encodeURIComponent(villaId)}/payment-terms`;

export const fetchVillaTerms = (villaId: string) =>
  consoleGet<VillaPaymentTermsView>(termsPath(villaId));

export const villaTermsQuery = (villaId: string) =>
  queryOptions({
    queryKey: [...paymentsKey, 'villa-terms', villaId],
    queryFn: () => fetchVillaTerms(villaId),
  });

/** A villa's own terms, or null: it follows the site's again. */
export const saveVillaTerms = (villaId: string, terms: PaymentTermsInput | null, version: string) =>
  consolePut<VillaPaymentTermsView>(termsPath(villaId), { terms }, version);
