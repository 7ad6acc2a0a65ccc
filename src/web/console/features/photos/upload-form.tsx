import { useRef, useState } from 'react';
import {
  MAX_PHOTO_BYTES,
  NOT_A_PHOTO,
  PHOTO_ACCEPT,
  PHOTO_SIGNATURE_BYTES,
  PHOTO_TOO_LARGE,
  photoFileType,
} from '#domain/photo-files.ts';
import { altTextSchema, MAX_ALT_LENGTH, type VillaPhotos } from '#domain/schemas/photo.ts';
import type { Issue } from '#web/components/form/form-state.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { card, primaryButton } from '#web/console/components/classes.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
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

/** The file (by its content and size) and the alt text, checked by the server's own rules. */
const uploadCheck = {
  safeParse: async (input: unknown) => {
    const { file, alt } = input as { file: File | undefined; alt: string };
    const issues: Issue[] = [];
    const fileProblem = file ? await refusalOf(file) : 'Choose a photo to upload.';
    if (fileProblem) issues.push({ path: ['file'], message: fileProblem });
    const checked = altTextSchema.safeParse(alt);
    if (!checked.success)
      issues.push(...checked.error.issues.map(({ message }) => ({ path: ['alt'], message })));
    if (!file || !checked.success || issues.length > 0) {
      return { success: false as const, error: { issues } };
    }
    return { success: true as const, data: { file, alt: checked.data } };
  },
};

/**
 * Adding a photo: the file and its alt text, each checked by the server's own rules before the
 * upload; a refusal shows beside its field, a failed upload above the button. A file is checked
 * as soon as it is chosen too, so a wrong one is said before the alt text is typed.
 */
export function UploadForm({
  villaId,
  onUploaded,
}: {
  villaId: string;
  onUploaded: (answer: VillaPhotos) => void;
}) {
  // The check of the file just chosen, until the form is sent (the form's own check then speaks).
  const [chosen, setChosen] = useState<string | undefined>();
  // The file as its field lists it when chosen (`files`), which is what the check reads.
  const file = useRef<File | undefined>(undefined);
  const { state, props, pending, edited } = useFormAction({
    labels: { file: null, alt: null },
    read: (form) => ({ file: file.current, alt: textOf(form, 'alt') }),
    check: uploadCheck,
    send: ({ file, alt }) => {
      // The alt text first: the server reads it before the file.
      const body = new FormData();
      body.set('alt', alt);
      body.set('file', file);
      return uploadPhoto(villaId, body);
    },
    done: (answer) => {
      file.current = undefined;
      onUploaded(answer);
      return 'clear';
    },
    // The chosen file stays chosen after a refusal: a file field cannot be typed back.
    keepsFields: true,
    checkAlert: () => null,
  });

  const checkFile = async (picked: File | undefined) => {
    file.current = picked;
    edited('file');
    setChosen(picked ? ((await refusalOf(picked)) ?? undefined) : undefined);
  };

  return (
    <form
      key={state.sent}
      {...props}
      onSubmit={(event) => {
        setChosen(undefined);
        props.onSubmit(event);
      }}
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
        error={chosen ?? state.fields.file}
        onChange={(event) => void checkFile(event.currentTarget.files?.[0])}
        className="file:mr-3 file:rounded-full file:border-0 file:bg-sand-100 file:px-4 file:py-2 file:text-sm file:font-medium file:text-teal-900"
      />
      <TextField
        label="Alt text"
        name="alt"
        required
        maxLength={MAX_ALT_LENGTH}
        hint="What the photo shows, in a few words, for guests who cannot see it."
        error={state.fields.alt}
      />
      <FormAlertRegion message={state.alert} />
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? 'Uploading…' : 'Upload photo'}
      </button>
    </form>
  );
}
