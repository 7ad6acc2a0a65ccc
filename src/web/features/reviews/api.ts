import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Paged } from '../../../domain/schemas/common.ts';
import type { Review } from '../../../domain/schemas/review.ts';
import type { ModerationReceipt } from '../../../domain/schemas/testimonial.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { FRESHNESS } from '../../lib/query-client.ts';

export const villaReviewsQuery = (villaId: string, size = 10) =>
  queryOptions({
    queryKey: ['reviews', 'villa', villaId, size],
    queryFn: ({ signal }) =>
      apiRequest<Paged<Review>>(`/reviews/villa/${villaId}`, { query: { size }, signal }),
    ...FRESHNESS.standard,
  });

export interface ReviewInput {
  villaId: string;
  name: string;
  email?: string | null;
  rating: number;
  comment: string;
  website?: string;
}

export function useCreateReview() {
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      apiRequest<ModerationReceipt>('/reviews', { method: 'POST', body }),
  });
}
