/**
 * The question a whole-page editor asks when its save was refused because someone else saved the
 * same thing meanwhile (412, decision 055): what they changed, and whether to save what is in the
 * form over it or to drop it and show theirs. Nothing typed is lost until the second answer.
 */
import { useRef, useState, type RefObject } from 'react';
import { isEditConflict } from '../lib/console-api.ts';
import { ConfirmStep } from './confirm-step.tsx';

const AND = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** The names, from `parts`, of the keys whose values differ between two reads of one thing. */
export function changedParts<K extends string>(
  before: Record<K, unknown>,
  after: Record<K, unknown>,
  parts: Record<K, string>,
): string[] {
  return (Object.keys(parts) as K[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => parts[key]);
}

export function EditConflict({
  saved,
  changed,
  onSaveMine,
  onShowTheirs,
}: {
  /** What happened, as a clause: "Someone else saved this villa while you were editing it". */
  saved: string;
  /** The parts they changed, named for a person ('the description'). */
  changed: string[];
  onSaveMine: () => void;
  onShowTheirs: () => void;
}) {
  const what = changed.length > 0 ? `: they changed ${AND.format(changed)}` : '';
  return (
    <ConfirmStep
      danger={false}
      question={`${saved}${what}. Your changes are not saved yet, and are still in the form.`}
      yes="Save mine over theirs"
      no="Drop mine and show theirs"
      onYes={onSaveMine}
      onNo={onShowTheirs}
    />
  );
}

/**
 * The state behind the question, for a form that saves a whole thing drawn at `version`:
 * - `takeVersion()` gives the version a save sends (theirs, once the person chose to save over
 *   it; the form's otherwise);
 * - `storedAfter(error)` reads what is stored now when a save was refused because someone else
 *   saved (412), and null for any other refusal;
 * - `ask(theirs)` shows the question (null hides it), and `saveMine()` sends the form again over
 *   theirs.
 */
export function useEditConflict<T extends { version: string }>(
  version: string,
  fetchStored: () => Promise<T>,
  form: RefObject<HTMLFormElement | null>,
) {
  const [theirs, ask] = useState<T | null>(null);
  const saveOver = useRef<string | null>(null);
  return {
    theirs,
    ask,
    takeVersion: () => {
      const taken = saveOver.current ?? version;
      saveOver.current = null;
      return taken;
    },
    storedAfter: async (error: unknown): Promise<T | null> =>
      isEditConflict(error) ? fetchStored().catch(() => null) : null,
    saveMine: (stored: T) => {
      saveOver.current = stored.version;
      ask(null);
      form.current?.requestSubmit();
    },
  };
}
