/**
 * A question asked again in the page, before a change that cannot be taken back (remove a block or
 * a calendar, make a new address): the question, a yes and a no, as a group named by the question.
 * The yes button takes the focus when the question appears, so a keyboard user answers at once;
 * the caller gives the focus back to the button that asked.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { dangerButton, primaryButton, secondaryButton } from './classes.ts';

/**
 * The caller's half: once the question (shown while `asking`) goes, focus comes back to `button`,
 * the one that asked. Not on the first render, when nothing was asked yet.
 */
export function useFocusBack(asking: boolean, button: RefObject<HTMLElement | null>) {
  const asked = useRef(false);
  useEffect(() => {
    if (asking) {
      asked.current = true;
    } else if (asked.current) {
      asked.current = false;
      button.current?.focus();
    }
  }, [asking, button]);
}

export function ConfirmStep({
  question,
  yes,
  no,
  onYes,
  onNo,
  danger = true,
  className = '',
}: {
  question: ReactNode;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
  /** The yes button in the danger colour (removing); otherwise the primary one. */
  danger?: boolean;
  className?: string;
}) {
  const questionId = useId();
  const yesButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    yesButton.current?.focus();
  }, []);
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className={`rounded-xl border border-sand-300 bg-sand-50 p-4 ${className}`}
    >
      <p id={questionId} className="text-ink">
        {question}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button
          ref={yesButton}
          type="button"
          onClick={onYes}
          className={danger ? dangerButton : primaryButton}
        >
          {yes}
        </button>
        <button type="button" onClick={onNo} className={secondaryButton}>
          {no}
        </button>
      </div>
    </div>
  );
}
