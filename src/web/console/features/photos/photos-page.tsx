import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useRef, useState, type DragEvent, type SubmitEvent } from 'react';
import {
  MAX_PHOTO_BYTES,
  NOT_A_PHOTO,
  PHOTO_ACCEPT,
  PHOTO_SIGNATURE_BYTES,
  PHOTO_TOO_LARGE,
  photoFileType,
} from '#domain/photo-files.ts';
import {
  ALT_REQUIRED,
  MAX_ALT_LENGTH,
  type VillaPhoto,
  type VillaPhotos,
} from '#domain/schemas/photo.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import {
  badge,
  card,
  dangerButton,
  primaryButton,
  secondaryButton,
} from '#web/console/components/classes.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { changeAlt, deletePhoto, reorderPhotos, uploadPhoto, villaPhotosQuery } from './api.ts';
import { VillaSectionsNav } from '#web/console/components/villa-sections-nav.tsx';

/** A square 44 px button with an icon for a name it carries in aria-label (WCAG 2.5.8). */
const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-teal-800 text-teal-800 hover:bg-teal-800 hover:text-sand-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-teal-800';

/** The thumbnail is drawn 128 px wide on phones, 160 px from sm. */
const THUMB_SIZES = '(min-width: 640px) 160px, 128px';

/** Why a chosen file cannot be sent, by the server's own rule (src/domain/photo-files.ts); null if fine. */
export async function refusalOf(file: File): Promise<string | null> {
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, PHOTO_SIGNATURE_BYTES).arrayBuffer());
  return photoFileType(head) ? null : NOT_A_PHOTO;
}

/** A text field of a form, trimmed ('' when absent). */
const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

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

function UploadForm({
  villaId,
  onUploaded,
}: {
  villaId: string;
  onUploaded: (answer: VillaPhotos) => void;
}) {
  const [problem, setProblem] = useState<{ file?: string; alt?: string; form?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);
  const upload = useMutation({
    mutationFn: (form: FormData) => uploadPhoto(villaId, form),
    onSuccess: (answer) => {
      formRef.current?.reset();
      setProblem({});
      onUploaded(answer);
    },
    onError: (cause) => setProblem({ form: messageOf(cause) }),
  });

  const checkFile = async (file: File | undefined) => {
    const refusal = file ? await refusalOf(file) : null;
    setProblem((now) => ({ ...now, file: refusal ?? undefined, form: undefined }));
    return refusal;
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = event.currentTarget.elements.namedItem('file');
    const chosen = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    const alt = textOf(form, 'alt');
    const fileProblem = chosen ? await checkFile(chosen) : 'Choose a photo to upload.';
    const altProblem = alt ? undefined : ALT_REQUIRED;
    if (fileProblem || altProblem) {
      setProblem({ file: fileProblem ?? undefined, alt: altProblem });
      return;
    }
    // The alt text first: the server reads it before the file.
    const body = new FormData();
    body.set('alt', alt);
    if (chosen) body.set('file', chosen);
    upload.mutate(body);
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="upload-heading"
      className={`${card} mt-6 max-w-2xl space-y-4`}
    >
      <h2 id="upload-heading" className="text-2xl">
        Add a photo
      </h2>
      <TextField
        label="Photo"
        name="file"
        type="file"
        accept={PHOTO_ACCEPT}
        required
        hint="JPEG, PNG, WebP or HEIC (an iPhone’s photos), up to 25 MB."
        error={problem.file}
        onChange={(event) => void checkFile(event.currentTarget.files?.[0])}
        className="file:mr-3 file:rounded-full file:border-0 file:bg-sand-100 file:px-4 file:py-2 file:text-sm file:font-medium file:text-teal-900"
      />
      <TextField
        label="Alt text"
        name="alt"
        required
        maxLength={MAX_ALT_LENGTH}
        hint="What the photo shows, in a few words, for guests who cannot see it."
        error={problem.alt}
      />
      <FormAlertRegion message={problem.form ?? null} />
      <button type="submit" disabled={upload.isPending} className={primaryButton}>
        {upload.isPending ? 'Uploading…' : 'Upload photo'}
      </button>
    </form>
  );
}

function PhotoList({
  villaId,
  photos,
  busy,
  onMove,
  onChanged,
  onFailed,
}: {
  villaId: string;
  photos: VillaPhoto[];
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onChanged: (answer: VillaPhotos, message: string) => void;
  onFailed: (cause: unknown) => void;
}) {
  const dragged = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    const from = dragged.current;
    dragged.current = null;
    setOver(null);
    if (from !== null) onMove(from, index);
  };

  return (
    <ol aria-label="Photos, in their order on the site" className="mt-4 space-y-3">
      {photos.map((photo, index) => (
        <li
          key={photo.id}
          draggable={!busy}
          onDragStart={(event) => {
            dragged.current = index;
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', photo.id);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(index);
          }}
          onDragLeave={() => setOver((now) => (now === index ? null : now))}
          onDrop={dropOn(index)}
          onDragEnd={() => setOver(null)}
          className={`${card} ${over === index ? 'ring-2 ring-teal-700' : ''}`}
        >
          <PhotoItem
            villaId={villaId}
            photo={photo}
            index={index}
            total={photos.length}
            busy={busy}
            onMove={onMove}
            onChanged={onChanged}
            onFailed={onFailed}
          />
        </li>
      ))}
    </ol>
  );
}

