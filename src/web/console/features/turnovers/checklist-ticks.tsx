import { useRef, useState } from 'react';
import type { TurnoverTask } from '#domain/schemas/turnover.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { isEditConflict, messageOf } from '#web/console/lib/console-api.ts';
import { fetchTurnover, updateTurnover } from './api.ts';
import { checklistProgress, tickedOf, withTick } from './task-words.ts';
import type { TaskSaver } from './use-task-saver.ts';

/** A tick shown before its answer: the value asked, and which tap asked it. */
type Pending = ReadonlyMap<string, { on: boolean; tap: number }>;

/**
 * The villa's checklist as big boxes to tap, each saved as it is ticked. A tick shows at once and
 * is sent after those before it; when someone else ticked meanwhile (412), their ticks are read
 * and this one is put on top of them: a tick is one person's word about one line, so nothing
 * needs asking (decision 094).
 */
export function ChecklistTicks({
  task,
  saver,
  disabled,
}: {
  task: TurnoverTask;
  saver: TaskSaver;
  disabled: boolean;
}) {
  const [pending, setPending] = useState<Pending>(new Map());
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const taps = useRef(0);

  const settle = (item: string, tap: number) =>
    setPending((now) => {
      if (now.get(item)?.tap !== tap) return now;
      const next = new Map(now);
      next.delete(item);
      return next;
    });

  const tick = (item: string, on: boolean) => {
    taps.current += 1;
    const tap = taps.current;
    setPending((now) => new Map(now).set(item, { on, tap }));
    setFailed(null);
    let merged = false;
    const send = (base: TurnoverTask) =>
      updateTurnover(base.id, { checked: withTick(base, tickedOf(base), item, on) }, base.version);
    saver
      .queue(async () => {
        try {
          return await send(saver.latest());
        } catch (error) {
          if (!isEditConflict(error)) throw error;
          merged = true;
          return send(await fetchTurnover(task.id));
        }
      })
      .then(
        (saved) => {
          saver.store(saved);
          setSaid(
            merged
              ? 'Saved. Someone else ticked items meanwhile: theirs are kept with yours.'
              : 'Saved.',
          );
        },
        (error: unknown) => {
          setSaid('');
          setFailed(`“${item}” was not saved. ${messageOf(error)}`);
        },
      )
      .finally(() => settle(item, tap));
  };

  if (task.checklist.length === 0) {
    return (
      <p className="mt-2 text-ink-soft">
        This villa has no checklist yet: the owner writes it on the villa&apos;s page.
      </p>
    );
  }
  const progress = checklistProgress({
    ...task,
    checklist: task.checklist.map((line) => ({
      ...line,
      ticked: pending.get(line.item)?.on ?? line.ticked,
    })),
  });
  return (
    <>
      <p className="mt-1 text-sm text-ink-soft">{progress}</p>
      <ul className="mt-3 space-y-2">
        {task.checklist.map((line) => {
          const shown = pending.get(line.item)?.on ?? line.ticked;
          return (
            <li key={line.item}>
              <label
                className={`flex min-h-14 cursor-pointer items-center gap-4 rounded-xl border px-4 py-3 text-base ${
                  shown
                    ? 'border-teal-800 bg-sand-100 text-teal-900'
                    : 'border-sand-300 bg-white text-ink'
                } ${disabled ? 'cursor-not-allowed opacity-70' : ''}`}
              >
                <input
                  type="checkbox"
                  checked={shown}
                  disabled={disabled}
                  onChange={(event) => tick(line.item, event.currentTarget.checked)}
                  className="h-7 w-7 shrink-0 accent-teal-800"
                />
                <span className={shown ? 'line-through decoration-teal-800/50' : ''}>
                  {line.item}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <p role="status" className="mt-2 min-h-6 text-sm font-medium text-teal-800">
        {pending.size > 0 ? 'Saving…' : said}
      </p>
      <FormAlertRegion message={failed} />
    </>
  );
}
