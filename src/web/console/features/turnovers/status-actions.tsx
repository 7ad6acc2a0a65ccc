import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  MAX_TURNOVER_NOTE_LENGTH,
  type TurnoverTask,
  type TurnoverUpdate,
} from '#domain/schemas/turnover.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { dangerButton, primaryButton, secondaryButton } from '#web/console/components/classes.ts';
import { ConfirmStep, useFocusBack } from '#web/console/components/confirm-step.tsx';
import { TURNOVER_STATUS_LABELS } from '#web/console/components/turnover-status.tsx';
import { isEditConflict, messageOf } from '#web/console/lib/console-api.ts';
import { fetchTurnover, updateTurnover } from './api.ts';
import { ProblemPhotos } from './problem-photos.tsx';
import type { TaskSaver } from './use-task-saver.ts';

/** "problem" needs a note (issue 27 §3): the server's words (PROBLEM_NEEDS_NOTE), said before sending. */
export const PROBLEM_NOTE_REQUIRED =
  'Say what the problem is in the note, so the team knows what to fix.';

const AND = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** The note, checked as the server checks a problem's: present, and not too long. */
const problemCheck = {
  safeParse: (input: unknown) => {
    const typed = (input as { note?: unknown }).note;
    const note = typeof typed === 'string' ? typed.trim() : '';
    if (!note) {
      return {
        success: false as const,
        error: { issues: [{ path: ['note'], message: PROBLEM_NOTE_REQUIRED }] },
      };
    }
    if (note.length > MAX_TURNOVER_NOTE_LENGTH) {
      const message = `The note must be at most ${MAX_TURNOVER_NOTE_LENGTH} characters`;
      return { success: false as const, error: { issues: [{ path: ['note'], message }] } };
    }
    return { success: true as const, data: { note } };
  },
};

/** A change sent, and what to say once it is saved. */
interface Change {
  change: TurnoverUpdate;
  done: string;
  /** The version to save over: theirs, once the person chose to. */
  over?: string;
}

/** A change refused because someone else changed the task meanwhile, and what they saved. */
interface Conflict extends Change {
  seen: TurnoverTask;
  theirs: TurnoverTask;
  /** The problem form's: sent again from the form, whose note may have been edited since. */
  fromForm?: true;
}

/** What someone else changed, in words: 'marked it Ready and changed the note'. */
function theirChanges(seen: TurnoverTask, theirs: TurnoverTask): string {
  const parts: string[] = [];
  if (seen.status !== theirs.status) {
    parts.push(`marked it ${TURNOVER_STATUS_LABELS[theirs.status]}`);
  }
  const ticks = (task: TurnoverTask) => JSON.stringify(task.checklist);
  if (ticks(seen) !== ticks(theirs)) parts.push('ticked the checklist');
  if (seen.note !== theirs.note) parts.push('changed the note');
  return parts.length > 0 ? `: they ${AND.format(parts)}` : '';
}

/**
 * What housekeeping does to a task: start it, mark it ready (asked again while lines of the
 * checklist are not ticked), or report a problem with a note and photos. A change refused because
 * someone else changed the task meanwhile (412) asks whether to save over theirs (decision 094).
 */