function PhotoItem({
  villaId,
  photo,
  index,
  total,
  busy,
  onMove,
  onChanged,
  onFailed,
}: {
  villaId: string;
  photo: VillaPhoto;
  index: number;
  total: number;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onChanged: (answer: VillaPhotos, message: string) => void;
  onFailed: (cause: unknown) => void;
}) {
  const [altError, setAltError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const saveAlt = useMutation({
    mutationFn: (alt: string) => changeAlt(villaId, photo.id, alt),
    onSuccess: (answer) => {
      setAltError(undefined);
      onChanged(answer, 'Alt text saved.');
    },
    onError: (cause) => setAltError(messageOf(cause)),
  });
  const remove = useMutation({
    mutationFn: () => deletePhoto(villaId, photo.id),
    onSuccess: (answer) => onChanged(answer, `Photo “${photo.alt}” deleted.`),
    onError: (cause) => {
      setConfirming(false);
      onFailed(cause);
    },
  });
  const place = `photo ${index + 1} of ${total}`;
  const saveTyped = (form: HTMLFormElement) => {
    // One line, as the site reads it: a line break pasted in is a space.
    const alt = textOf(new FormData(form), 'alt')
      .split(/[\r\n]+/)
      .join(' ');
    if (!alt) {
      setAltError(ALT_REQUIRED);
      return;
    }
    saveAlt.mutate(alt);
  };

  // On a phone: the thumbnail with its place and the order arrows beside it, the alt text the
  // card's full width, wrapped so it reads whole, then Make cover and, apart, Delete (issue 23
  // §3.6). From sm the thumbnail stands at the left of all three.
  return (
    <article
      aria-label={`${index === 0 ? 'Cover, ' : ''}${place}: ${photo.alt}`}
      className="grid grid-cols-[auto_auto_minmax(0,1fr)] gap-x-3 gap-y-3 sm:gap-x-4"
    >
      <GripVertical
        aria-hidden="true"
        className="mt-1 h-5 w-5 cursor-grab text-ink-soft sm:row-span-3"
      />
      <ResponsiveImage
        src={photo.src}
        alt=""
        sizes={THUMB_SIZES}
        loading="lazy"
        className="h-20 w-32 rounded-lg bg-sand-100 object-cover sm:row-span-3 sm:h-24 sm:w-40"
      />
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          <span>
            {index + 1} of {total}
          </span>
          {index === 0 && <span className={badge}>Cover</span>}
        </p>
        <div role="group" aria-label={`Order of ${place}`} className="flex gap-2">
          <button
            type="button"
            disabled={busy || index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={`Move ${place} up`}
            title="Move up"
            className={iconButton}
          >
            <ArrowUp aria-hidden="true" className="h-5 w-5" />
          </button>
          <button
            type="button"
            disabled={busy || index === total - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={`Move ${place} down`}
            title="Move down"
            className={iconButton}
          >
            <ArrowDown aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>
      <form
        className="col-span-3 flex flex-col gap-2 sm:col-span-1 sm:col-start-3 sm:flex-row sm:items-end"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          saveTyped(event.currentTarget);
        }}
      >
        <div className="min-w-0 flex-1">
          <TextAreaField
            label="Alt text"
            name="alt"
            required
            rows={2}
            maxLength={MAX_ALT_LENGTH}
            defaultValue={photo.alt}
            error={altError}
            onKeyDown={(event) => {
              // Enter saves, as in the one-line field it was: alt text has no line breaks.
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }}
            // As tall as the text: the whole of it is read without scrolling inside the field.
            className="field-sizing-content resize-none"
          />
        </div>
        <button
          type="submit"
          disabled={saveAlt.isPending}
          aria-label={`Save the alt text of ${place}`}
          className={`${secondaryButton} self-start sm:self-auto`}
        >
          Save
        </button>
      </form>
      <div className="col-span-3 flex flex-wrap justify-between gap-2 sm:col-span-1 sm:col-start-3">
        {index > 0 ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onMove(index, 0)}
            aria-label={`Make ${place} the cover`}
            className={primaryButton}
          >
            Make cover
          </button>
        ) : (
          <span />
        )}
        {!confirming && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${place}`}
            className={dangerButton}
          >
            Delete
          </button>
        )}
      </div>
      {confirming && (
        <div
          role="group"
          aria-label="Confirm the deletion"
          className="col-span-3 rounded-xl border border-danger/30 bg-danger/5 p-3 sm:col-span-1 sm:col-start-3"
        >
          <p className="text-sm text-ink">
            Delete this photo? It leaves the site at once and cannot be brought back.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
              className={dangerButton}
              // The person asked for this: the question's first answer takes the focus.
              autoFocus
            >
              Yes, delete it
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={secondaryButton}>
              Keep it
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
