import { useMutation } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import {
  MAX_ALT_LENGTH,
  photoAltBodySchema,
  type VillaPhoto,
  type VillaPhotos,
} from '#domain/schemas/photo.ts';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import {
  badge,
  card,
  dangerButton,
  primaryButton,
  secondaryButton,
} from '#web/console/components/classes.ts';
import { changeAlt, deletePhoto } from './api.ts';
import { textOf } from './upload-form.tsx';

/** A square 44 px button with an icon for a name it carries in aria-label (WCAG 2.5.8). */
const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-teal-800 text-teal-800 hover:bg-teal-800 hover:text-sand-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-teal-800';

/** The thumbnail is drawn 128 px wide on phones, 160 px from sm. */
const THUMB_SIZES = '(min-width: 640px) 160px, 128px';

/**
 * The villa's photos in their order on the site, each a card: dragged to another place or moved
 * with its buttons, its alt text changed, made the cover or deleted after a confirmation.
 */
export function PhotoList({
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
  const [confirming, setConfirming] = useState(false);
  const altForm = useFormAction({
    labels: { alt: null },
    // One line, as the site reads it: a line break pasted in is a space.
    read: (form) => ({
      alt: textOf(form, 'alt')
        .split(/[\r\n]+/)
        .join(' '),
    }),
    check: photoAltBodySchema,
    send: ({ alt }) => changeAlt(villaId, photo.id, alt),
    done: (answer) => onChanged(answer, 'Alt text saved.'),
    // What was typed stays in the field, and every message is the field's own: the card has
    // no room for an alert.
    keepsFields: true,
    checkAlert: () => null,
    refused: (error) => [{ path: ['alt'], message: messageOf(error) }],
    refusalAlert: () => null,
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
        {...altForm.props}
        className="col-span-3 flex flex-col gap-2 sm:col-span-1 sm:col-start-3 sm:flex-row sm:items-end"
      >
        <div className="min-w-0 flex-1">
          <TextAreaField
            label="Alt text"
            name="alt"
            required
            rows={2}
            maxLength={MAX_ALT_LENGTH}
            defaultValue={photo.alt}
            error={altForm.state.fields.alt}
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
          disabled={altForm.pending}
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
