import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { VillaPhotos } from '#domain/schemas/photo.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { reorderPhotos, villaPhotosQuery } from './api.ts';
import { PhotoList } from './photo-list.tsx';
import { UploadForm } from './upload-form.tsx';
import { VillaSectionsNav } from '#web/console/components/villa-sections-nav.tsx';

/** `ids` with the one at `from` moved to `to`. */
function moved(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

/**
 * A villa's photos (issue 15 §3, owner and manager): upload one (JPEG, PNG, WebP or HEIC, up to
 * 25 MB, with its alt text), change alt texts, put them in order by dragging or with the Move
 * buttons (the first is the cover on the site), and delete one after a confirmation. Every change
 * is on the site at once.
 */
export function PhotosPage({ villaId }: { villaId: string }) {
  const queryClient = useQueryClient();
  const query = villaPhotosQuery(villaId);
  const photos = useQuery(query);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  /** Every change answers the whole list: it is shown as the server has it. */
  const shown = (answer: VillaPhotos, message: string) => {
    queryClient.setQueryData(query.queryKey, answer);
    setError(null);
    setStatus(message);
  };
  const failed = (cause: unknown) => {
    setStatus('');
    setError(messageOf(cause));
  };

  const order = useMutation({
    mutationFn: (change: { ids: string[]; message: string }) => reorderPhotos(villaId, change.ids),
    onSuccess: (answer, change) => shown(answer, change.message),
    onError: failed,
  });

  if (photos.isPending) return <p role="status">Loading the photos…</p>;
  if (photos.isError) return <FormAlertRegion message={messageOf(photos.error)} />;
  const { villa, photos: list } = photos.data;
  const ids = list.map((photo) => photo.id);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    const photo = list[from];
    const message =
      to === 0
        ? `“${photo?.alt}” is the cover now.`
        : `“${photo?.alt}” moved to place ${to + 1} of ${ids.length}.`;
    order.mutate({ ids: moved(ids, from, to), message });
  };

  return (
    <>
      <title>{`Photos · ${villa.name} · Console`}</title>
      <h1 className="text-4xl">Photos of {villa.name}</h1>
      <VillaSectionsNav villa={{ id: villaId, name: villa.name }} />
      <p className="mt-2 max-w-prose text-ink-soft">
        The first photo is the cover: it shows on the villa’s card and at the top of its page. Drag
        a photo, or use its Move buttons, to change the order. Changes are on the site at once.
      </p>

      <UploadForm
        villaId={villaId}
        onUploaded={(answer) =>
          shown(answer, 'Photo uploaded: it is on the site now, last in the order.')
        }
      />

      <div
        role="status"
        aria-atomic="true"
        className="mt-4 min-h-6 text-sm font-medium text-teal-900"
      >
        {status}
      </div>
      <FormAlertRegion message={error} />

      {list.length === 0 ? (
        <p className="mt-6">This villa has no photos yet: the site shows a placeholder.</p>
      ) : (
        <PhotoList
          villaId={villaId}
          photos={list}
          busy={order.isPending}
          onMove={move}
          onChanged={shown}
          onFailed={failed}
        />
      )}
    </>
  );
}
