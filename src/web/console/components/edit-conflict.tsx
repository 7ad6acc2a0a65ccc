/**
 * The question a whole-page editor asks when its save was refused because someone else saved the
 * same thing meanwhile (412, decision 055): what they changed, and whether to save what is in the
 * form over it or to drop it and show theirs. Nothing typed is lost until the second answer.
 */
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
