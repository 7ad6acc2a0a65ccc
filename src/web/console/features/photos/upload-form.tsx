import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';
import {
  MAX_PHOTO_BYTES,
  NOT_A_PHOTO,
  PHOTO_ACCEPT,
  PHOTO_SIGNATURE_BYTES,
  PHOTO_TOO_LARGE,
  photoFileType,
} from '#domain/photo-files.ts';
import { ALT_REQUIRED, MAX_ALT_LENGTH, type VillaPhotos } from '#domain/schemas/photo.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import { card, primaryButton } from '#web/console/components/classes.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { uploadPhoto } from './api.ts';

/** Why a chosen file cannot be sent, by the server's own rule (src/domain/photo-files.ts); null if fine. */
export async function refusalOf(file: File): Promise<string | null> {
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, PHOTO_SIGNATURE_BYTES).arrayBuffer());
  return photoFileType(head) ? null : NOT_A_PHOTO;
}

/** A text field of a form, trimmed ('' when absent). */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Adding a photo: the file and its alt text, each checked by the server's own rules before the
 * upload; a refusal shows beside its field, a failed upload above the button.
 */
export function UploadForm({
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