export function StatusActions({ task, saver }: { task: TurnoverTask; saver: TaskSaver }) {
  const [reporting, setReporting] = useState(false);
  const [confirmReady, setConfirmReady] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [said, setSaid] = useState('');
  /** Counts the times the form is drawn anew with what is stored (their note, shown). */
  const [redrawn, setRedrawn] = useState(0);
  const readyButton = useRef<HTMLButtonElement>(null);
  useFocusBack(confirmReady, readyButton);
  /** Their version, for the problem form's next send once the person chose to save over it. */
  const formOver = useRef<string | null>(null);

  const send = ({ change, over }: Change) =>
    saver.queue(() => updateTurnover(task.id, change, over ?? saver.latest().version));

  /** Asks about a 412: true when the question is shown, false for any other refusal. */
  const askIfConflict = async (
    error: unknown,
    sent: Omit<Conflict, 'seen' | 'theirs'>,
  ): Promise<boolean> => {
    if (!isEditConflict(error)) return false;
    const theirs = await fetchTurnover(task.id).catch(() => null);
    if (!theirs) return false;
    setConflict({ ...sent, seen: task, theirs });
    return true;
  };

  const saved = (answer: TurnoverTask, done: string) => {
    saver.store(answer);
    setConflict(null);
    setSaid(done);
  };

  const move = useMutation({
    mutationFn: send,
    onMutate: () => setSaid(''),
    onSuccess: (answer, sent) => saved(answer, sent.done),
    onError: async (error, sent) => {
      if (await askIfConflict(error, sent)) move.reset();
    },
  });

  const problem = useFormAction({
    labels: { note: 'The note' },
    read: (data) => ({ note: data.get('note') }),
    check: problemCheck,
    keepsFields: true,
    send: ({ note }) => {
      const over = formOver.current ?? undefined;
      formOver.current = null;
      return send({
        change: task.status === 'problem' ? { note } : { status: 'problem', note },
        done: '',
        ...(over ? { over } : {}),
      });
    },
    done: (answer) => {
      saved(answer, 'Problem reported: the owner and the manager see it on Today.');
      setReporting(false);
      return 'clear';
    },
    refused: async (error) => {
      const sent = { change: {}, done: '', fromForm: true as const };
      return (await askIfConflict(error, sent)) ? null : [];
    },
    checkAlert: () => null,
  });

  const to = (status: NonNullable<TurnoverUpdate['status']>, done: string) =>
    move.mutate({ change: { status }, done });
  const unticked = task.checklist.filter((line) => !line.ticked).map((line) => line.item);
  const busy = move.isPending || problem.pending;
  const showProblem = reporting || task.status === 'problem';

  if (task.status === 'cancelled') {
    return <p className="text-ink">The stay was cancelled: there is nothing to do here.</p>;
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {task.status === 'open' && (
          <button
            type="button"
            disabled={busy}
            onClick={() => to('started', 'Started.')}
            className={`${primaryButton} min-h-14`}
          >
            Start
          </button>
        )}
        {(task.status === 'started' || task.status === 'problem') && (
          <button
            ref={readyButton}
            type="button"
            disabled={busy}
            onClick={() =>
              unticked.length > 0
                ? setConfirmReady(true)
                : to('ready', 'Marked ready for the next guests.')
            }
            className={`${primaryButton} min-h-14`}
          >
            Ready
          </button>
        )}
        {task.status === 'ready' && (
          <button
            type="button"
            disabled={busy}
            onClick={() => to('started', 'Marked not ready: the task is started again.')}
            className={`${secondaryButton} min-h-14`}
          >
            Not ready after all
          </button>
        )}
        {!showProblem && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setReporting(true)}
            className={`${dangerButton} min-h-14`}
          >
            Report a problem
          </button>
        )}
      </div>

      {confirmReady && (
        <ConfirmStep
          danger={false}
          question={`${unticked.length} ${unticked.length === 1 ? 'item is' : 'items are'} not ticked yet: ${AND.format(unticked)}. Mark the villa ready anyway?`}
          yes="Mark ready anyway"
          no="Go back to the checklist"
          onYes={() => {
            setConfirmReady(false);
            to('ready', 'Marked ready for the next guests.');
          }}
          onNo={() => setConfirmReady(false)}
        />
      )}

      {conflict && (
        <ConfirmStep
          danger={false}
          question={`Someone else changed this task while you had it open${theirChanges(conflict.seen, conflict.theirs)}. Yours is not saved yet.`}
          yes="Save mine over theirs"
          no="Drop mine and show theirs"
          onYes={() => {
            if (conflict.fromForm) {
              formOver.current = conflict.theirs.version;
              setConflict(null);
              problem.form.current?.requestSubmit();
              return;
            }
            const { change, done } = conflict;
            move.mutate({ change, done, over: conflict.theirs.version });
          }}
          onNo={() => {
            saver.store(conflict.theirs);
            setConflict(null);
            if (conflict.fromForm) setRedrawn((count) => count + 1);
          }}
        />
      )}

      <p role="status" className="min-h-6 text-sm font-medium text-teal-800">
        {busy ? 'Saving…' : said}
      </p>
      <FormAlertRegion message={move.isError ? messageOf(move.error) : null} />

      {showProblem && (
        <section aria-labelledby="problem-heading" className="space-y-4">
          <h2 id="problem-heading" className="text-2xl">
            {task.status === 'problem' ? 'The problem' : 'Report a problem'}
          </h2>
          <form key={`${problem.state.sent}-${redrawn}`} {...problem.props} className="space-y-3">
            <TextAreaField
              label="What is wrong"
              name="note"
              required
              maxLength={MAX_TURNOVER_NOTE_LENGTH}
              defaultValue={task.note ?? ''}
              error={problem.state.fields.note}
              onChange={() => problem.edited('note')}
              hint="What you found and where: the owner and the manager read it on Today."
            />
            <FormAlertRegion message={problem.state.alert} />
            <div className="flex flex-col gap-3 sm:flex-row">
              <button type="submit" disabled={busy} className={`${dangerButton} min-h-14`}>
                {task.status === 'problem' ? 'Save the note' : 'Send the problem'}
              </button>
              {task.status !== 'problem' && (
                <button
                  type="button"
                  onClick={() => setReporting(false)}
                  className={`${secondaryButton} min-h-14`}
                >
                  Not now
                </button>
              )}
            </div>
          </form>
          <ProblemPhotos task={task} saver={saver} disabled={false} />
        </section>
      )}
    </div>
  );
}
