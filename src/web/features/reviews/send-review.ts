import type { ModerationReceipt } from '#domain/schemas/testimonial.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export interface ReviewInput {
  villaId: string;
  name: string;
  email?: string | null;
  rating: number;
  comment: string;
  website?: string;
}

/**
 * Sends the review form. Apart from the reviews' query (api.ts), which the villa page's first load
 * needs: the sending comes with the form's code.
 */
export const createReview = (body: ReviewInput) =>
  apiRequest<ModerationReceipt>('/reviews', { method: 'POST', body });
