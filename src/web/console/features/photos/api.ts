/** A villa's photos in the console (issue 15 §3): the list, and each change, which answers the list. */
import { queryOptions } from '@tanstack/react-query';
import type { VillaPhotos } from '#domain/schemas/photo.ts';
import {
  consoleDelete,
  consoleGet,
  consolePatch,
  consolePut,
  consoleUpload,
} from '#web/console/lib/console-api.ts';

const base = (villaId: string) => `/villas/${encodeURIComponent(villaId)}/photos`;

export const villaPhotosQuery = (villaId: string) =>
  queryOptions({
    queryKey: ['console', 'villa-photos', villaId],
    queryFn: () => consoleGet<VillaPhotos>(base(villaId)),
  });

/** The form's fields: `alt` and `file`. */
export const uploadPhoto = (villaId: string, form: FormData) =>
  consoleUpload<VillaPhotos>(base(villaId), form);

export const changeAlt = (villaId: string, photoId: string, alt: string) =>
  consolePatch<VillaPhotos>(`${base(villaId)}/${encodeURIComponent(photoId)}`, { alt });

/** Every photo's id, the cover first. */
export const reorderPhotos = (villaId: string, ids: string[]) =>
  consolePut<VillaPhotos>(`${base(villaId)}/order`, { ids });

export const deletePhoto = (villaId: string, photoId: string) =>
  consoleDelete<VillaPhotos>(`${base(villaId)}/${encodeURIComponent(photoId)}`);
