import { Camera } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  MAX_PHOTO_BYTES,
  NOT_A_PHOTO,
  PHOTO_SIGNATURE_BYTES,
  PHOTO_TOO_LARGE,
  photoFileType,
} from '#domain/photo-files.ts';
import { MAX_TURNOVER_PHOTOS, type TurnoverTask } from '#domain/schemas/turnover.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import { uploadTurnoverPhoto } from './api.ts';
import type { TaskSaver } from './use-task-saver.ts';

/** Why a chosen file cannot be sent, by the server's own rule (src/domain/photo-files.ts). */
async function refusalOf(file: File): Promise<string | null> {
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, PHOTO_SIGNATURE_BYTES).arrayBuffer());
  return photoFileType(head) ? null : NOT_A_PHOTO;
}

/** The longer side of the picture shown while a photo is sent, in pixels. */
const PREVIEW_SIZE = 240;

/**
 * A small picture of a chosen photo, as a data: URL (the console's Content Security Policy admits
 * data: images, not blob: ones), drawn in a canvas so a phone's 12-megapixel photo costs a few
 * kilobytes; null when the browser cannot draw it (an iPhone's HEIC in Chrome, say).
 */
async function previewOf(file: File): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, PREVIEW_SIZE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.7);
  } catch {
    return null;
  }
}

/** A photo on its way: a small picture of it (when the browser can draw one), and how much has gone. */
interface Sending {
  key: number;
  name: string;
  preview: string | null;
  share: number;
}

/**
 * Photos of a problem: taken with the phone's camera (or chosen from its photos on a laptop),
 * each sent at once with a bar that shows how much has gone, then shown as the server keeps it
 * (checked and stripped of its location as villa photos are).
 */
export function ProblemPhotos({
  task,
  saver,
  disabled,
}: {
  task: TurnoverTask;
  saver: TaskSaver;
  disabled: boolean;
}) {
  const inputId = useId();
  const [sending, setSending] = useState<Sending[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const keys = useRef(0);

  const update = (key: number, change: Partial<Sending> | null) =>
    setSending((now) =>
      change === null
        ? now.filter((one) => one.key !== key)
        : now.map((one) => (one.key === key ? { ...one, ...change } : one)),
    );

  const send = async (file: File) => {
    const refusal = await refusalOf(file);
    if (refusal) {
      setFailed(`${file.name}: ${refusal}`);
      return;
    }
    keys.current += 1;
    const key = keys.current;
    setSending((now) => [...now, { key, name: file.name, preview: null, share: 0 }]);
    void previewOf(file).then((preview) => preview && update(key, { preview }));
    try {
      const answer = await uploadTurnoverPhoto(task.id, file, (share) => update(key, { share }));
      // Only the photos come from this answer: a tick saved meanwhile stays as its answer said.
      saver.store({ ...saver.latest(), photos: answer.photos });
      setSaid('Photo added.');
    } catch (error) {
      setSaid('');
      setFailed(`${file.name} was not added. ${messageOf(error)}`);
    } finally {
      update(key, null);
    }
  };

  const full = task.photos.length + sending.length >= MAX_TURNOVER_PHOTOS;
  return (
    <div className="space-y-3">
      {(task.photos.length > 0 || sending.length > 0) && (
        <ul aria-label="Photos of the problem" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {task.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={photo.url}
                  alt={`Photo ${index + 1} of the problem at ${task.villa.name}`}
                  width={photo.width}
                  height={photo.height}
                  className="aspect-square w-full rounded-lg border border-sand-200 object-cover"
                />
              </a>
            </li>
          ))}
          {sending.map((one) => (
            <li key={one.key} className="space-y-1">
              {one.preview ? (
                <img
                  src={one.preview}
                  alt={`${one.name}, being sent`}
                  className="aspect-square w-full rounded-lg border border-sand-200 object-cover opacity-60"
                />
              ) : (
                <p className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-lg border border-sand-200 bg-sand-100 p-2 text-center text-xs break-all text-ink-soft">
                  {one.name}
                </p>
              )}
              <progress
                max={1}
                value={one.share}
                aria-label={`Sending ${one.name}`}
                className="h-2 w-full accent-teal-800"
              />
            </li>
          ))}
        </ul>
      )}
      {!disabled && !full && (
        <div>
          {/* The label is the button: a big target that opens the camera on a phone. */}
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-teal-800 px-5 text-sm font-medium text-teal-800 focus-within:ring-2 focus-within:ring-teal-700 hover:bg-teal-800 hover:text-sand-50"
          >
            <Camera aria-hidden="true" className="h-5 w-5" />
            Add a photo
            <input
              id={inputId}
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              className="sr-only"
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                event.currentTarget.value = '';
                setFailed(null);
                for (const file of files) void send(file);
              }}
            />
          </label>
          <p className="mt-1 text-sm text-ink-soft">
            JPEG, PNG, WebP or HEIC, up to 25 MB; at most {MAX_TURNOVER_PHOTOS} photos a task.
          </p>
        </div>
      )}
      <p role="status" className="min-h-6 text-sm font-medium text-teal-800">
        {sending.length > 0
          ? `Sending ${sending.length} ${sending.length === 1 ? 'photo' : 'photos'}…`
          : said}
      </p>
      <FormAlertRegion message={failed} />
    </div>
  );
}
