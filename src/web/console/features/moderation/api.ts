/** Moderation's calls (issue 14 §4): reviews and testimonials waiting, approved or rejected. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '#domain/schemas/common.ts';
import type { ConsoleReview, ConsoleTestimonial, ReviewSource } from '#domain/schemas/console.ts';
import { consoleGet, consolePatch, consolePost } from '#web/console/lib/console-api.ts';
import { apiQuery } from '#web/console/components/url-query.ts';

export type ModerationStatus = ConsoleReview['status'];
export type ModerationKind = 'reviews' | 'testimonials';

export interface ModerationFilters {
  status: ModerationStatus;
  q: string | undefined;
  /** Reviews only: those of verified stays, or those sent from the villa page. */
  from?: ReviewSource | undefined;
  /** Zero-based. */
  page: number;
}

export const MODERATION_PAGE_SIZE = 20;

/** Every page of a kind, to invalidate after a change (another filter may now show the item). */
export const moderationKey = (kind: ModerationKind) => ['console', kind] as const;

const list =
  <T>(kind: ModerationKind) =>
  (filters: ModerationFilters) =>
    queryOptions({
      queryKey: [...moderationKey(kind), filters],
      queryFn: () =>
        consoleGet<Paged<T>>(
          `/${kind}${apiQuery({ status: filters.status, q: filters.q, from: filters.from, page: filters.page, size: MODERATION_PAGE_SIZE })}`,
        ),
      // The page shown stays while the next one loads: the list does not jump to empty.
      placeholderData: keepPreviousData,
    });

export const reviewsQuery = list<ConsoleReview>('reviews');
export const testimonialsQuery = list<ConsoleTestimonial>('testimonials');

export const moderateReview = (id: string, status: 'APPROVED' | 'REJECTED') =>
  consolePatch<ConsoleReview>(`/reviews/${encodeURIComponent(id)}`, { status });

/** An approval or rejection undone: the review waits again (decision 064). */
export const reopenReview = (id: string, from: 'APPROVED' | 'REJECTED') =>
  consolePost<ConsoleReview>(`/reviews/${encodeURIComponent(id)}/reopen`, { from });

export const moderateTestimonial = (
  id: string,
  patch: { status?: 'APPROVED' | 'REJECTED'; featured?: boolean },
) => consolePatch<ConsoleTestimonial>(`/testimonials/${encodeURIComponent(id)}`, patch);
