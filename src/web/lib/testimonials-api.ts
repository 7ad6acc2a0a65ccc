import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Paged } from '#domain/schemas/common.ts';
import type {
  ModerationReceipt,
  Testimonial,
  TestimonialRequest,
} from '#domain/schemas/testimonial.ts';
import { apiRequest } from './api-client.ts';
import { FRESHNESS } from './query-client.ts';

/** Home page: 6 featured testimonials (spec §2, §9). */
export const HOME_TESTIMONIALS = 6;
/** Villa page: 10 testimonials of that villa (spec §9). */
export const VILLA_TESTIMONIALS = 10;

export const featuredTestimonialsQuery = (size = HOME_TESTIMONIALS) =>
  queryOptions({
    queryKey: ['testimonials', 'featured', size],
    queryFn: ({ signal, client }) =>
      apiRequest<Paged<Testimonial>>('/testimonials', {
        query: { featured: true, size },
        signal,
        client,
      }),
    ...FRESHNESS.featured,
  });

export const villaTestimonialsQuery = (villaId: string, size = VILLA_TESTIMONIALS) =>
  queryOptions({
    queryKey: ['testimonials', 'villa', villaId, size],
    queryFn: ({ signal, client }) =>
      apiRequest<Paged<Testimonial>>('/testimonials', { query: { villaId, size }, signal, client }),
    ...FRESHNESS.standard,
  });

/** Input shape (before the schema's defaults), as the form sends it. */
export type TestimonialInput = Omit<TestimonialRequest, 'villaName' | 'avatar'> & {
  villaName?: string | null;
  avatar?: string | null;
};

export function useCreateTestimonial() {
  return useMutation({
    mutationFn: (body: TestimonialInput) =>
      apiRequest<ModerationReceipt>('/testimonials', { method: 'POST', body }),
  });
}
