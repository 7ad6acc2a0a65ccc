/** The console's photos of a villa (issue 15 §3): the list, alt text, order and the upload's fields. */
import { z } from 'zod';
import { entityIdSchema, lineString } from './common.ts';

/** Up to 250 characters: a sentence or two, as screen readers read alt text in one breath. */
export const MAX_ALT_LENGTH = 250;
export const ALT_REQUIRED =
  'Describe the photo in a few words (its alt text), for guests who cannot see it.';

/** A photo's alt text: required, one line (issue 15 §3). */
export const altTextSchema = lineString('alt text')
  .trim()
  .min(1, { error: ALT_REQUIRED })
  .max(MAX_ALT_LENGTH, { error: `alt text must be at most ${MAX_ALT_LENGTH} characters` });

export const villaPhotoSchema = z.object({
  id: z.string(),
  /** Its JPEG; the address names its AVIF and WebP variants (src/domain/image-variants.ts). */
  src: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** 0 is the cover. */
  position: z.number().int(),
});
export type VillaPhoto = z.infer<typeof villaPhotoSchema>;

/** GET /api/console/villas/{id}/photos, and the answer to each change of them. */
export const villaPhotosSchema = z.object({
  villa: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  photos: z.array(villaPhotoSchema),
});
export type VillaPhotos = z.infer<typeof villaPhotosSchema>;

export const villaPhotoParamsSchema = z.object({ id: entityIdSchema, photoId: entityIdSchema });

/** PATCH /api/console/villas/{id}/photos/{photoId}. */
export const photoAltBodySchema = z.strictObject({ alt: altTextSchema });

/** PUT /api/console/villas/{id}/photos/order: every photo of the villa, the cover first. */
export const photoOrderBodySchema = z.strictObject({
  ids: z
    .array(entityIdSchema)
    .min(1, { error: 'ids must list the villa’s photos' })
    .max(500, { error: 'ids must list at most 500 photos' }),
});
